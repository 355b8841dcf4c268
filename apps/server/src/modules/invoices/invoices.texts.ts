import type { Language } from '@shop/domain'

/** The words on invoices and credit notes in each shop language (a document speaks its order's). */
export interface DocumentTexts {
  invoice: string
  creditNote: string
  number: string
  issued: string
  supplied: string
  order: string
  refersTo: (invoice: string) => string
  reason: string
  seller: string
  buyer: string
  vatNumber: string
  registrationNumber: string
  iban: string
  item: string
  quantity: string
  unitPrice: string
  net: string
  vatRate: string
  vat: string
  gross: string
  shipping: string
  discount: string
  vatSummary: string
  rate: string
  totalNet: string
  totalVat: string
  total: string
  refundTotal: string
  currency: string
  payment: string
  paid: string
  methods: { card: string; wallet: string; gift_card: string; cod: string; transfer: string }
  noVat: string
  footer: string
  /** A credit note's reason when it credits a withdrawal (decision 044) */
  withdrawal: string
}

export const DOCUMENT_TEXTS: Record<Language, DocumentTexts> = {
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    number: 'Number',
    issued: 'Date of issue',
    supplied: 'Date of supply',
    order: 'Order',
    refersTo: (n) => `Refers to invoice ${n}`,
    reason: 'Reason',
    seller: 'Seller',
    buyer: 'Buyer',
    vatNumber: 'VAT number',
    registrationNumber: 'Company number',
    iban: 'IBAN',
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    net: 'Net',
    vatRate: 'VAT rate',
    vat: 'VAT',
    gross: 'Gross',
    shipping: 'Shipping',
    discount: 'incl. discount',
    vatSummary: 'VAT by rate',
    rate: 'Rate',
    totalNet: 'Total net',
    totalVat: 'Total VAT',
    total: 'Total',
    refundTotal: 'Amount credited',
    currency: 'Currency',
    payment: 'Payment',
    paid: 'Paid',
    methods: { card: 'Card', wallet: 'Wallet', gift_card: 'Gift card', cod: 'Cash on delivery', transfer: 'Bank transfer' },
    noVat: 'Export outside the EU: no VAT charged.',
    footer: 'Thank you for your order.',
    withdrawal: 'Withdrawal from the contract (14 days)',
  },
  cz: {
    invoice: 'Faktura – daňový doklad',
    creditNote: 'Opravný daňový doklad',
    number: 'Číslo',
    issued: 'Datum vystavení',
    supplied: 'Datum zdanitelného plnění',
    order: 'Objednávka',
    refersTo: (n) => `K faktuře ${n}`,
    reason: 'Důvod',
    seller: 'Dodavatel',
    buyer: 'Odběratel',
    vatNumber: 'DIČ',
    registrationNumber: 'IČO',
    iban: 'IBAN',
    item: 'Položka',
    quantity: 'Počet',
    unitPrice: 'Cena za kus',
    net: 'Základ',
    vatRate: 'Sazba DPH',
    vat: 'DPH',
    gross: 'Celkem',
    shipping: 'Doprava',
    discount: 'vč. slevy',
    vatSummary: 'Rekapitulace DPH',
    rate: 'Sazba',
    totalNet: 'Základ celkem',
    totalVat: 'DPH celkem',
    total: 'Celkem k úhradě',
    refundTotal: 'Dobropisovaná částka',
    currency: 'Měna',
    payment: 'Platba',
    paid: 'Zaplaceno',
    methods: { card: 'Kartou', wallet: 'Z peněženky', gift_card: 'Dárkovou kartou', cod: 'Dobírkou', transfer: 'Bankovním převodem' },
    noVat: 'Vývoz mimo EU: bez DPH.',
    footer: 'Děkujeme za Vaši objednávku.',
    withdrawal: 'Odstoupení od smlouvy (14 dní)',
  },
  sl: {
    invoice: 'Račun',
    creditNote: 'Dobropis',
    number: 'Številka',
    issued: 'Datum izdaje',
    supplied: 'Datum dobave',
    order: 'Naročilo',
    refersTo: (n) => `Se nanaša na račun ${n}`,
    reason: 'Razlog',
    seller: 'Prodajalec',
    buyer: 'Kupec',
    vatNumber: 'ID za DDV',
    registrationNumber: 'Matična številka',
    iban: 'IBAN',
    item: 'Artikel',
    quantity: 'Kol.',
    unitPrice: 'Cena na kos',
    net: 'Osnova',
    vatRate: 'Stopnja DDV',
    vat: 'DDV',
    gross: 'Skupaj',
    shipping: 'Poštnina',
    discount: 'vklj. popust',
    vatSummary: 'DDV po stopnjah',
    rate: 'Stopnja',
    totalNet: 'Osnova skupaj',
    totalVat: 'DDV skupaj',
    total: 'Za plačilo',
    refundTotal: 'Znesek dobropisa',
    currency: 'Valuta',
    payment: 'Plačilo',
    paid: 'Plačano',
    methods: { card: 'S kartico', wallet: 'Iz denarnice', gift_card: 'Z darilno kartico', cod: 'Po povzetju', transfer: 'Z bančnim nakazilom' },
    noVat: 'Izvoz izven EU: brez DDV.',
    footer: 'Hvala za vaše naročilo.',
    withdrawal: 'Odstop od pogodbe (14 dni)',
  },
  ge: {
    invoice: 'Rechnung',
    creditNote: 'Gutschrift',
    number: 'Nummer',
    issued: 'Ausstellungsdatum',
    supplied: 'Lieferdatum',
    order: 'Bestellung',
    refersTo: (n) => `Bezieht sich auf Rechnung ${n}`,
    reason: 'Grund',
    seller: 'Verkäufer',
    buyer: 'Käufer',
    vatNumber: 'USt-IdNr.',
    registrationNumber: 'Handelsregisternummer',
    iban: 'IBAN',
    item: 'Artikel',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    net: 'Netto',
    vatRate: 'USt-Satz',
    vat: 'USt',
    gross: 'Brutto',
    shipping: 'Versand',
    discount: 'inkl. Rabatt',
    vatSummary: 'Umsatzsteuer nach Steuersatz',
    rate: 'Satz',
    totalNet: 'Summe netto',
    totalVat: 'Summe USt',
    total: 'Gesamtbetrag',
    refundTotal: 'Gutgeschriebener Betrag',
    currency: 'Währung',
    payment: 'Zahlung',
    paid: 'Bezahlt',
    methods: { card: 'Karte', wallet: 'Guthaben', gift_card: 'Geschenkkarte', cod: 'Nachnahme', transfer: 'Überweisung' },
    noVat: 'Ausfuhr außerhalb der EU: keine Umsatzsteuer.',
    footer: 'Vielen Dank für Ihre Bestellung.',
    withdrawal: 'Widerruf des Vertrags (14 Tage)',
  },
}
