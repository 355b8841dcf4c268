import type { PageText } from '../content-types'

export const ge: PageText = {
  title: 'Stornierung',
  intro:
    'Sie haben es sich nach der Bestellung anders überlegt? Wie einfach Sie stornieren können, hängt davon ab, wie weit Ihre Bestellung schon ist. Hier steht genau, was in jedem Schritt gilt.',
  sections: [
    {
      id: 'at-a-glance',
      heading: 'Auf einen Blick',
      blocks: [
        {
          stages: [
            { label: 'Neue Bestellung', text: 'Selbst stornieren – die Bestellung ist storniert, sobald Sie bestätigen.', tone: 'yes' },
            { label: 'Bestätigt', text: 'Stornierungsanfrage senden; unser Team nimmt sie an oder lehnt sie ab.', tone: 'ask' },
            { label: 'Wird kommissioniert', text: 'Stornierungsanfrage senden; unser Team nimmt sie an oder lehnt sie ab.', tone: 'ask' },
            { label: 'Vom Versanddienst übernommen', text: 'Der letzte Moment für eine Stornierungsanfrage.', tone: 'ask' },
            { label: 'Versandt', text: 'Keine Stornierung mehr möglich.', tone: 'no' },
            { label: 'In Zustellung', text: 'Keine Stornierung mehr möglich.', tone: 'no' },
            { label: 'Zugestellt', text: 'Keine Stornierung – Sie können stattdessen nach unserer [Widerrufsbelehrung](/returnpolicy) widerrufen.', tone: 'no' },
          ],
        },
      ],
    },
    {
      id: 'how-to-cancel',
      heading: 'So stornieren Sie',
      blocks: [
        {
          steps: [
            'Öffnen Sie [Ihre Bestellungen](/orderhistory) und wählen Sie die Bestellung, die Sie stornieren möchten.',
            'Wählen Sie **Bestellung stornieren**.',
            'Legen Sie fest, wohin wir das Geld erstatten: in Ihr Wallet oder zurück auf die Karte, mit der Sie bezahlt haben.',
            'Bestätigen Sie. Sie sehen das Ergebnis sofort und erhalten eine E-Mail.',
          ],
        },
        'Als Gast bestellt? [Schreiben Sie uns](/contactus) mit Ihrer Bestellnummer und der verwendeten E-Mail-Adresse – wir stornieren die Bestellung für Sie nach denselben Regeln.',
      ],
    },
    {
      id: 'new-orders',
      heading: 'Neue Bestellungen: sofort storniert',
      blocks: [
        'Solange Ihre Bestellung den Status **Neue Bestellung** hat, haben wir noch nicht mit ihr begonnen; Ihre Stornierung wirkt deshalb sofort. Die Bestellung wechselt zu **Storniert**, die Produkte gehen für andere Kundinnen und Kunden zurück ins Lager, und Ihre Erstattung ist unterwegs.',
      ],
    },
    {
      id: 'cancellation-requests',
      heading: 'Von der Bestätigung bis zum Versanddienst: eine Anfrage',
      blocks: [
        'Sobald wir Ihre Bestellung bestätigt haben, bereiten wir sie vor: Die Produkte werden aus dem Regal genommen, verpackt und dem Versanddienst übergeben. Von **Bestätigt** bis **Vom Versanddienst übernommen** wird aus der Stornierung eine Anfrage. Die Bestellung zeigt **Stornierung angefragt**, und jemand aus unserem Team entscheidet darüber, meist innerhalb eines Werktags.',
        {
          list: [
            '**Angenommen:** Die Bestellung wird storniert, die Produkte gehen zurück ins Lager, und wir erstatten Ihnen den Betrag.',
            '**Abgelehnt:** Die Bestellung zeigt **Stornierung abgelehnt** und setzt ihren Weg zu Ihnen fort. Wir lehnen nur ab, wenn sich das Paket nicht mehr aufhalten lässt.',
          ],
        },
        'In beiden Fällen informieren wir Sie per E-Mail, und jeder Schritt erscheint im Verlauf der Bestellung in der [Sendungsverfolgung](/trackorder).',
      ],
    },
    {
      id: 'after-shipping',
      heading: 'Nach dem Versand',
      blocks: [
        {
          note: 'Sobald eine Bestellung **versandt** ist, kann sie nicht mehr storniert werden. Umentscheiden können Sie sich trotzdem: Widerrufen Sie die ganze Bestellung oder einzelne Produkte binnen 14 Tagen nach der Zustellung gemäß unserer [Widerrufsbelehrung](/returnpolicy).',
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Erstattung',
      blocks: [
        'Wenn eine Stornierung durchgeht, erstatten wir den vollen Preis der Bestellung einschließlich Versand, auf dem Weg, auf dem Sie bezahlt haben. Für den Kartenanteil entscheiden Sie, wohin das Geld geht:',
        {
          terms: [
            {
              term: 'Ihr Wallet',
              text: 'Gutgeschrieben, sobald die Bestellung storniert ist, und sofort für Ihre nächste Bestellung verfügbar (nur bei Karten aus der EU oder dem EWR). Wallet-Guthaben kann nicht auf ein Bankkonto ausgezahlt und nicht für Geschenkkarten verwendet werden.',
            },
            {
              term: 'Ihre Karte',
              text: 'Sofort zurück auf die Karte, mit der Sie bezahlt haben; je nach Bank erscheint der Betrag innerhalb von 5 bis 10 Werktagen auf Ihrer Abrechnung.',
            },
          ],
        },
        'Was Sie aus Ihrem Wallet bezahlt haben, geht immer zurück ins Wallet, der Anteil einer Geschenkkarte zurück auf die Geschenkkarte. Bei Zahlung per Nachnahme wurde noch nichts abgebucht, es gibt also nichts zu erstatten.',
      ],
    },
  ],
  related: [
    { to: '/returnpolicy', label: 'Widerrufsbelehrung', text: 'Schon zugestellt? Binnen 14 Tagen widerrufen, mit oder ohne Formular.' },
    { to: '/orderhistory', label: 'Ihre Bestellungen', text: 'Sehen Sie, wo jede Bestellung steht, und stornieren Sie direkt dort.' },
  ],
}
