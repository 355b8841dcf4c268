import type { Language } from '@shop/domain'

/** The words of transfer instructions and the "payment received" email, per language (decision 052). */
export interface TransferTexts {
  payBy: string
  iban: string
  bic: string
  beneficiary: string
  amount: string
  variableSymbol: string
  reference: string
  dueDate: string
  qrAttached: string
  unpaidCancelled: (days: number) => string
  receivedSubject: (number: string) => string
  receivedIntro: (amount: string, number: string) => string
  receivedNext: string
  track: string
  thanks: string
}

export const TRANSFER_TEXTS: Record<Language, TransferTexts> = {
  en: {
    payBy: 'Please pay by bank transfer',
    iban: 'IBAN',
    bic: 'BIC',
    beneficiary: 'Beneficiary',
    amount: 'Amount',
    variableSymbol: 'Variable symbol',
    reference: 'Reference',
    dueDate: 'Pay by',
    qrAttached: 'Your banking app can read the attached QR code.',
    unpaidCancelled: (days) => `An order not paid within ${days} days is cancelled.`,
    receivedSubject: (number) => `Payment received for order ${number}`,
    receivedIntro: (amount, number) => `We have received your bank transfer of ${amount} for order ${number}.`,
    receivedNext: 'We are preparing your order now.',
    track: 'Track your order',
    thanks: 'Thank you for shopping with us.',
  },
  cz: {
    payBy: 'Zaplaťte prosím bankovním převodem',
    iban: 'IBAN',
    bic: 'BIC',
    beneficiary: 'Příjemce',
    amount: 'Částka',
    variableSymbol: 'Variabilní symbol',
    reference: 'Reference',
    dueDate: 'Splatnost',
    qrAttached: 'Přiložený QR kód přečte vaše bankovní aplikace.',
    unpaidCancelled: (days) => `Objednávku nezaplacenou do ${days} dnů zrušíme.`,
    receivedSubject: (number) => `Platba za objednávku ${number} přijata`,
    receivedIntro: (amount, number) => `Přijali jsme váš převod ve výši ${amount} za objednávku ${number}.`,
    receivedNext: 'Vaši objednávku nyní připravujeme.',
    track: 'Sledovat objednávku',
    thanks: 'Děkujeme za váš nákup.',
  },
  sl: {
    payBy: 'Prosimo, plačajte z bančnim nakazilom',
    iban: 'IBAN',
    bic: 'BIC',
    beneficiary: 'Prejemnik',
    amount: 'Znesek',
    variableSymbol: 'Variabilni simbol',
    reference: 'Sklic',
    dueDate: 'Rok plačila',
    qrAttached: 'Priloženo kodo QR prebere vaša bančna aplikacija.',
    unpaidCancelled: (days) => `Naročilo, ki ni plačano v ${days} dneh, prekličemo.`,
    receivedSubject: (number) => `Plačilo za naročilo ${number} prejeto`,
    receivedIntro: (amount, number) => `Prejeli smo vaše nakazilo v znesku ${amount} za naročilo ${number}.`,
    receivedNext: 'Vaše naročilo zdaj pripravljamo.',
    track: 'Sledite naročilu',
    thanks: 'Hvala za nakup.',
  },
  ge: {
    payBy: 'Bitte bezahlen Sie per Überweisung',
    iban: 'IBAN',
    bic: 'BIC',
    beneficiary: 'Empfänger',
    amount: 'Betrag',
    variableSymbol: 'Variables Symbol',
    reference: 'Verwendungszweck',
    dueDate: 'Zahlbar bis',
    qrAttached: 'Ihre Banking-App kann den beigefügten QR-Code lesen.',
    unpaidCancelled: (days) => `Eine Bestellung, die nicht innerhalb von ${days} Tagen bezahlt ist, wird storniert.`,
    receivedSubject: (number) => `Zahlung für Bestellung ${number} erhalten`,
    receivedIntro: (amount, number) => `Wir haben Ihre Überweisung über ${amount} für Bestellung ${number} erhalten.`,
    receivedNext: 'Wir bereiten Ihre Bestellung jetzt vor.',
    track: 'Bestellung verfolgen',
    thanks: 'Vielen Dank für Ihren Einkauf.',
  },
}
