import type { Language } from '@shop/domain'

/** The words of the email a shopper gets when staff refund (part of) an order (decision 053). */
export interface StaffRefundEmailTexts {
  subject: (number: string) => string
  hello: string
  /** The first sentence: how much, for which order */
  refunded: (amount: string, number: string) => string
  items: string
  shipping: string
  amountOnly: string
  reason: string
  whereTitle: string
  toCard: (amount: string, card: string) => string
  toWallet: (amount: string) => string
  toGiftCard: (amount: string) => string
  toBank: (amount: string) => string
  cardWhen: string
  creditNote: (number: string) => string
  order: string
  thanks: string
}

export const STAFF_REFUND_EMAIL_TEXTS: Record<Language, StaffRefundEmailTexts> = {
  en: {
    subject: (n) => `Lumen & Leaf: a refund for your order ${n}`,
    hello: 'Hello,',
    refunded: (a, n) => `we have refunded ${a} for your order ${n}.`,
    items: 'Refunded items',
    shipping: 'Shipping',
    amountOnly: 'An amount of your order',
    reason: 'Reason',
    whereTitle: 'Where the money goes',
    toCard: (a, c) => `${a} back to your card ${c}`,
    toWallet: (a) => `${a} to your wallet`,
    toGiftCard: (a) => `${a} back to your gift card`,
    toBank: (a) => `${a} by bank transfer (cash paid on delivery); we will contact you for your account number`,
    cardWhen: 'A card refund usually shows on your statement within 5–10 working days.',
    creditNote: (n) => `Credit note ${n}`,
    order: 'Your order',
    thanks: 'Kind regards,',
  },
  cz: {
    subject: (n) => `Lumen & Leaf: vrácení peněz k objednávce ${n}`,
    hello: 'Dobrý den,',
    refunded: (a, n) => `vrátili jsme vám ${a} k objednávce ${n}.`,
    items: 'Vrácené položky',
    shipping: 'Doprava',
    amountOnly: 'Částka z vaší objednávky',
    reason: 'Důvod',
    whereTitle: 'Kam peníze půjdou',
    toCard: (a, c) => `${a} zpět na vaši kartu ${c}`,
    toWallet: (a) => `${a} do vaší peněženky`,
    toGiftCard: (a) => `${a} zpět na vaši dárkovou kartu`,
    toBank: (a) => `${a} bankovním převodem (hotovost zaplacená při převzetí); ozveme se vám kvůli číslu účtu`,
    cardWhen: 'Vrácení na kartu se na výpisu obvykle objeví do 5–10 pracovních dnů.',
    creditNote: (n) => `Dobropis ${n}`,
    order: 'Vaše objednávka',
    thanks: 'S pozdravem',
  },
  sl: {
    subject: (n) => `Lumen & Leaf: vračilo denarja za naročilo ${n}`,
    hello: 'Pozdravljeni,',
    refunded: (a, n) => `vrnili smo vam ${a} za naročilo ${n}.`,
    items: 'Vrnjeni izdelki',
    shipping: 'Poštnina',
    amountOnly: 'Znesek vašega naročila',
    reason: 'Razlog',
    whereTitle: 'Kam gre denar',
    toCard: (a, c) => `${a} nazaj na vašo kartico ${c}`,
    toWallet: (a) => `${a} v vašo denarnico`,
    toGiftCard: (a) => `${a} nazaj na vašo darilno kartico`,
    toBank: (a) => `${a} z bančnim nakazilom (gotovina, plačana ob prevzemu); za številko računa vas bomo kontaktirali`,
    cardWhen: 'Vračilo na kartico je na izpisku običajno vidno v 5–10 delovnih dneh.',
    creditNote: (n) => `Dobropis ${n}`,
    order: 'Vaše naročilo',
    thanks: 'Lep pozdrav,',
  },
  ge: {
    subject: (n) => `Lumen & Leaf: eine Erstattung für Ihre Bestellung ${n}`,
    hello: 'Guten Tag,',
    refunded: (a, n) => `wir haben Ihnen ${a} für Ihre Bestellung ${n} erstattet.`,
    items: 'Erstattete Artikel',
    shipping: 'Versand',
    amountOnly: 'Ein Betrag Ihrer Bestellung',
    reason: 'Grund',
    whereTitle: 'Wohin das Geld geht',
    toCard: (a, c) => `${a} zurück auf Ihre Karte ${c}`,
    toWallet: (a) => `${a} in Ihr Guthaben`,
    toGiftCard: (a) => `${a} zurück auf Ihre Geschenkkarte`,
    toBank: (a) => `${a} per Banküberweisung (bei Lieferung bar bezahlt); wir melden uns wegen Ihrer Kontonummer`,
    cardWhen: 'Eine Kartenerstattung erscheint meist innerhalb von 5–10 Werktagen auf Ihrer Abrechnung.',
    creditNote: (n) => `Gutschrift ${n}`,
    order: 'Ihre Bestellung',
    thanks: 'Mit freundlichen Grüßen',
  },
}
