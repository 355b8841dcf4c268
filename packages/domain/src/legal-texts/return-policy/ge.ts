import type { PageText } from '../content-types'

export const ge: PageText = {
  title: 'Widerruf und Rücksendung',
  intro:
    'Es sich anders überlegt? Binnen 14 Tagen nach der Zustellung können Sie Ihren Kauf ohne Angabe von Gründen widerrufen – für die ganze Bestellung oder für einzelne Produkte. Weil wir Kosmetik verkaufen, gilt dabei eine Hygieneregel. So funktioniert alles.',
  sections: [
    {
      id: 'at-a-glance',
      heading: 'Auf einen Blick',
      blocks: [
        {
          list: [
            '**14 Tage** ab Zustellung, um zu widerrufen, ohne Angabe von Gründen.',
            '**Die ganze Bestellung oder ein Teil davon:** Sie wählen die Produkte und die Stückzahl.',
            '**Online in einer Minute:** auf der Seite der Bestellung in Ihrem Konto oder als Gast in der [Sendungsverfolgung](/trackorder) mit Bestellnummer und E-Mail-Adresse. Den Eingang bestätigen wir sofort per E-Mail.',
            '**Versiegelte Kosmetik, deren Versiegelung Sie nach der Zustellung entfernt haben,** ist aus Hygienegründen vom Widerruf ausgenommen – alles andere nicht.',
            '**Ihr Geld zurück** binnen 14 Tagen nach Ihrem Widerruf, auf dem Weg, auf dem Sie bezahlt haben, mit einer Gutschrift.',
          ],
        },
      ],
    },
    {
      id: 'right-of-withdrawal',
      heading: 'Ihr Widerrufsrecht',
      blocks: [
        'Sie haben das Recht, binnen 14 Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt 14 Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben. Kommt Ihre Bestellung in mehreren Paketen, beginnt die Frist mit dem Tag, an dem Sie das letzte erhalten.',
        'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns – **{seller.name}**, {seller.address}, [{seller.email}](mailto:{seller.email}), {seller.phone} – mittels einer eindeutigen Erklärung über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
        {
          note: 'Ablehnen dürfen wir einen Widerruf nur aus zwei Gründen: Er wurde nach Ablauf der Widerrufsfrist abgesendet, oder er betrifft versiegelte Kosmetik, deren Versiegelung nach der Zustellung entfernt wurde ([siehe unten](#sealed-cosmetics)). Jeden anderen Widerruf nehmen wir an.',
        },
      ],
    },
    {
      id: 'how-to-withdraw',
      heading: 'So widerrufen Sie',
      blocks: [
        'Am schnellsten geht es mit der Widerrufsfunktion unseres Shops:',
        {
          steps: [
            'Angemeldet: Öffnen Sie die zugestellte Bestellung in [Ihren Bestellungen](/orderhistory). Als Gast bestellt: Öffnen Sie die [Sendungsverfolgung](/trackorder) und geben Sie Ihre Bestellnummer und die E-Mail-Adresse ein, mit der Sie bestellt haben.',
            'Wählen Sie den Widerruf, dann die Produkte und Stückzahlen, die Sie zurücksenden – oder die ganze Bestellung.',
            'Nennen Sie uns auf Wunsch einen Grund; nötig ist er nie.',
            'Senden Sie den Widerruf ab. Den Eingang bestätigen wir sofort per E-Mail, und die Bestellung zeigt **Widerruf eingegangen**.',
          ],
        },
        'Sie können auch mit jeder anderen eindeutigen Erklärung widerrufen, zum Beispiel mit dem [Muster-Widerrufsformular](#model-form) unten, per E-Mail an [{seller.email}](mailto:{seller.email}) oder per Post an {seller.name}, {seller.address}. Das Formular zu verwenden ist nicht vorgeschrieben.',
      ],
    },
    {
      id: 'sealed-cosmetics',
      heading: 'Versiegelte Kosmetik und Hygiene',
      blocks: [
        'Cremes, Seren, Balsame und Öle kommen mit Haut, Haar und Lippen in Berührung. Ist eine Versiegelung – eine Schutzfolie, ein versiegelter Deckel oder ein Sicherheitsverschluss – einmal geöffnet, kann niemand sicher sein, dass das Produkt sauber geblieben ist. Deshalb erlischt das Widerrufsrecht bei versiegelten Waren, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind, wenn ihre Versiegelung nach der Zustellung entfernt wurde.',
        'Für mangelhafte Produkte gilt diese Ausnahme nie: Hat sich ein Produkt entmischt, riecht es seltsam, funktioniert der Pumpspender nicht, kam es beschädigt an oder ist es nicht das Bestellte, greifen Ihre gesetzlichen Rechte auch im geöffneten Zustand – siehe [fehlerhafte oder beschädigte Produkte](#faulty-products).',
        { subheading: 'Sets und Produkte ohne Versiegelung' },
        'Ein Set können Sie widerrufen, solange alle Produkte darin versiegelt sind. Produkte, die von Natur aus keine Versiegelung haben, etwa feste Seifen und feste Shampoos, können Sie wie jede andere Ware widerrufen; für einen Wertverlust müssen Sie nur aufkommen, wenn er auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise nicht notwendigen Umgang mit ihnen zurückgeht.',
      ],
    },
    {
      id: 'sending-back',
      heading: 'Rücksendung der Produkte',
      blocks: [
        'Bitte senden Sie die Produkte unverzüglich und spätestens binnen 14 Tagen ab dem Tag, an dem Sie uns über den Widerruf unterrichtet haben, an **{seller.name}**, {seller.address}. Die Frist ist gewahrt, wenn Sie die Produkte vor Ablauf der 14 Tage absenden.',
        {
          list: [
            'Verpacken Sie sie sorgfältig, am besten im Karton, in dem sie gekommen sind, und wickeln Sie Glas in Papier.',
            'Legen Sie einen Zettel mit Ihrer Bestellnummer bei.',
            'Versenden Sie nachverfolgbar und bewahren Sie den Beleg auf, bis Ihre Erstattung da ist.',
          ],
        },
        'Sie tragen die unmittelbaren Kosten der Rücksendung. Ist ein Produkt mangelhaft, beschädigt oder nicht das Bestellte, übernehmen wir sie.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Ihre Erstattung',
      blocks: [
        'Wenn Sie widerrufen, erstatten wir, was Sie für die widerrufenen Produkte bezahlt haben (nach einem etwaigen Rabatt), und beim Widerruf der ganzen Bestellung auch die dafür bezahlten Lieferkosten (einschließlich einer Expresslieferung) – unverzüglich und spätestens binnen 14 Tagen ab dem Tag, an dem Ihr Widerruf bei uns eingegangen ist. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.',
        {
          terms: [
            {
              term: 'Mit Karte bezahlt',
              text: 'Zurück auf dieselbe Karte; je nach Bank erscheint der Betrag innerhalb von 5 bis 10 Werktagen auf Ihrer Abrechnung. Wenn Sie es ausdrücklich wählen, schreiben wir ihn stattdessen sofort Ihrem Wallet gut (nur bei Karten aus der EU oder dem EWR).',
            },
            {
              term: 'Aus dem Wallet oder mit Geschenkkarte bezahlt',
              text: 'Zurück in Ihr Wallet oder auf die Geschenkkarte, sobald wir den Widerruf annehmen.',
            },
            {
              term: 'Per Nachnahme bezahlt',
              text: 'In Ihr Wallet, wenn Sie ein Konto haben, oder per Banküberweisung auf ein Konto, das Sie uns nennen.',
            },
          ],
        },
        'Die Erstattung kostet Sie nichts, und zu jeder erhalten Sie eine Gutschrift, die Sie zusammen mit der Rechnung bei der Bestellung finden.',
      ],
    },
    {
      id: 'our-decision',
      heading: 'Wie es weitergeht',
      blocks: [
        'Wenn Ihr Paket ankommt, prüfen wir es, meist innerhalb von zwei Werktagen, und nehmen den Widerruf an: Wir erstatten Ihnen den Betrag, und Produkte, die sich wieder verkaufen lassen, gehen zurück ins Lager. Jeder Schritt erscheint im Verlauf der Bestellung in der [Sendungsverfolgung](/trackorder), und bei jeder Änderung schreiben wir Ihnen eine E-Mail.',
        'Trifft auf einen Widerruf einer der beiden Gründe oben zu, sagen wir Ihnen in Ihrer Sprache, welcher – wenn möglich, bevor Sie etwas abschicken, damit Sie nie ein Paket umsonst versenden.',
      ],
    },
    {
      id: 'faulty-products',
      heading: 'Fehlerhafte oder beschädigte Produkte',
      blocks: [
        'Für ein Produkt, das beschädigt ankommt oder sich als fehlerhaft erweist, gilt die zweijährige gesetzliche Gewährleistung, nicht nur diese 14 Tage. Erstellen Sie zur Bestellung eine [Reklamation](/complain), mit einem Foto des Produkts und seiner Chargennummer, falls Sie sie finden. Wir reparieren oder ersetzen das Produkt oder erstatten den Betrag und übernehmen alle Versandkosten.',
        'Hat ein Produkt Ihre Haut gereizt? Verwenden Sie es nicht weiter und teilen Sie es uns über eine [Reklamation](/complain) mit. Wir geben jede Reaktion an den Hersteller weiter und finden gemeinsam mit Ihnen eine Lösung.',
      ],
    },
    {
      id: 'model-form',
      heading: 'Widerrufsformular',
      blocks: ['Sie können dieses Formular in eine E-Mail oder einen Brief übernehmen oder ausdrucken. Sie müssen es nicht verwenden.', { withdrawalForm: true }],
    },
  ],
  related: [
    { to: '/cancelpolicy', label: 'Stornierung', text: 'Noch nicht versandt? Stornieren geht oft schneller als Widerrufen.' },
    { to: '/t&c', label: 'Allgemeine Geschäftsbedingungen', text: 'Der ganze Vertrag, zu dem diese Belehrung gehört.' },
  ],
}
