import type { PageText } from '../content-types'
import { SHOP } from '../shop-identity'

const mail = `[${SHOP.email}](mailto:${SHOP.email})`

export const ge: PageText = {
  title: 'Allgemeine Geschäftsbedingungen',
  intro:
    'Die Regeln für Ihren Einkauf bei uns: wie ein Kauf zustande kommt, wie Preise, Gutscheine, Geschenkkarten und das Wallet funktionieren und wer wofür verantwortlich ist. Wir haben sie so kurz und klar gehalten, wie es das Gesetz erlaubt.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Wer wir sind',
      blocks: [
        `Der Shop wird von der **${SHOP.company}** betrieben, ${SHOP.street}, ${SHOP.city}, ${SHOP.country.ge}, Firmenbuchnummer ${SHOP.register}, UID-Nummer ${SHOP.vat}. Sie erreichen uns über das [Kontaktformular](/contactus), per E-Mail an ${mail} oder telefonisch unter ${SHOP.phone}.`,
        'Diese Bedingungen gelten für jede Bestellung in unserem Shop, in jeder seiner vier Sprachen. Gewährt Ihnen das Recht Ihres Landes als Verbraucherin oder Verbraucher einen weitergehenden Schutz, gilt dieser Schutz.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Ihr Kundenkonto',
      blocks: [
        {
          list: [
            'Sie können als Gast einkaufen, ein Konto mit Ihrer E-Mail-Adresse oder Telefonnummer anlegen oder sich mit Google oder Facebook anmelden. Sie müssen mindestens 18 Jahre alt sein oder mit Zustimmung eines Elternteils bzw. Ihrer gesetzlichen Vertretung bestellen.',
            'Bevor ein Konto vollständig ist, bestätigen wir Ihre E-Mail-Adresse oder Telefonnummer mit einem Einmalcode.',
            'Halten Sie Ihre Angaben aktuell und Ihr Passwort geheim. Wir empfehlen, die [Zwei-Faktor-Authentifizierung](/twofactorauthentication) zu aktivieren.',
            'Ein Konto, das für Betrug, Gutscheinmissbrauch oder Angriffe auf den Shop genutzt wird, können wir sperren; den Grund nennen wir Ihnen, sofern das Gesetz es nicht verbietet.',
            'Sie können Ihr Konto jederzeit schließen; was dann mit Ihren Daten geschieht, erklärt unsere [Datenschutzerklärung](/privacy&policy).',
          ],
        },
      ],
    },
    {
      id: 'prices',
      heading: 'Preise und Währung',
      blocks: [
        'Alle Preise sind in US-Dollar (USD) angegeben und enthalten die Umsatzsteuer. Die Versandkosten sehen Sie im Warenkorb, bevor Sie bezahlen. Lautet Ihre Karte auf eine andere Währung, rechnet Ihre Bank den Betrag um und kann dafür eigene Gebühren verlangen.',
        'Wir prüfen unsere Preise sorgfältig. Sollte dennoch ein offensichtlicher Preisfehler durchrutschen, sagen wir es Ihnen, bevor wir Ihre Bestellung bestätigen, und Sie entscheiden, ob Sie zum richtigen Preis kaufen oder mit voller Erstattung stornieren.',
      ],
    },
    {
      id: 'coupons',
      heading: 'Gutscheine',
      blocks: [
        {
          list: [
            'Ein Gutschein zieht einen festen Betrag oder einen Prozentsatz von Ihrer Bestellung ab. Er kann einen Mindestbestellwert voraussetzen, an einem bestimmten Datum ablaufen und insgesamt sowie pro Person nur begrenzt einlösbar sein. Die Bedingungen sehen Sie unter [Ihre Gutscheine](/coupan).',
            '**GET15** gibt im deutschen, tschechischen und slowenischen Shop 15 % Rabatt und im englischen Shop 15 $. Eine Bestellung behält die Sprache, in der sie aufgegeben wurde, und damit auch den Rabatt.',
            'Mit der Newsletter-Anmeldung erhalten Sie einen persönlichen Code für einmalig 5 % Rabatt, den Sie mit einem weiteren Gutschein kombinieren können. Ansonsten gilt ein Gutschein pro Bestellung.',
            'Gutscheine haben keinen Barwert und können nicht in Geld oder Wallet-Guthaben umgetauscht werden.',
          ],
        },
      ],
    },
    {
      id: 'gift-cards-and-wallet',
      heading: 'Geschenkkarten und Wallet',
      blocks: [
        { subheading: 'Geschenkkarten' },
        {
          list: [
            'Geschenkkarten werden per Karte gekauft. Sie wählen den Betrag, die E-Mail-Adresse der beschenkten Person und auf Wunsch eine Nachricht; wir senden ihr einen einmaligen Code per E-Mail.',
            'Ein Code kann einmal auf der [Einlöseseite](/redeem) von einer angemeldeten Person eingelöst werden. Sein Wert wird dann ihrem Wallet gutgeschrieben.',
            'Bewahren Sie den Code so sicher auf wie Bargeld: Wer ihn zuerst einlöst, erhält seinen Wert.',
          ],
        },
        { subheading: 'Wallet' },
        {
          list: [
            'Das Wallet ist ein Guthaben in Ihrem Konto, das sich aus den Buchungen jeder Aufladung, Zahlung und Erstattung ergibt. Es fällt nie unter null.',
            'Sie können es per Karte mit einem Betrag Ihrer Wahl aufladen und damit eine Bestellung ganz oder teilweise bezahlen; den Rest begleichen Sie per Karte.',
            'Wallet-Guthaben **kann nicht** auf ein Bankkonto **ausgezahlt** und **nicht für Geschenkkarten verwendet** werden.',
            '**Im Ausland ausgegebene Karten können das Wallet nicht aufladen:** Für Aufladungen akzeptieren wir nur Karten, die in Österreich ausgegeben wurden, wo unser Unternehmen seinen Sitz hat.',
            'Erstattungen für stornierte oder zurückgegebene Bestellungen gehen in Ihr Wallet oder zurück auf Ihre Karte, ganz wie Sie wählen.',
          ],
        },
      ],
    },
    {
      id: 'orders',
      heading: 'Bestellung und Vertragsschluss',
      blocks: [
        {
          steps: [
            'Sie legen Produkte in den Warenkorb, wählen Versand und Zahlung und prüfen alles auf der Übersichtsseite.',
            'Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot zum Kauf dieser Produkte ab. Den Eingang bestätigen wir sofort per E-Mail; diese E-Mail ist noch keine Annahme Ihres Angebots.',
            'Der Vertrag kommt zustande, wenn wir Ihre Bestellung bestätigen (Status **Bestätigt**), worüber wir Sie auch per E-Mail informieren. Können wir eine Bestellung nicht annehmen – etwa wegen eines offensichtlichen Preisfehlers –, sagen wir es Ihnen und erstatten alles Bezahlte in voller Höhe.',
          ],
        },
        'Ihre Bestellung und die Bedingungen, die für sie galten, bleiben in [Ihren Bestellungen](/orderhistory) abrufbar. Vertragssprache ist die Sprache des Shops, in dem Sie bestellt haben.',
      ],
    },
    {
      id: 'payment',
      heading: 'Zahlung',
      blocks: [
        'Sie können per Karte, aus Ihrem Wallet (einschließlich eingelöster Geschenkkarten), mit einer Kombination aus Wallet und Karte oder per Nachnahme bezahlen. Kartenzahlungen wickelt unser Zahlungsdienstleister ab; Ihre Kartennummer speichern wir nie. Die Karte wird beim Absenden der Bestellung belastet; wird die Bestellung storniert oder nicht angenommen, erstatten wir das Geld.',
        'Bei Nachnahme bezahlen Sie beim Kurier, wenn das Paket ankommt. Wir können Nachnahme für eine Bestellung ablehnen, wenn frühere Pakete wiederholt nicht angenommen wurden.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Lieferung',
      blocks: [
        'Wir liefern an die Adressen, die an der Kasse angeboten werden. Meist packen wir innerhalb von ein bis zwei Werktagen nach der Bestätigung; Lieferzeiten und Versandkosten sehen Sie vor der Bestellung, und jeden Schritt können Sie in der [Sendungsverfolgung](/trackorder) mitverfolgen. Die Gefahr des Verlusts oder der Beschädigung geht auf Sie über, sobald Ihnen das Paket übergeben wird.',
        'Bitte prüfen Sie das Paket bei der Ankunft. Ist es beschädigt, sagen Sie es nach Möglichkeit dem Kurier und erstellen Sie eine [Reklamation](/complain) – Ihre gesetzlichen Rechte bleiben in jedem Fall bestehen.',
      ],
    },
    {
      id: 'cancellation-and-returns',
      heading: 'Stornierung, Rückgabe und Rücktrittsrecht',
      blocks: [
        'Als Verbraucherin oder Verbraucher in der EU können Sie innerhalb von 14 Tagen nach der Zustellung ohne Angabe von Gründen vom Vertrag zurücktreten. Wie das in unserem Shop funktioniert – einschließlich der Ausnahme für Kosmetik, die nach der Zustellung entsiegelt wurde und aus Gründen des Gesundheitsschutzes und der Hygiene nicht zur Rückgabe geeignet ist –, erklären unsere [Rückgabebedingungen](/returnpolicy). Vor dem Versand können Sie eine Bestellung nach unseren [Stornierungsbedingungen](/cancelpolicy) stornieren. Beide Regelungen sind Teil dieser Bedingungen.',
      ],
    },
    {
      id: 'faulty-products',
      heading: 'Mangelhafte Produkte',
      blocks: [
        'Es gilt die gesetzliche Gewährleistung: Ist ein Produkt bei der Zustellung mangelhaft, ersetzen wir es oder erstatten den Preis, und bei einem Mangel, der sich innerhalb eines Jahres nach der Zustellung zeigt, wird vermutet, dass er schon bei der Zustellung vorlag. Melden Sie einen Mangel über eine [Reklamation](/complain) zur Bestellung.',
        'Beachten Sie bitte die Haltbarkeit nach dem Öffnen und ein etwaiges Mindesthaltbarkeitsdatum bei jedem Produkt; verändert sich ein Produkt nach diesen Fristen, ist es nicht mangelhaft.',
      ],
    },
    {
      id: 'reviews',
      heading: 'Bewertungen',
      blocks: [
        {
          list: [
            'Nur wer ein Produkt gekauft hat, kann es bewerten, und zwar einmal; jede Bewertung ist als verifizierter Kauf gekennzeichnet.',
            'Schreiben Sie über Ihre eigene Erfahrung mit dem Produkt. Lassen Sie personenbezogene Daten, Links, Werbung, beleidigende Sprache und Behauptungen weg, ein Produkt heile Krankheiten.',
            'Wir veröffentlichen lobende wie kritische Bewertungen als reinen Text; wir bezahlen nicht für Bewertungen und bearbeiten sie nicht. Bewertungen, die gegen diese Regeln verstoßen, entfernen wir.',
            'Mit dem Veröffentlichen einer Bewertung erlauben Sie uns, sie unentgeltlich in unserem Shop zu zeigen, solange sie veröffentlicht ist. Sie können sie jederzeit löschen.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Haftung',
      blocks: [
        'Bitte lesen Sie vor der Anwendung Inhaltsstoffe und Allergene, folgen Sie der Anleitung und machen Sie bei neuen Produkten einen Verträglichkeitstest. Unsere Produkttexte dienen der Information und ersetzen keinen ärztlichen Rat.',
        'Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit, für Schäden an Leben, Körper oder Gesundheit sowie nach dem Produkthaftungsgesetz. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten und nur bis zur Höhe des für diese Art von Vertrag typischen, vorhersehbaren Schadens. Ihre gesetzlichen Gewährleistungsrechte bleiben unberührt.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Anwendbares Recht und Streitbeilegung',
      blocks: [
        'Für diese Bedingungen gilt österreichisches Recht unter Ausschluss des UN-Kaufrechts. Haben Sie als Verbraucherin oder Verbraucher Ihren Wohnsitz in einem anderen EU-Land, bleibt Ihnen der Schutz der zwingenden Verbraucherschutzvorschriften dieses Landes erhalten, und Sie können vor dessen Gerichten klagen.',
        'Läuft etwas schief, [schreiben Sie uns](/contactus) bitte zuerst – wir lösen es viel lieber gemeinsam. Sie können sich auch an eine Schlichtungsstelle für Verbraucherstreitigkeiten wenden; in Österreich ist das die Internet Ombudsstelle ([ombudsstelle.at](https://www.ombudsstelle.at)), in Deutschland die Universalschlichtungsstelle des Bundes.',
      ],
    },
    {
      id: 'changes',
      heading: 'Änderungen dieser Bedingungen',
      blocks: [
        'Wir können diese Bedingungen für künftige Bestellungen ändern, etwa wenn sich die Rechtslage oder unsere Leistungen ändern. Für jede Bestellung gelten die Bedingungen, die bei ihrer Aufgabe in Kraft waren, und über wichtige Änderungen informieren wir Kontoinhaberinnen und Kontoinhaber per E-Mail, bevor sie wirksam werden.',
      ],
    },
  ],
  related: [
    { to: '/privacy&policy', label: 'Datenschutzerklärung', text: 'Was wir erheben, wozu und wie wir es schützen.' },
    { to: '/returnpolicy', label: 'Rückgabe', text: 'Vierzehn Tage Bedenkzeit für versiegelte Produkte.' },
  ],
}
