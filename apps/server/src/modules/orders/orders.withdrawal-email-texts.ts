import type { Language, RETURN_REASONS, WithdrawalRefusal } from '@shop/domain'

/**
 * The words of a withdrawal's emails in each shop language (decision 044): the receipt sent at
 * once (Directive 2011/83/EU Art. 11a(4): what was withdrawn, when it was received), and what the
 * status emails add when staff accept or refuse it.
 */
export interface WithdrawalEmailTexts {
  subject: (number: string) => string
  hello: string
  /** The receipt's first sentence, with the time it was received */
  received: (number: string, when: string) => string
  withdrawn: string
  shipping: string
  refundTotal: string
  reason: string
  nextTitle: string
  /** Where to send the goods (the seller's address follows) */
  sendBack: string
  /** What happens with the money, and when */
  refundWhen: string
  refundCard: (amount: string, card: string) => string
  refundWallet: (amount: string) => string
  refundGiftCard: (amount: string) => string
  refundBank: (amount: string, iban: string) => string
  hygiene: string
  track: string
  thanks: string
  /** In the status email of an accepted withdrawal */
  acceptedRefund: (amount: string) => string
  bankSoon: (iban: string) => string
  /** In the status email of a refused withdrawal */
  refusedBecause: string
  refusal: Record<WithdrawalRefusal, string>
  /** The time zone the receipt's time is given in */
  zone: string
  /** The reasons the withdrawal form offers (the order page's words) */
  reasons: Record<(typeof RETURN_REASONS)[number], string>
}

export const WITHDRAWAL_EMAIL_TEXTS: Record<Language, WithdrawalEmailTexts> = {
  en: {
    subject: (n) => `Lumen & Leaf: we have received your withdrawal from order ${n}`,
    hello: 'Hello,',
    received: (n, when) => `we received your withdrawal from the contract for order ${n} on ${when}. This email confirms its receipt.`,
    withdrawn: 'You withdrew from',
    shipping: 'Shipping paid (refunded because you withdrew from the whole order)',
    refundTotal: 'To be refunded',
    reason: 'Your reason',
    nextTitle: 'What happens next',
    sendBack: 'Please send the items back within 14 days to:',
    refundWhen: 'We refund you within 14 days of receiving your withdrawal (we may wait until the items are back with us or you show us you have sent them), the same way you paid:',
    refundCard: (a, c) => `${a} back to your card ${c}`,
    refundWallet: (a) => `${a} to your wallet`,
    refundGiftCard: (a) => `${a} back to your gift card`,
    refundBank: (a, iban) => `${a} by bank transfer to ${iban} (for the cash you paid on delivery)`,
    hygiene: 'Sealed cosmetics that were opened after delivery cannot be taken back for hygiene reasons; everything else comes back in full.',
    track: 'Follow your withdrawal',
    thanks: 'Kind regards,',
    acceptedRefund: (a) => `We have accepted your withdrawal and refunded ${a}:`,
    bankSoon: (iban) => `The bank transfer to ${iban} follows within a few working days.`,
    refusedBecause: 'We could not accept your withdrawal because',
    refusal: {
      late: 'it reached us after the 14-day withdrawal period had ended.',
      unsealed_hygiene: 'the sealed cosmetic product was opened after delivery and cannot be taken back for hygiene reasons.',
    },
    zone: 'Prague time',
    reasons: {
      damaged: 'The product arrived damaged',
      wrong_item: 'I received the wrong item',
      not_as_described: 'It is not as described',
      allergic_reaction: 'I had an allergic reaction',
      changed_mind: 'I changed my mind',
      other: 'Another reason',
    },
  },
  cz: {
    subject: (n) => `Lumen & Leaf: obdrželi jsme vaše odstoupení od smlouvy k objednávce ${n}`,
    hello: 'Dobrý den,',
    received: (n, when) => `vaše odstoupení od smlouvy k objednávce ${n} jsme obdrželi ${when}. Tímto e-mailem potvrzujeme jeho přijetí.`,
    withdrawn: 'Odstoupili jste od',
    shipping: 'Zaplacené dopravné (vracíme, protože jste odstoupili od celé objednávky)',
    refundTotal: 'K vrácení',
    reason: 'Váš důvod',
    nextTitle: 'Co bude dál',
    sendBack: 'Zboží nám prosím do 14 dnů pošlete zpět na adresu:',
    refundWhen: 'Peníze vám vrátíme do 14 dnů od obdržení odstoupení (můžeme počkat, než k nám zboží dorazí zpět nebo nám prokážete jeho odeslání), a to stejnou cestou, jakou jste platili:',
    refundCard: (a, c) => `${a} zpět na vaši kartu ${c}`,
    refundWallet: (a) => `${a} do vaší peněženky`,
    refundGiftCard: (a) => `${a} zpět na vaši dárkovou kartu`,
    refundBank: (a, iban) => `${a} bankovním převodem na účet ${iban} (za dobírku, kterou jste zaplatili při převzetí)`,
    hygiene: 'Zapečetěnou kosmetiku, která byla po doručení otevřena, nelze z hygienických důvodů vrátit; vše ostatní vám vrátíme v plné výši.',
    track: 'Sledovat odstoupení',
    thanks: 'S pozdravem',
    acceptedRefund: (a) => `vaše odstoupení od smlouvy jsme přijali a vrátili vám ${a}:`,
    bankSoon: (iban) => `Bankovní převod na účet ${iban} odejde během několika pracovních dnů.`,
    refusedBecause: 'Vaše odstoupení od smlouvy jsme nemohli přijmout, protože',
    refusal: {
      late: 'k nám dorazilo až po uplynutí 14denní lhůty pro odstoupení.',
      unsealed_hygiene: 'zapečetěný kosmetický přípravek byl po doručení otevřen a z hygienických důvodů jej nelze vrátit.',
    },
    zone: 'pražský čas',
    reasons: {
      damaged: 'Zboží dorazilo poškozené',
      wrong_item: 'Dostal(a) jsem jiné zboží',
      not_as_described: 'Neodpovídá popisu',
      allergic_reaction: 'Měl(a) jsem alergickou reakci',
      changed_mind: 'Rozmyslel(a) jsem si to',
      other: 'Jiný důvod',
    },
  },
  sl: {
    subject: (n) => `Lumen & Leaf: prejeli smo vaš odstop od pogodbe za naročilo ${n}`,
    hello: 'Pozdravljeni,',
    received: (n, when) => `vaš odstop od pogodbe za naročilo ${n} smo prejeli dne ${when}. S tem e-sporočilom potrjujemo njegov prejem.`,
    withdrawn: 'Odstopili ste od',
    shipping: 'Plačana dostava (vrnemo jo, ker ste odstopili od celotnega naročila)',
    refundTotal: 'Za vračilo',
    reason: 'Vaš razlog',
    nextTitle: 'Kaj sledi',
    sendBack: 'Izdelke nam prosimo v 14 dneh pošljite nazaj na naslov:',
    refundWhen: 'Denar vam vrnemo v 14 dneh od prejema odstopa (počakamo lahko, da izdelki prispejo nazaj k nam ali nam dokažete, da ste jih poslali), in sicer na enak način, kot ste plačali:',
    refundCard: (a, c) => `${a} nazaj na vašo kartico ${c}`,
    refundWallet: (a) => `${a} v vašo denarnico`,
    refundGiftCard: (a) => `${a} nazaj na vašo darilno kartico`,
    refundBank: (a, iban) => `${a} z bančnim nakazilom na račun ${iban} (za gotovino, ki ste jo plačali ob prevzemu)`,
    hygiene: 'Zapečatene kozmetike, ki je bila po dostavi odprta, iz higienskih razlogov ne moremo vzeti nazaj; vse drugo vam vrnemo v celoti.',
    track: 'Spremljajte odstop',
    thanks: 'Lep pozdrav',
    acceptedRefund: (a) => `vaš odstop od pogodbe smo sprejeli in vam vrnili ${a}:`,
    bankSoon: (iban) => `Bančno nakazilo na račun ${iban} sledi v nekaj delovnih dneh.`,
    refusedBecause: 'Vašega odstopa od pogodbe nismo mogli sprejeti, ker',
    refusal: {
      late: 'je do nas prispel po izteku 14-dnevnega roka za odstop.',
      unsealed_hygiene: 'je bil zapečaten kozmetični izdelek po dostavi odprt in ga iz higienskih razlogov ne moremo vzeti nazaj.',
    },
    zone: 'praški čas',
    reasons: {
      damaged: 'Izdelek je prispel poškodovan',
      wrong_item: 'Prejel(a) sem napačen izdelek',
      not_as_described: 'Ne ustreza opisu',
      allergic_reaction: 'Imel(a) sem alergijsko reakcijo',
      changed_mind: 'Premislil(a) sem se',
      other: 'Drug razlog',
    },
  },
  ge: {
    subject: (n) => `Lumen & Leaf: Wir haben Ihren Widerruf zur Bestellung ${n} erhalten`,
    hello: 'Hallo,',
    received: (n, when) => `Ihren Widerruf des Vertrags zur Bestellung ${n} haben wir am ${when} erhalten. Mit dieser E-Mail bestätigen wir den Eingang.`,
    withdrawn: 'Sie haben widerrufen',
    shipping: 'Bezahlter Versand (erstattet, weil Sie die ganze Bestellung widerrufen haben)',
    refundTotal: 'Zu erstatten',
    reason: 'Ihr Grund',
    nextTitle: 'Wie es weitergeht',
    sendBack: 'Bitte senden Sie die Artikel innerhalb von 14 Tagen zurück an:',
    refundWhen: 'Wir erstatten Ihnen den Betrag innerhalb von 14 Tagen nach Eingang Ihres Widerrufs (wir dürfen warten, bis die Artikel bei uns zurück sind oder Sie uns die Rücksendung nachweisen), auf demselben Weg, auf dem Sie bezahlt haben:',
    refundCard: (a, c) => `${a} zurück auf Ihre Karte ${c}`,
    refundWallet: (a) => `${a} in Ihre Geldbörse`,
    refundGiftCard: (a) => `${a} zurück auf Ihre Geschenkkarte`,
    refundBank: (a, iban) => `${a} per Überweisung auf ${iban} (für die bei Lieferung bar bezahlte Nachnahme)`,
    hygiene: 'Versiegelte Kosmetik, die nach der Lieferung geöffnet wurde, können wir aus Hygienegründen nicht zurücknehmen; alles andere erstatten wir vollständig.',
    track: 'Widerruf verfolgen',
    thanks: 'Mit freundlichen Grüßen',
    acceptedRefund: (a) => `Ihren Widerruf haben wir angenommen und Ihnen ${a} erstattet:`,
    bankSoon: (iban) => `Die Überweisung auf ${iban} folgt in den nächsten Werktagen.`,
    refusedBecause: 'Ihren Widerruf konnten wir nicht annehmen, weil',
    refusal: {
      late: 'er uns erst nach Ablauf der 14-tägigen Widerrufsfrist erreicht hat.',
      unsealed_hygiene: 'das versiegelte Kosmetikprodukt nach der Lieferung geöffnet wurde und aus Hygienegründen nicht zurückgenommen werden kann.',
    },
    zone: 'Prager Zeit',
    reasons: {
      damaged: 'Das Produkt kam beschädigt an',
      wrong_item: 'Ich habe einen falschen Artikel erhalten',
      not_as_described: 'Es entspricht nicht der Beschreibung',
      allergic_reaction: 'Ich hatte eine allergische Reaktion',
      changed_mind: 'Ich habe es mir anders überlegt',
      other: 'Ein anderer Grund',
    },
  },
}
