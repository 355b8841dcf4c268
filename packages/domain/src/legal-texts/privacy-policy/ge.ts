import { ESSENTIAL_COOKIES, ESSENTIAL_STORAGE } from '../../cookies'
import { TAX_RECORDS_KEPT_YEARS } from '../../privacy'
import type { PageText } from '../content-types'
import { SHOP } from '../shop-identity'

const address = '{seller.name}, {seller.address}'
const privacyMail = `[${SHOP.privacyEmail}](mailto:${SHOP.privacyEmail})`
const lifetime = (days: number) => (days % 365 === 0 ? (days === 365 ? '1 Jahr' : `${days / 365} Jahre`) : `${days} Tage`)

export const ge: PageText = {
  title: 'Datenschutzerklärung',
  intro:
    'Welche personenbezogenen Daten wir speichern, wenn Sie bei uns einkaufen, warum und wie lange, wer uns dabei hilft und wie Sie sie selbst herunterladen oder löschen. Wir erheben so wenig wie möglich und schützen, was wir speichern.',
  sections: [
    {
      id: 'controller',
      heading: 'Wer verantwortlich ist',
      blocks: [
        `Verantwortlicher für Ihre personenbezogenen Daten ist die **{seller.name}**, {seller.address} (Identifikationsnummer {seller.registration}). Für alle Fragen zu dieser Erklärung schreiben Sie an ${privacyMail} oder an die obige Postanschrift.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'Welche Daten wir erheben',
      blocks: [
        {
          terms: [
            {
              term: 'Konto',
              text: 'Ihr Name, Ihre E-Mail-Adresse oder Telefonnummer und wann Sie sie bestätigt haben, Ihr Geschlecht, falls Sie eines angegeben haben, Ihr Passwort (nur als Hash, siehe Abschnitt 4) und, falls Sie sie nutzen, Ihre Einstellungen zur Zwei-Faktor-Authentifizierung und Ihre Sicherheitsfragen. Melden Sie sich mit Google oder Facebook an, speichern wir die Kontokennung beim Anbieter und die von ihm bestätigte E-Mail-Adresse – nie Ihr Passwort dort.',
            },
            {
              term: 'Anmeldungen',
              text: 'Wann jede Anmeldung begann, wann sie zuletzt genutzt wurde und wann sie endete – kein Gerät, kein Browser, kein Standort. Fehlgeschlagene Anmeldungen zählen wir je IP-Adresse bis zur nächsten erfolgreichen von dort, damit niemand Ihr Passwort erraten kann.',
            },
            {
              term: 'Adressen, Warenkorb und Wunschliste',
              text: 'Die Adressen, die Sie speichern (Name, Straße und Hausnummer, Ort, Region, Land, Postleitzahl), der Inhalt Ihres Warenkorbs und die Produkte auf Ihrer Wunschliste.',
            },
            {
              term: 'Bestellungen und Zahlungen',
              text: 'Was Sie gekauft haben, Preise, Mehrwertsteuer, Gutscheine, die Lieferadresse, die Sprache der Bestellung, jede Änderung ihres Status sowie Stornierungs- und Widerrufsanfragen mit dem Grund, den Sie angegeben haben. Rechnungen und Gutschriften. Von einer Karte speichern wir nur die Marke, die letzten vier Ziffern und das Ausgabeland. Die Bewegungen Ihres Guthabens und die Geschenkkarten, die Sie kaufen (mit den Namen, der E-Mail-Adresse der beschenkten Person und der Nachricht, die Sie schreiben) oder einlösen.',
            },
            {
              term: 'Bewertungen und Erfahrungsberichte',
              text: 'Ihre Sterne und Ihr Text, das Produkt, zu dem sie gehören, und der Name, unter dem sie erscheinen.',
            },
            {
              term: 'Newsletter und Einwilligungen',
              text: 'E-Mail-Adresse und Sprache Ihres Abonnements, seine Daten und Ihr persönlicher Rabattcode; welche Fassung unserer AGB Sie mit jeder Bestellung akzeptiert haben und wann; wann Sie die Einwilligung in den Newsletter erteilt und widerrufen haben.',
            },
            {
              term: 'Nachrichten',
              text: 'Was Sie uns über das Kontaktformular, Reklamationen und Feedback senden, mit den Kontaktdaten, die Sie angeben.',
            },
            {
              term: 'Technische Daten',
              text: 'Unsere Serverprotokolle vermerken die Adresse jeder Anfrage innerhalb des Shops, ihre Zeit und ihr Ergebnis. Gegen Missbrauch zählen wir Anfragen je IP-Adresse höchstens eine Stunde lang.',
            },
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: 'Wofür wir sie verwenden und auf welcher Rechtsgrundlage',
      blocks: [
        {
          terms: [
            {
              term: 'Ihr Konto und Ihre Bestellungen',
              text: 'Konto anlegen, Anmeldung, Lieferung, Zahlungen, Erstattungen, Stornierungen und Widerrufe sowie die E-Mails dazu. **Rechtsgrundlage:** Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO).',
            },
            {
              term: 'Sicherheit',
              text: 'Bestätigung Ihrer E-Mail-Adresse oder Telefonnummer mit Einmalcodes, Zwei-Faktor-Authentifizierung, Bremsen wiederholter Fehlanmeldungen und die Frage nach Ihrem Passwort (oder einem Code), bevor Ihre Daten heruntergeladen oder Ihr Konto gelöscht wird. **Rechtsgrundlage:** unser berechtigtes Interesse an einem sicheren Shop (Art. 6 Abs. 1 lit. f DSGVO).',
            },
            {
              term: 'Buchhaltung und Steuern',
              text: `Aufbewahrung von Rechnungen, Gutschriften und den zugehörigen Bestellungen und Zahlungen für ${TAX_RECORDS_KEPT_YEARS} Jahre. **Rechtsgrundlage:** rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c DSGVO; § 35 des tschechischen Umsatzsteuergesetzes).`,
            },
            {
              term: 'Newsletter',
              text: 'Versand von Neuigkeiten und Angeboten, erst nachdem Sie Ihr Abonnement über die E-Mail bestätigt haben, die wir Ihnen senden. **Rechtsgrundlage:** Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit über den Link in jedem Newsletter widerrufen.',
            },
            {
              term: 'Bewertungen',
              text: 'Veröffentlichung Ihrer Bewertung beim Produkt mit der Kennzeichnung als verifizierter Kauf. **Rechtsgrundlage:** unser berechtigtes Interesse an ehrlichen Bewertungen, die anderen beim Einkauf helfen (Art. 6 Abs. 1 lit. f DSGVO).',
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
            '**Kartennummern erreichen uns nie.** Kartendaten gehen direkt an unseren Zahlungsdienstleister; wir behalten nur die Marke (zum Beispiel Visa), die letzten vier Ziffern und das Ausgabeland.',
            '**Einmalcodes** versenden wir nur per E-Mail oder SMS, nie an den Browser. Sie gelten 10 Minuten, nur einmal und erlauben nur wenige Versuche.',
            '**Antworten auf Sicherheitsfragen** für die Zwei-Faktor-Authentifizierung speichern wir nur als Hash.',
            '**Anmeldungen** enden, wenn Sie sich abmelden oder nach 30 Tagen ohne Nutzung; eine Änderung Ihres Passworts oder Ihrer Zwei-Faktor-Einstellungen meldet Ihre anderen Geräte ab, das Löschen Ihres Kontos alle.',
            'Die gesamte Verbindung zwischen Ihrem Browser und dem Shop ist verschlüsselt (HTTPS).',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies und Speicher in Ihrem Browser',
      blocks: [
        'Wir verwenden keine Werbe- oder Analyse-Cookies, keine Tracking-Pixel und keine Cookies von Dritten. Der Shop speichert nur, was er braucht, um zu tun, worum Sie ihn bitten – deshalb gibt es bei uns kein Cookie-Banner: Diese Cookies sind unbedingt erforderlich und nach EU-Recht (Art. 5 Abs. 3 der ePrivacy-Richtlinie, in Deutschland § 25 Abs. 2 TDDDG) ohne Einwilligung zulässig. Sollten wir je etwas anderes verwenden wollen, fragen wir Sie vorher.',
        { subheading: 'Cookies' },
        {
          terms: ESSENTIAL_COOKIES.map((c) => ({
            term: c.name,
            text: `${c.purpose.ge} Gespeichert für ${lifetime(c.days)}${c.httpOnly ? '; für Skripte nicht lesbar' : ''}.`,
          })),
        },
        { subheading: 'Lokaler Speicher und Sitzungsspeicher' },
        {
          terms: ESSENTIAL_STORAGE.map((s) => ({ term: s.name, text: `${s.purpose.ge}${s.area === 'session' ? '' : ' Bleibt im Browser, bis es entfernt wird.'}` })),
        },
        'Die Anmeldung mit Google oder Facebook öffnet deren Seite in einem eigenen Fenster, und die Prüfung, ob Sie kein Roboter sind (nur wenn wir Ihnen einen Code per SMS senden), wird von ihrem Anbieter geladen: Diese Unternehmen können auf ihren eigenen Seiten eigene Cookies nach ihren eigenen Regeln verwenden. Alles, was der Shop in Ihrem Browser speichert, können Sie jederzeit in den Browsereinstellungen löschen.',
      ],
    },
    {
      id: 'processors',
      heading: 'Wer Daten für uns verarbeitet',
      blocks: [
        'Wir geben personenbezogene Daten nur an Dienstleister weiter, die sie in unserem Auftrag auf Grundlage eines Auftragsverarbeitungsvertrags verarbeiten, und jedem nur so viel, wie er braucht:',
        {
          terms: [
            {
              term: 'Zahlungsdienstleister (Stripe)',
              text: 'Wickelt Kartenzahlungen, Guthaben-Aufladungen und Geschenkkarten ab. Er erhält Ihre Kartendaten direkt, führt mit Ihrer Bank 3-D Secure durch und teilt uns nur mit, ob die Zahlung gelungen ist, dazu Kartenmarke, letzte vier Ziffern und Land.',
            },
            { term: 'E-Mail- und SMS-Anbieter', text: 'Stellt Bestell-E-Mails, Einmalcodes und, falls Sie ihn abonniert haben, den Newsletter zu.' },
            { term: 'Hosting-Anbieter', text: 'Betreibt Server und Datenbank des Shops in Rechenzentren innerhalb der EU.' },
            { term: 'Versanddienste', text: 'Erhalten Ihren Namen und Ihre Lieferadresse, um Ihr Paket zuzustellen.' },
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
            { term: 'Kundenkonto', text: 'Solange Ihr Konto besteht. Löschen Sie es, werden Ihr Profil, Ihre Adressen, Wunschliste, Warenkorb, Anmeldungen und Zwei-Faktor-Einstellungen sofort gelöscht.' },
            {
              term: 'Bestellungen, Rechnungen und Zahlungen',
              text: `${TAX_RECORDS_KEPT_YEARS} Jahre ab Ende des Verkaufsjahres, wie es das tschechische Steuerrecht verlangt – auch nach der Löschung Ihres Kontos, dann nur noch zu diesem Zweck und ohne Ihre E-Mail-Adresse.`,
            },
            { term: 'Einmalcodes', text: 'Bis sie verwendet werden oder ablaufen; danach werden sie gelöscht.' },
            { term: 'Bewertungen, Erfahrungsberichte, Nachrichten, Reklamationen und Feedback', text: 'Bis Sie Ihr Konto löschen, oder früher, wenn Sie uns darum bitten.' },
            { term: 'Newsletter', text: 'Bis Sie sich abmelden oder Ihr Konto löschen. Der Nachweis, wann Sie die Einwilligung erteilt und widerrufen haben, bleibt erhalten, nach der Kontolöschung ohne Ihre E-Mail-Adresse.' },
            { term: 'Serverprotokolle', text: 'Höchstens 30 Tage.' },
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Ihre Rechte',
      blocks: [
        'Nach der DSGVO haben Sie das Recht auf **Auskunft** über Ihre Daten, auf ihre **Berichtigung**, **Löschung** oder die **Einschränkung** ihrer Verarbeitung, darauf, sie in einem maschinenlesbaren Format zu erhalten (**Datenübertragbarkeit**), auf **Widerspruch** gegen Verarbeitungen aufgrund unseres berechtigten Interesses und darauf, eine **Einwilligung** jederzeit zu **widerrufen**, ohne dass das Vorherige berührt wird. Zwei davon nutzen Sie selbst, jederzeit, in [Ihrem Konto](/youraccount) unter **Ihre Daten**:',
        { subheading: 'Meine Daten herunterladen' },
        'Eine Datei (JSON) mit allem, was wir über Sie speichern: Konto und Anmeldungen, Adressen, Warenkorb und Wunschliste, Bestellungen mit Positionen und Statusverlauf, Rechnungen und Gutschriften, Kartenzahlungen, Guthaben und Geschenkkarten, Gutscheine, Bewertungen, Erfahrungsberichte, Nachrichten, Reklamationen und Feedback, Ihr Newsletter-Abonnement und Ihre Einwilligungen. Sie lässt nur Geheimnisse weg, die niemandem außer einem Eindringling nützen würden – den Hash Ihres Passworts, den geheimen Schlüssel Ihrer Authenticator-App, Anmelde-Token und Einmalcodes – und nennt sie in der Datei.',
        { subheading: 'Mein Konto löschen' },
        `Ihr Konto wird sofort gelöscht: Es kann sich nicht mehr anmelden, alle Geräte werden abgemeldet, und Ihr Profil, Ihre Telefonnummer, Adressen, Wunschliste, Warenkorb, Zwei-Faktor-Einstellungen, die Verknüpfung mit Google oder Facebook, Bewertungen, Erfahrungsberichte, Nachrichten, Reklamationen, Feedback und Ihr Newsletter-Abonnement werden gelöscht. Was wir nach Steuerrecht aufbewahren müssen, bleibt ${TAX_RECORDS_KEPT_YEARS} Jahre: Ihre Bestellungen mit Rechnungen, Gutschriften und Zahlungen, mit Ihrem Namen und Ihrer Adresse wie auf der Rechnung, aber nicht mehr mit Ihrer E-Mail-Adresse verbunden. Ihre E-Mail-Adresse ist frei für ein neues Konto. Eine noch laufende Bestellung oder ein verbleibendes Guthaben müssen Sie vorher abschließen beziehungsweise aufbrauchen – die Seite sagt Ihnen, was davon. Unsere Mitarbeitenden sehen in ihrem Protokoll, dass ein Konto gelöscht wurde, nicht wessen.`,
        `Beides fragt zuerst nach Ihrem Passwort – oder bei einem mit Google oder Facebook eröffneten Konto nach einem Code, den wir Ihnen per E-Mail senden –, damit es niemand tun kann, der an Ihr Gerät gelangt ist. Für alles Weitere schreiben Sie an ${privacyMail}: Wir antworten innerhalb eines Monats.`,
      ],
    },
    {
      id: 'consents',
      heading: 'Welche Einwilligungen wir festhalten',
      blocks: [
        {
          list: [
            '**Newsletter:** Bestätigen Sie Ihr Abonnement über unsere E-Mail, halten wir den Zeitpunkt und die Fassung des Wortlauts fest, dem Sie zugestimmt haben; melden Sie sich ab, den Zeitpunkt des Widerrufs. Ein neues Abonnement ist eine neue Einwilligung.',
            '**AGB:** Jede Bestellung hält fest, welche Fassung unserer AGB Sie mit ihr akzeptiert haben und wann.',
          ],
        },
        'Beides finden Sie in Ihrem Datendownload.',
      ],
    },
    {
      id: 'contact-and-complaints',
      heading: 'Kontakt und Beschwerden',
      blocks: [
        `Fragen zu Ihren Daten: ${privacyMail} oder per Post an ${address}.`,
        'Wenn Sie meinen, dass wir Ihre Daten rechtswidrig verarbeiten, können Sie sich beim tschechischen Amt für den Schutz personenbezogener Daten (Úřad pro ochranu osobních údajů, ÚOOÚ), Pplk. Sochora 27, 170 00 Praha 7 ([uoou.gov.cz](https://uoou.gov.cz)), beschweren oder bei der Aufsichtsbehörde des EU-Landes, in dem Sie leben oder arbeiten – in Deutschland bei der Behörde Ihres Bundeslandes, in Österreich bei der Datenschutzbehörde ([dsb.gv.at](https://www.dsb.gv.at)).',
        'Wir aktualisieren diese Erklärung, wenn sich unser Shop oder die Rechtslage ändert. Das Datum oben zeigt die gültige Fassung; über wichtige Änderungen informieren wir Kontoinhaberinnen und Kontoinhaber per E-Mail.',
      ],
    },
  ],
  related: [
    { to: '/youraccount', label: 'Ihr Konto', text: 'Laden Sie Ihre Daten herunter oder löschen Sie Ihr Konto unter „Ihre Daten“.' },
    { to: '/t&c', label: 'Allgemeine Geschäftsbedingungen', text: 'Die Regeln für Einkauf, Zahlung und Bewertungen in unserem Shop.' },
    { to: '/faq', label: 'Häufige Fragen', text: 'Zwei-Faktor-Authentifizierung und Kontosicherheit in kurzen Antworten.' },
  ],
}
