import type { PageText } from '../content-types'

export const ge: PageText = {
  title: 'Allgemeine Geschäftsbedingungen',
  intro:
    'Die Regeln für Ihren Einkauf bei uns: wie ein Kauf zustande kommt, wie Preise, Gutscheine, Geschenkkarten und das Wallet funktionieren und wer wofür verantwortlich ist. Wir haben sie so kurz und klar gehalten, wie es das Gesetz erlaubt.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Wer wir sind',
      blocks: [
        'Der Shop Lumen & Leaf wird von der **{seller.name}** betrieben, {seller.address}, Identifikationsnummer (IČO) {seller.registration}, USt-IdNr. {seller.vat} (siehe [Impressum](/imprint)). Sie erreichen uns über das [Kontaktformular](/contactus), per E-Mail an [{seller.email}](mailto:{seller.email}) oder telefonisch unter {seller.phone}.',
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
      heading: 'Preise, Währungen und Umsatzsteuer',
      blocks: [
        'Das Land, in das wir liefern, bestimmt die Währung und die Steuern Ihrer Bestellung. Solange Sie keine Adresse angegeben haben, entscheidet die Auswahl „Liefern nach“ oben im Shop, an der Kasse dann Ihre Lieferadresse.',
        {
          list: [
            '**Tschechien:** Preise in Tschechischen Kronen (CZK), inklusive tschechischer Umsatzsteuer.',
            '**Slowenien, Deutschland, Österreich und die übrigen EU-Länder:** Preise in Euro (EUR), inklusive der Umsatzsteuer des Lieferlandes.',
            '**Außerhalb der EU:** Preise in US-Dollar (USD), ohne Umsatzsteuer. Im Bestimmungsland können Einfuhrzölle und -steuern anfallen, die die Empfängerin oder der Empfänger trägt.',
          ],
        },
        'Hinzu kommen die Versandkosten, die Sie im Warenkorb sehen. Vor der Bestellung sehen Sie den Gesamtpreis inklusive Umsatzsteuer und Versand; bringt eine geänderte Lieferadresse Ihre Bestellung in eine andere Währung, zeigt die Kasse den neuen Gesamtpreis und bittet Sie, ihn zu bestätigen. Lautet Ihre Karte auf eine andere Währung, rechnet Ihre Bank den Betrag um und kann dafür eigene Gebühren verlangen.',
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
            '**GET15** gibt im deutschen, tschechischen und slowenischen Shop 15 % Rabatt. Im englischen Shop zieht er 15 in der Währung der Bestellung ab: 15 $, 15 € oder 379 CZK. Eine Bestellung behält die Sprache, in der sie aufgegeben wurde, und damit auch den Rabatt.',
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
            'Geschenkkarten werden per Karte gekauft, in der Währung des Landes, für das Sie einkaufen. Sie wählen den Betrag, die E-Mail-Adresse der beschenkten Person und auf Wunsch eine Nachricht; wir senden ihr einen einmaligen Code per E-Mail. Eine Geschenkkarte behält ihre Währung.',
            'Mit dem Code bezahlen Sie an der Kasse Bestellungen in derselben Währung – was eine Bestellung nicht verbraucht, bleibt auf der Karte – oder Sie lösen ihn einmal auf der [Einlöseseite](/redeem) ein: Sein Restwert wird dann dem Wallet einer angemeldeten Person gutgeschrieben, deren Wallet dieselbe Währung führt oder leer ist.',
            'Bewahren Sie den Code so sicher auf wie Bargeld: Wer ihn zuerst verwendet, erhält seinen Wert.',
          ],
        },
        { subheading: 'Wallet' },
        {
          list: [
            'Das Wallet ist ein Guthaben in Ihrem Konto, das sich aus den Buchungen jeder Aufladung, Zahlung und Erstattung ergibt. Es fällt nie unter null.',
            'Ein Wallet führt eine Währung: die seiner ersten Gutschrift. Es bezahlt Bestellungen in dieser Währung ganz oder teilweise (den Rest per Karte). Geld in einer anderen Währung kann erst gutgeschrieben werden, wenn das Guthaben aufgebraucht ist; wir rechnen es nie um.',
            'Sie können es per Karte mit einem Betrag Ihrer Wahl aufladen. Wallet-Guthaben **kann nicht** auf ein Bankkonto **ausgezahlt** und **nicht für Geschenkkarten verwendet** werden.',
            '**Im Ausland ausgegebene Karten können das Wallet nicht aufladen:** Nur eine Karte, die in einem EU-Land, in Island, Liechtenstein oder Norwegen ausgegeben wurde, lädt ein Wallet auf oder kauft eine Geschenkkarte, und nur die Erstattung einer solchen Karte kann ins Wallet gehen. Mit einer anderswo ausgegebenen Karte bezahlen Sie Bestellungen wie gewohnt, und Erstattungen gehen auf diese Karte zurück.',
            'Erstattungen für stornierte oder widerrufene Bestellungen gehen den Weg zurück, auf dem Sie bezahlt haben; den Kartenanteil können Sie stattdessen Ihrem Wallet gutschreiben lassen.',
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
            'Sie legen Produkte in den Warenkorb, wählen Versand und Zahlung und prüfen alles auf der Übersichtsseite: die Produkte, den Gesamtpreis inklusive Umsatzsteuer und Versand sowie die Lieferzeit. Dort finden Sie auch diese Bedingungen, unsere Widerrufsbelehrung und unsere Datenschutzerklärung.',
            'Mit einem Klick auf **Zahlungspflichtig bestellen** akzeptieren Sie diese Bedingungen und geben ein verbindliches Angebot zum Kauf dieser Produkte ab. Den Eingang bestätigen wir sofort per E-Mail, mit diesen Bedingungen als PDF und unserer Widerrufsbelehrung samt Muster-Widerrufsformular; diese E-Mail ist noch keine Annahme Ihres Angebots.',
            'Der Vertrag kommt zustande, wenn wir Ihre Bestellung bestätigen (Status **Bestätigt**), worüber wir Sie auch per E-Mail informieren. Können wir eine Bestellung nicht annehmen – etwa wegen eines offensichtlichen Preisfehlers –, sagen wir es Ihnen und erstatten alles Bezahlte in voller Höhe.',
          ],
        },
        'Ihre Bestellung und die Fassung dieser Bedingungen, die Sie mit ihr akzeptiert haben, bleiben in [Ihren Bestellungen](/orderhistory) abrufbar. Vertragssprache ist die Sprache des Shops, in dem Sie bestellt haben.',
      ],
    },
    {
      id: 'payment',
      heading: 'Zahlung',
      blocks: [
        'Sie können per Karte, aus Ihrem Wallet, mit einer Geschenkkarte, mit einer Kombination daraus oder per Nachnahme bezahlen. Kartenzahlungen wickelt unser Zahlungsdienstleister ab, mit der Bestätigung Ihrer Bank (3-D Secure), wenn diese sie verlangt; Ihre Kartennummer speichern wir nie. Die Karte wird beim Absenden der Bestellung belastet; wird die Bestellung storniert oder nicht angenommen, erstatten wir das Geld.',
        'Bei Nachnahme bezahlen Sie beim Kurier, wenn das Paket ankommt. Sie ist für Bestellungen bis 300 €, 300 $ oder 7.500 CZK möglich.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Lieferung',
      blocks: [
        'Wir liefern in die Länder, die an der Kasse angeboten werden. Meist packen wir innerhalb von ein bis zwei Werktagen nach der Bestätigung; Lieferzeiten und Versandkosten sehen Sie vor der Bestellung, und jeden Schritt können Sie in der [Sendungsverfolgung](/trackorder) mitverfolgen. Die Gefahr des Verlusts oder der Beschädigung geht auf Sie über, sobald Ihnen das Paket übergeben wird.',
        'Bitte prüfen Sie das Paket bei der Ankunft. Ist es beschädigt, sagen Sie es nach Möglichkeit dem Kurier und erstellen Sie eine [Reklamation](/complain) – Ihre gesetzlichen Rechte bleiben in jedem Fall bestehen.',
      ],
    },
    {
      id: 'cancellation-and-returns',
      heading: 'Stornierung und Widerrufsrecht',
      blocks: [
        'Als Verbraucherin oder Verbraucher können Sie den Vertrag binnen 14 Tagen nach der Zustellung ohne Angabe von Gründen widerrufen – für die ganze Bestellung oder nur für einzelne Produkte. Das geht online mit der Widerrufsfunktion auf der Seite der Bestellung oder in der [Sendungsverfolgung](/trackorder) oder mit jeder anderen eindeutigen Erklärung. Unsere [Widerrufsbelehrung](/returnpolicy) erklärt die Frist, den Weg, die Erstattung, das Muster-Widerrufsformular und die einzige Ausnahme: versiegelte Kosmetik, deren Versiegelung nach der Zustellung entfernt wurde und die aus Gründen des Gesundheitsschutzes und der Hygiene nicht zur Rückgabe geeignet ist.',
        'Vor dem Versand können Sie eine Bestellung nach unseren [Stornierungsbedingungen](/cancelpolicy) stornieren. Beide Regelungen sind Teil dieser Bedingungen.',
      ],
    },
    {
      id: 'faulty-products',
      heading: 'Mangelhafte Produkte',
      blocks: [
        'Es gilt die gesetzliche Gewährleistung von zwei Jahren ab der Zustellung: Ist ein Produkt mangelhaft, reparieren oder ersetzen wir es oder erstatten den Preis, und bei einem Mangel, der sich innerhalb eines Jahres nach der Zustellung zeigt, wird vermutet, dass er schon bei der Zustellung vorlag. Melden Sie einen Mangel über eine [Reklamation](/complain) zur Bestellung.',
        'Beachten Sie bitte die Haltbarkeit nach dem Öffnen und ein etwaiges Mindesthaltbarkeitsdatum bei jedem Produkt; verändert sich ein Produkt nach diesen Fristen, ist es nicht mangelhaft.',
      ],
    },
    {
      id: 'reviews',
      heading: 'Bewertungen',
      blocks: [
        {
          list: [
            'Nur wer ein Produkt in unserem Shop gekauft hat, kann es bewerten, und zwar einmal: Wir prüfen jede Bewertung anhand der Bestellungen ihres Verfassers, und jede ist als verifizierter Kauf gekennzeichnet.',
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
        'Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit, für Schäden an Leben, Körper oder Gesundheit sowie nach dem Produkthaftungsrecht. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten und nur bis zur Höhe des für diese Art von Vertrag typischen, vorhersehbaren Schadens. Ihre gesetzlichen Gewährleistungsrechte bleiben unberührt.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Anwendbares Recht und Streitbeilegung',
      blocks: [
        'Für diese Bedingungen gilt tschechisches Recht unter Ausschluss des UN-Kaufrechts. Haben Sie als Verbraucherin oder Verbraucher Ihren Wohnsitz in einem anderen Land, bleibt Ihnen der Schutz der zwingenden Verbraucherschutzvorschriften dieses Landes erhalten, und Sie können vor dessen Gerichten klagen.',
        'Läuft etwas schief, [schreiben Sie uns](/contactus) bitte zuerst – wir lösen es viel lieber gemeinsam. Als Verbraucherin oder Verbraucher können Sie sich auch an die Stelle für die außergerichtliche Beilegung von Verbraucherstreitigkeiten wenden, die Tschechische Handelsinspektion (Česká obchodní inspekce, ADR-Abteilung, Štěpánská 567/15, 120 00 Praha 2, [adr.coi.cz](https://adr.coi.cz)), und zwar binnen eines Jahres, nachdem Sie Ihren Anspruch erstmals bei uns geltend gemacht haben. An ihren Verfahren nehmen wir teil.',
      ],
    },
    {
      id: 'changes',
      heading: 'Änderungen dieser Bedingungen',
      blocks: [
        'Dies ist die Fassung **2026-11-28** unserer Bedingungen, gültig seit dem 28. November 2026.',
        'Wir können diese Bedingungen für künftige Bestellungen ändern, etwa wenn sich die Rechtslage oder unsere Leistungen ändern. Für jede Bestellung gilt die Fassung, die bei ihrer Aufgabe in Kraft war und die die Bestellung festhält, und über wichtige Änderungen informieren wir Kontoinhaberinnen und Kontoinhaber per E-Mail, bevor sie wirksam werden.',
      ],
    },
  ],
  related: [
    { to: '/returnpolicy', label: 'Widerrufsbelehrung', text: 'Vierzehn Tage Bedenkzeit, mit Muster-Widerrufsformular.' },
    { to: '/imprint', label: 'Impressum', text: 'Wer verkauft: Unternehmen, Anschrift, Register und Kontakt.' },
  ],
}
