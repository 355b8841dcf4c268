import type { PageText } from '../content-types'
import { SHOP } from '../shop-identity'

const address = `${SHOP.company}, ${SHOP.street}, ${SHOP.city}, ${SHOP.country.ge}`
const privacyMail = `[${SHOP.privacyEmail}](mailto:${SHOP.privacyEmail})`

export const ge: PageText = {
  title: 'Datenschutzerklärung',
  intro:
    'Welche personenbezogenen Daten wir erheben, wenn Sie bei uns einkaufen, wozu wir sie brauchen, wer uns bei der Verarbeitung hilft und welche Rechte Sie haben. Wir erheben so wenig wie möglich und schützen, was wir speichern.',
  sections: [
    {
      id: 'controller',
      heading: 'Verantwortlicher',
      blocks: [
        `Verantwortlich für die Verarbeitung Ihrer personenbezogenen Daten ist die **${SHOP.company}**, ${SHOP.street}, ${SHOP.city}, ${SHOP.country.ge}, eingetragen im österreichischen Firmenbuch unter ${SHOP.register}. Bei allen Fragen zu dieser Erklärung schreiben Sie an ${privacyMail} oder an die oben genannte Postanschrift.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'Welche Daten wir erheben',
      blocks: [
        {
          terms: [
            {
              term: 'Kundenkonto',
              text: 'Ihr Name, Ihre E-Mail-Adresse oder Telefonnummer, Ihr Passwort (nur als Hash, siehe Abschnitt 4) und, falls Sie sie nutzen, Ihre Einstellungen zur Zwei-Faktor-Authentifizierung und Ihre Sicherheitsfragen. Melden Sie sich mit Google oder Facebook an, erhalten wir von dort Ihren Namen, Ihre E-Mail-Adresse und eine Konto-ID – niemals Ihr dortiges Passwort.',
            },
            {
              term: 'Adressen',
              text: 'Die Liefer- und Rechnungsadressen, die Sie speichern oder an der Kasse eingeben: Name, Straße und Hausnummer, Ort, Bundesland, Land und Postleitzahl.',
            },
            {
              term: 'Bestellungen und Zahlungen',
              text: 'Was Sie gekauft haben, Preise, eingelöste Gutscheine, die Sprache der Bestellung, ihr Statusverlauf sowie Ihre Wallet- und Geschenkkartenbuchungen. Von einer Karte speichern wir nur die Marke, die letzten vier Ziffern und das Ausgabeland.',
            },
            {
              term: 'Bewertungen',
              text: 'Ihre Sterne und Ihr Text sowie das Produkt, zu dem sie gehören, veröffentlicht mit Ihrem Anzeigenamen.',
            },
            {
              term: 'Newsletter',
              text: 'Ihre E-Mail-Adresse, Ihre Sprache, das Datum der Anmeldung und der persönliche Rabattcode, den wir Ihnen geschickt haben.',
            },
            {
              term: 'Nachrichten',
              text: 'Was Sie uns über das Kontaktformular, Reklamationen und Feedback senden, mit den Kontaktdaten, die Sie angeben.',
            },
            {
              term: 'Technische Daten',
              text: 'IP-Adresse, Browsertyp und Zeitpunkt der Anfragen in unseren Serverprotokollen, die wir für einen sicheren und stabilen Betrieb brauchen.',
            },
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: 'Wozu wir sie verwenden und auf welcher Rechtsgrundlage',
      blocks: [
        {
          terms: [
            {
              term: 'Ihr Konto und Ihre Bestellungen',
              text: 'Konto anlegen, Anmeldung, Lieferung, Abwicklung von Zahlungen, Erstattungen, Stornierungen und Rückgaben sowie E-Mails zur Bestellung. **Rechtsgrundlage:** Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO).',
            },
            {
              term: 'Sicherheit',
              text: 'Bestätigung Ihrer E-Mail-Adresse oder Telefonnummer mit Einmalcodes, Zwei-Faktor-Authentifizierung, Begrenzung von Anmeldeversuchen und Erkennung von Missbrauch. **Rechtsgrundlage:** unser berechtigtes Interesse an einem sicheren Shop (Art. 6 Abs. 1 lit. f DSGVO).',
            },
            {
              term: 'Buchhaltung und Steuern',
              text: 'Aufbewahrung von Rechnungen und Zahlungsbelegen, solange das Gesetz es verlangt. **Rechtsgrundlage:** rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c DSGVO).',
            },
            {
              term: 'Newsletter',
              text: 'Versand von Neuigkeiten und Angeboten, nur wenn Sie sich angemeldet haben. **Rechtsgrundlage:** Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit über den Link in jedem Newsletter widerrufen können.',
            },
            {
              term: 'Bewertungen',
              text: 'Veröffentlichung Ihrer Bewertung beim Produkt und Kennzeichnung als verifizierter Kauf. **Rechtsgrundlage:** unser berechtigtes Interesse an ehrlichen Bewertungen, die anderen beim Einkauf helfen (Art. 6 Abs. 1 lit. f DSGVO).',
            },
            {
              term: 'Kundenservice',
              text: 'Beantwortung Ihrer Nachrichten und Bearbeitung von Reklamationen und Feedback. **Rechtsgrundlage:** der Vertrag oder unser berechtigtes Interesse, Ihnen zu antworten (Art. 6 Abs. 1 lit. b und f DSGVO).',
            },
          ],
        },
        'Wir verkaufen Ihre Daten nicht, erstellen keine Werbeprofile und treffen keine ausschließlich automatisierten Entscheidungen über Sie.',
      ],
    },
    {
      id: 'security',
      heading: 'Wie wir Ihr Konto schützen',
      blocks: [
        {
          list: [
            '**Passwörter** speichern wir nur als argon2id-Hash – ein absichtlich langsames, speicherintensives Verfahren, das Knackversuchen standhält. Niemand bei Lumen & Leaf kann Ihr Passwort lesen.',
            '**Kartennummern speichern wir nie.** Kartendaten gehen direkt an unseren Zahlungsdienstleister; wir behalten nur die Marke (zum Beispiel Visa), die letzten vier Ziffern und das Ausgabeland.',
            '**Einmalcodes**, die Ihre E-Mail-Adresse oder Telefonnummer bestätigen oder Ihren Zugang wiederherstellen, versenden wir nur per E-Mail oder SMS, nie an den Browser. Sie laufen nach kurzer Zeit ab, gelten nur einmal und erlauben nur wenige Versuche.',
            '**Antworten auf Sicherheitsfragen** für die Zwei-Faktor-Authentifizierung speichern wir nur als Hash.',
            '**Sitzungen** enden, wenn Sie sich abmelden; eine Änderung Ihres Passworts oder Ihrer Zwei-Faktor-Einstellungen meldet Sie auf allen anderen Geräten ab.',
            'Die gesamte Verbindung zwischen Ihrem Browser und dem Shop ist verschlüsselt (HTTPS).',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies und lokaler Speicher',
      blocks: [
        'Wir verwenden keine Werbe- oder Analyse-Cookies und keine Tracking-Pixel – Sie müssen also nichts akzeptieren. Ihr Browser speichert nur, was der Shop zum Funktionieren braucht:',
        {
          terms: [
            { term: 'Sprache', text: 'Die gewählte Sprache (en, cz, sl oder ge) unter dem Schlüssel „lang“, damit sich der Shop beim nächsten Mal in ihr öffnet.' },
            { term: 'Anmelde-Token', text: 'Hält Sie angemeldet. Er wird beim Abmelden entfernt und ist ungültig, sobald die Sitzung endet.' },
            { term: 'Gast-Warenkorb', text: 'Wenn Sie ohne Anmeldung einkaufen, ein Verweis auf Ihren Warenkorb, damit er ein Neuladen der Seite übersteht.' },
          ],
        },
        'Diese Daten sind für den von Ihnen gewünschten Dienst unbedingt erforderlich und brauchen nach EU-Recht daher keine Einwilligung. Sie können sie jederzeit in den Browsereinstellungen löschen.',
      ],
    },
    {
      id: 'processors',
      heading: 'Wer Daten für uns verarbeitet',
      blocks: [
        'Wir geben personenbezogene Daten nur an Dienstleister weiter, die sie in unserem Auftrag auf Grundlage eines Auftragsverarbeitungsvertrags verarbeiten, und jedem nur so viel, wie er braucht:',
        {
          terms: [
            { term: 'E-Mail- und SMS-Anbieter', text: 'Stellt Bestell-E-Mails, Einmalcodes und, falls Sie sich angemeldet haben, den Newsletter zu.' },
            {
              term: 'Zahlungsdienstleister',
              text: 'Wickelt Kartenzahlungen und Wallet-Aufladungen ab. Er erhält Ihre Kartendaten direkt und entscheidet gemeinsam mit Ihrer Bank, ob eine Zahlung genehmigt wird.',
            },
            { term: 'Hosting-Anbieter', text: 'Betreibt Server und Datenbank des Shops in Rechenzentren innerhalb der EU.' },
            { term: 'Versanddienste', text: 'Erhalten Ihren Namen, Ihre Lieferadresse und Telefonnummer, um Ihr Paket zuzustellen.' },
          ],
        },
        'Melden Sie sich mit Google oder Facebook an, sind diese Unternehmen für ihren Teil eigenständig Verantwortliche, und es gelten ihre eigenen Datenschutzbestimmungen. Verarbeitet ein Dienstleister Daten außerhalb des Europäischen Wirtschaftsraums, stützen wir uns auf einen Angemessenheitsbeschluss der Europäischen Kommission oder auf Standardvertragsklauseln.',
      ],
    },
    {
      id: 'retention',
      heading: 'Wie lange wir Daten speichern',
      blocks: [
        {
          terms: [
            { term: 'Kundenkonto', text: 'Solange Ihr Konto besteht. Löschen Sie es, entfernen wir Ihr Profil, Ihre Adressen und Ihre Wunschliste innerhalb von 30 Tagen.' },
            { term: 'Bestellungen und Rechnungen', text: 'Sieben Jahre ab Ende des Kaufjahres, wie es das österreichische Steuerrecht verlangt – nach der Kontolöschung nur noch zu diesem Zweck.' },
            { term: 'Einmalcodes', text: 'Bis sie verwendet werden oder ablaufen; danach werden sie gelöscht.' },
            { term: 'Bewertungen', text: 'Bis Sie sie oder Ihr Konto löschen.' },
            { term: 'Newsletter', text: 'Bis Sie sich abmelden.' },
            { term: 'Nachrichten und Reklamationen', text: 'Bis zu drei Jahre nach Abschluss der Angelegenheit, der allgemeinen Verjährungsfrist.' },
            { term: 'Serverprotokolle', text: '30 Tage.' },
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Ihre Rechte',
      blocks: [
        'Nach der DSGVO haben Sie das Recht auf:',
        {
          list: [
            '**Auskunft** – eine Kopie der personenbezogenen Daten, die wir über Sie speichern.',
            '**Berichtigung** – unrichtige Daten korrigieren zu lassen; die meisten können Sie in [Ihrem Konto](/youraccount) selbst ändern.',
            '**Löschung** – Ihre Daten löschen zu lassen, sofern uns das Gesetz nicht zur Aufbewahrung verpflichtet (etwa bei Rechnungen).',
            '**Einschränkung der Verarbeitung** – solange eine Frage dazu geklärt wird.',
            '**Datenübertragbarkeit** – die Daten, die Sie uns gegeben haben, in einem gängigen maschinenlesbaren Format zu erhalten oder an einen anderen Verantwortlichen übermitteln zu lassen.',
            '**Widerspruch** – gegen Verarbeitungen auf Grundlage unseres berechtigten Interesses; dem Newsletter können Sie jederzeit ohne Angabe von Gründen widersprechen.',
            '**Widerruf einer Einwilligung** – jederzeit, ohne dass die Verarbeitung bis zum Widerruf davon berührt wird.',
          ],
        },
        `Um eines dieser Rechte auszuüben, schreiben Sie an ${privacyMail}. Wir antworten innerhalb eines Monats und können Sie vorher bitten, Ihre Identität zu bestätigen, damit niemand sonst Ihre Daten erhält.`,
      ],
    },
    {
      id: 'contact-and-complaints',
      heading: 'Kontakt und Beschwerden',
      blocks: [
        `Fragen zu Ihren Daten: ${privacyMail} oder per Post an ${address}.`,
        'Wenn Sie meinen, dass wir Ihre Daten rechtswidrig verarbeiten, können Sie sich bei einer Datenschutzaufsichtsbehörde beschweren – in Österreich bei der Datenschutzbehörde ([dsb.gv.at](https://www.dsb.gv.at)), in Deutschland bei der Aufsichtsbehörde Ihres Bundeslandes oder bei der Behörde des EU-Landes, in dem Sie leben oder arbeiten.',
        'Wir aktualisieren diese Erklärung, wenn sich unser Shop oder die Rechtslage ändert. Das Datum oben zeigt die gültige Fassung; über wichtige Änderungen informieren wir Kontoinhaberinnen und Kontoinhaber per E-Mail.',
      ],
    },
  ],
  related: [
    { to: '/t&c', label: 'Allgemeine Geschäftsbedingungen', text: 'Die Regeln für Einkauf, Zahlung und Bewertungen in unserem Shop.' },
    { to: '/faq', label: 'Häufige Fragen', text: 'Zwei-Faktor-Authentifizierung und Kontosicherheit in kurzen Antworten.' },
  ],
}
