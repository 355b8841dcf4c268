import type { PageText } from '../content-types'

export const ge: PageText = {
  title: 'Rückgabe',
  intro:
    'Nicht ganz das Richtige für Sie? Innerhalb von 14 Tagen nach der Zustellung können Sie Produkte zurücksenden. Weil wir Kosmetik verkaufen, gilt dabei eine wichtige Hygieneregel – so funktioniert alles.',
  sections: [
    {
      id: 'at-a-glance',
      heading: 'Auf einen Blick',
      blocks: [
        {
          list: [
            '**14 Tage** ab Zustellung, um eine Rückgabe anzufragen.',
            '**Versiegelte, ungeöffnete Produkte** können Sie aus jedem Grund zurückgeben, auch wenn Sie es sich einfach anders überlegt haben.',
            '**Geöffnete Produkte** nehmen wir nur zurück, wenn sie fehlerhaft oder beschädigt sind oder nicht dem entsprechen, was Sie bestellt haben.',
            '**Ihre Erstattung** geht in Ihr Wallet oder zurück auf Ihre Karte – Sie wählen.',
          ],
        },
      ],
    },
    {
      id: 'what-you-can-return',
      heading: 'Was Sie zurückgeben können',
      blocks: [
        'Sie können jedes Produkt zurückgeben, das noch **versiegelt und ungeöffnet** ist – mit unversehrtem Schutzsiegel, unversehrter Folie oder unversehrtem Sicherheitsverschluss –, und zwar innerhalb von 14 Tagen nach der Zustellung. Sie müssen Ihre Entscheidung nicht begründen, doch wir bitten bei jeder Anfrage um einen kurzen Grund: Er hilft uns und unseren Herstellern, besser zu werden.',
        { subheading: 'Warum geöffnete Produkte nicht zurückkommen können' },
        'Cremes, Seren, Balsame und Öle kommen mit Haut, Haar und Lippen in Berührung. Ist ein Siegel einmal geöffnet, kann niemand sicher sein, dass das Produkt sauber geblieben ist – wir könnten es also nicht guten Gewissens an andere weitergeben. Deshalb sind Produkte, **die nach der Zustellung entsiegelt wurden**, von der Rückgabe ausgeschlossen. Diese Ausnahme sieht das EU-Verbraucherrecht für versiegelte Waren vor, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind.',
        'Für fehlerhafte Produkte gilt diese Regel nie. Hat sich ein Produkt entmischt, riecht es seltsam, funktioniert der Pumpspender nicht, kam es zerbrochen an oder ist es schlicht nicht das, was Sie bestellt haben, können Sie es auch geöffnet zurückgeben – siehe [fehlerhafte oder beschädigte Produkte](#faulty-products).',
        { subheading: 'Sets und Produkte ohne Siegel' },
        'Ein Set können Sie als Ganzes zurückgeben, solange alle Produkte darin versiegelt sind. Produkte, die von Natur aus kein Siegel haben, etwa feste Seifen und feste Shampoos, nehmen wir unbenutzt in der Originalverpackung zurück.',
      ],
    },
    {
      id: 'how-to-request',
      heading: 'So fragen Sie eine Rückgabe an',
      blocks: [
        {
          steps: [
            'Öffnen Sie [Ihre Bestellungen](/orderhistory), wählen Sie die zugestellte Bestellung und dann **Rückgabe anfragen**.',
            'Nennen Sie in wenigen Worten den Grund; bei einem fehlerhaften Produkt beschreiben Sie, was Ihnen aufgefallen ist.',
            'Legen Sie fest, wohin wir das Geld erstatten: in Ihr Wallet oder zurück auf die Karte, mit der Sie bezahlt haben.',
            'Senden Sie die Anfrage ab. Die Bestellung zeigt **Rückgabe angefragt**, und innerhalb eines Werktags schicken wir Ihnen die Rücksendeadresse und einen Rücksendeschein per E-Mail.',
          ],
        },
        'Als Gast bestellt? [Schreiben Sie uns](/contactus) mit Ihrer Bestellnummer, und wir starten die Rückgabe für Sie.',
      ],
    },
    {
      id: 'sending-back',
      heading: 'So senden Sie Produkte zurück',
      blocks: [
        {
          list: [
            'Verpacken Sie die Produkte sorgfältig, am besten im Karton, in dem sie gekommen sind, und wickeln Sie Glas in Papier.',
            'Legen Sie den Rücksendeschein aus unserer E-Mail – oder einfach einen Zettel mit Ihrer Bestellnummer – ins Paket.',
            'Senden Sie das Paket mit einem nachverfolgbaren Versand an die Adresse aus unserer E-Mail, und bewahren Sie den Beleg auf, bis Ihre Erstattung da ist.',
            'Bitte senden Sie es innerhalb von 14 Tagen nach Ihrer Anfrage ab.',
          ],
        },
        'Ist ein Produkt fehlerhaft, beschädigt oder nicht das Bestellte, übernehmen wir die Rücksendekosten. Andernfalls tragen Sie die Kosten der Rücksendung.',
      ],
    },
    {
      id: 'our-decision',
      heading: 'Unsere Entscheidung',
      blocks: [
        'Wenn Ihr Paket ankommt, prüfen wir es, meist innerhalb von zwei Werktagen, und entscheiden:',
        {
          list: [
            '**Rückgabe angenommen:** Wir erstatten Ihnen den Betrag sofort, und Produkte, die sich wieder verkaufen lassen, gehen zurück ins Lager.',
            '**Rückgabe abgelehnt:** wenn ein Produkt geöffnet wurde und nicht fehlerhaft ist oder die Anfrage später als 14 Tage nach der Zustellung kam. Wir erklären Ihnen die Gründe per E-Mail und senden Ihnen die Produkte auf Wunsch auf unsere Kosten zurück.',
          ],
        },
        'Liegt eine Anfrage klar außerhalb dieser Regeln, sagen wir es Ihnen, bevor Sie etwas abschicken – so versenden Sie nie ein Paket umsonst. Jeder Schritt erscheint im Verlauf der Bestellung in der [Sendungsverfolgung](/trackorder).',
      ],
    },
    {
      id: 'refunds',
      heading: 'Erstattung',
      blocks: [
        {
          terms: [
            {
              term: 'Ihr Wallet',
              text: 'Gutgeschrieben, sobald wir die Rückgabe annehmen, und für jede Bestellung verfügbar. Wallet-Guthaben kann nicht auf ein Bankkonto ausgezahlt und nicht für Geschenkkarten verwendet werden.',
            },
            {
              term: 'Ihre Karte',
              text: 'Zurück auf die Karte, mit der Sie bezahlt haben, sobald wir die Rückgabe annehmen; je nach Bank erscheint der Betrag innerhalb von 5 bis 10 Werktagen auf Ihrer Abrechnung.',
            },
          ],
        },
        'Wir erstatten den Preis der zurückgegebenen Produkte; geben Sie eine ganze Bestellung zurück, erstatten wir auch die ursprünglichen Kosten des Standardversands. Was Sie aus Ihrem Wallet bezahlt haben, geht zurück ins Wallet. Per Nachnahme bezahlte Bestellungen erstatten wir in Ihr Wallet oder, wenn Sie möchten, per Banküberweisung.',
      ],
    },
    {
      id: 'faulty-products',
      heading: 'Fehlerhafte oder beschädigte Produkte',
      blocks: [
        'Für ein Produkt, das beschädigt ankommt oder sich als fehlerhaft erweist, gilt die zweijährige gesetzliche Gewährleistung, nicht nur diese 14 Tage. Erstellen Sie zur Bestellung eine [Reklamation](/complain), mit einem Foto des Produkts und seiner Chargennummer, falls Sie sie finden. Wir ersetzen das Produkt oder erstatten den Betrag, ganz wie Sie möchten, und übernehmen alle Versandkosten.',
        'Hat ein Produkt Ihre Haut gereizt? Verwenden Sie es nicht weiter und teilen Sie es uns über eine [Reklamation](/complain) mit. Wir geben jede Reaktion an den Hersteller weiter und finden gemeinsam mit Ihnen eine Lösung.',
      ],
    },
  ],
  related: [
    { to: '/cancelpolicy', label: 'Stornierung', text: 'Noch nicht versandt? Stornieren geht oft schneller als Zurückschicken.' },
    { to: '/faq', label: 'Häufige Fragen', text: 'Erstattung, Wallet und Verträglichkeitstest in kurzen Antworten.' },
  ],
}
