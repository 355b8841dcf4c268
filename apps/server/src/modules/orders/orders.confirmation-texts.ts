import type { Language, ShippingMethod } from '@shop/domain'

/**
 * The words only the order confirmation carries (decision 043): the seller's identity, delivery
 * and payment, the terms accepted and the right of withdrawal with the model form (Directive
 * 2011/83/EU Art. 8(7): the confirmation on a durable medium). Statements of the law name its
 * figures through their arguments (legal.ts), so they cannot drift from what the code does.
 */
export interface ConfirmationTexts {
  orderDate: string
  /** A line's unit price: "$40.00 each" */
  each: (price: string) => string
  delivery: string
  method: Record<ShippingMethod, string>
  payment: string
  paidCard: (card: string) => string
  paidWallet: string
  paidGiftCard: string
  paidCod: string
  paidTransfer: string
  termsTitle: string
  /** `file`: the attachment's name */
  termsAttached: (version: string, file: string) => string
  /** When the PDF could not be attached: the link alone */
  termsLinked: (version: string) => string
  termsDownload: string
  withdrawalTitle: string
  /** The withdrawal information, paragraph by paragraph */
  withdrawal: (days: number) => string[]
  withdrawOnline: string
  sellerTitle: string
  vatNumber: string
  registration: string
  email: string
  phone: string
}

export const CONFIRMATION_TEXTS: Record<Language, ConfirmationTexts> = {
  en: {
    orderDate: 'Order date',
    each: (p) => `${p} each`,
    delivery: 'Delivery method',
    method: { standard: 'Standard delivery', express: 'Express delivery', economy: 'Economy delivery', pickup_point: 'Pickup point', same_day: 'Same-day delivery' },
    payment: 'Payment',
    paidCard: (c) => `Card ${c}`,
    paidWallet: 'Wallet',
    paidGiftCard: 'Gift card',
    paidCod: 'Cash on delivery (paid to the courier)',
    paidTransfer: 'Bank transfer (awaiting payment)',
    termsTitle: 'Our terms',
    termsAttached: (v, f) =>
      `By placing your order you accepted our terms and conditions, version ${v}. They are attached to this email as a PDF (${f}), together with the return and cancellation policies and the model withdrawal form that form part of them.`,
    termsLinked: (v) => `By placing your order you accepted our terms and conditions, version ${v}, with the return and cancellation policies and the model withdrawal form that form part of them.`,
    termsDownload: 'Download them (PDF)',
    withdrawalTitle: 'Your right of withdrawal',
    withdrawal: (days) => [
      `You may withdraw from this contract within ${days} days without giving any reason. The period ends ${days} days after the day on which you, or someone you name other than the carrier, take possession of the goods; for an order delivered in several parcels, of the last parcel.`,
      'To withdraw, use the withdrawal function on your order page or on the order tracking page, or send us a clear statement (for example by email or letter). You may use the model withdrawal form below, but you do not have to. Sending your statement before the period ends is enough.',
      'If you withdraw, we refund all payments we received from you, including the cost of standard delivery, without undue delay and at the latest within 14 days of receiving your statement, using the same means of payment you used. We may withhold the refund until we have the goods back or you have shown that you sent them. Please send the goods back within 14 days; you bear the direct cost of returning them.',
      'The right of withdrawal does not apply to sealed cosmetics unsealed after delivery, which are not suitable for return for reasons of health protection and hygiene.',
    ],
    withdrawOnline: 'Withdraw online',
    sellerTitle: 'Seller',
    vatNumber: 'VAT number',
    registration: 'Company registration number',
    email: 'Email',
    phone: 'Phone',
  },
  cz: {
    orderDate: 'Datum objednávky',
    each: (p) => `${p}/ks`,
    delivery: 'Způsob dopravy',
    method: { standard: 'Standardní doprava', express: 'Expresní doprava', economy: 'Ekonomické doručení', pickup_point: 'Výdejní místo', same_day: 'Doručení týž den' },
    payment: 'Platba',
    paidCard: (c) => `Karta ${c}`,
    paidWallet: 'Peněženka',
    paidGiftCard: 'Dárková karta',
    paidCod: 'Dobírka (platíte kurýrovi)',
    paidTransfer: 'Bankovní převod (čeká na platbu)',
    termsTitle: 'Naše obchodní podmínky',
    termsAttached: (v, f) =>
      `Odesláním objednávky jste přijali naše obchodní podmínky ve verzi ${v}. Najdete je v příloze tohoto e-mailu jako PDF (${f}) spolu s podmínkami vrácení zboží a zrušení objednávky a se vzorovým formulářem pro odstoupení od smlouvy, které jsou jejich součástí.`,
    termsLinked: (v) => `Odesláním objednávky jste přijali naše obchodní podmínky ve verzi ${v} včetně podmínek vrácení zboží a zrušení objednávky a vzorového formuláře pro odstoupení od smlouvy, které jsou jejich součástí.`,
    termsDownload: 'Stáhnout (PDF)',
    withdrawalTitle: 'Vaše právo odstoupit od smlouvy',
    withdrawal: (days) => [
      `Od této smlouvy můžete odstoupit bez udání důvodu do ${days} dnů. Lhůta běží ode dne, kdy vy nebo vámi určená osoba (jiná než dopravce) převezmete zboží; u objednávky doručené v několika zásilkách ode dne převzetí poslední z nich.`,
      'Chcete-li odstoupit, použijte funkci pro odstoupení na stránce objednávky nebo na stránce sledování objednávky, nebo nám zašlete jednoznačné prohlášení (například e-mailem nebo dopisem). Můžete k tomu použít vzorový formulář níže, není to však povinné. Lhůta je zachována, odešlete-li prohlášení před jejím uplynutím.',
      'Pokud odstoupíte, vrátíme vám bez zbytečného odkladu, nejpozději do 14 dnů od obdržení vašeho prohlášení, všechny přijaté platby včetně nákladů na standardní doručení, a to stejným platebním prostředkem, jaký jste použili. Platbu můžeme zadržet, dokud zboží neobdržíme zpět nebo dokud neprokážete, že jste je odeslali. Zboží nám prosím vraťte do 14 dnů; přímé náklady na jeho vrácení nesete vy.',
      'Právo odstoupit od smlouvy se nevztahuje na zapečetěnou kosmetiku, která byla po dodání rozpečetěna, protože ji z důvodu ochrany zdraví a hygieny nelze vrátit.',
    ],
    withdrawOnline: 'Odstoupit online',
    sellerTitle: 'Prodávající',
    vatNumber: 'DIČ',
    registration: 'IČO',
    email: 'E-mail',
    phone: 'Telefon',
  },
  sl: {
    orderDate: 'Datum naročila',
    each: (p) => `${p}/kos`,
    delivery: 'Način dostave',
    method: { standard: 'Standardna dostava', express: 'Hitra dostava', economy: 'Ekonomična dostava', pickup_point: 'Prevzemno mesto', same_day: 'Dostava isti dan' },
    payment: 'Plačilo',
    paidCard: (c) => `Kartica ${c}`,
    paidWallet: 'Denarnica',
    paidGiftCard: 'Darilna kartica',
    paidCod: 'Plačilo po povzetju (plačate dostavljavcu)',
    paidTransfer: 'Bančno nakazilo (čaka na plačilo)',
    termsTitle: 'Naši splošni pogoji',
    termsAttached: (v, f) =>
      `Z oddajo naročila ste sprejeli naše splošne pogoje, različica ${v}. Priloženi so temu sporočilu kot PDF (${f}), skupaj s pravili vračila in preklica naročila ter vzorčnim obrazcem za odstop od pogodbe, ki so njihov sestavni del.`,
    termsLinked: (v) => `Z oddajo naročila ste sprejeli naše splošne pogoje, različica ${v}, skupaj s pravili vračila in preklica naročila ter vzorčnim obrazcem za odstop od pogodbe, ki so njihov sestavni del.`,
    termsDownload: 'Prenos (PDF)',
    withdrawalTitle: 'Vaša pravica do odstopa od pogodbe',
    withdrawal: (days) => [
      `Od te pogodbe lahko odstopite v ${days} dneh, ne da bi navedli razlog. Rok se izteče ${days} dni po dnevu, ko vi ali tretja oseba, ki jo določite (in ni prevoznik), prevzamete blago; pri naročilu, dostavljenem v več paketih, po prevzemu zadnjega.`,
      'Za odstop uporabite funkcijo za odstop na strani naročila ali na strani za sledenje naročilu ali pa nam pošljite nedvoumno izjavo (na primer po e-pošti ali pisno). Uporabite lahko spodnji vzorčni obrazec, ni pa obvezen. Rok je upoštevan, če izjavo pošljete pred njegovim iztekom.',
      'Če odstopite, vam brez nepotrebnega odlašanja, najpozneje v 14 dneh po prejemu vaše izjave, vrnemo vsa prejeta plačila, vključno s stroški standardne dostave, in sicer z enakim plačilnim sredstvom, kot ste ga uporabili. Vračilo lahko zadržimo, dokler blaga ne prejmemo nazaj ali dokler ne dokažete, da ste ga poslali. Blago nam vrnite v 14 dneh; neposredne stroške vračila krijete sami.',
      'Pravica do odstopa ne velja za zapečateno kozmetiko, ki je bila po dostavi odpečatena, saj je zaradi varovanja zdravja in higiene ni mogoče vrniti.',
    ],
    withdrawOnline: 'Odstop prek spleta',
    sellerTitle: 'Prodajalec',
    vatNumber: 'ID za DDV',
    registration: 'Matična številka',
    email: 'E-pošta',
    phone: 'Telefon',
  },
  ge: {
    orderDate: 'Bestelldatum',
    each: (p) => `je ${p}`,
    delivery: 'Versandart',
    method: { standard: 'Standardversand', express: 'Expressversand', economy: 'Sparversand', pickup_point: 'Abholstelle', same_day: 'Lieferung am selben Tag' },
    payment: 'Zahlung',
    paidCard: (c) => `Karte ${c}`,
    paidWallet: 'Guthaben',
    paidGiftCard: 'Geschenkkarte',
    paidCod: 'Nachnahme (Zahlung an den Zusteller)',
    paidTransfer: 'Überweisung (Zahlung ausstehend)',
    termsTitle: 'Unsere AGB',
    termsAttached: (v, f) =>
      `Mit Ihrer Bestellung haben Sie unsere Allgemeinen Geschäftsbedingungen in der Fassung ${v} akzeptiert. Sie finden sie als PDF im Anhang dieser E-Mail (${f}), zusammen mit den Rückgabe- und Stornobedingungen und dem Muster-Widerrufsformular, die Bestandteil der AGB sind.`,
    termsLinked: (v) => `Mit Ihrer Bestellung haben Sie unsere Allgemeinen Geschäftsbedingungen in der Fassung ${v} akzeptiert, samt den Rückgabe- und Stornobedingungen und dem Muster-Widerrufsformular, die Bestandteil der AGB sind.`,
    termsDownload: 'Herunterladen (PDF)',
    withdrawalTitle: 'Ihr Widerrufsrecht',
    withdrawal: (days) => [
      `Sie können diesen Vertrag binnen ${days} Tagen ohne Angabe von Gründen widerrufen. Die Frist beträgt ${days} Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben; bei einer Bestellung in mehreren Sendungen ab Erhalt der letzten.`,
      'Um zu widerrufen, nutzen Sie die Widerrufsfunktion auf der Seite Ihrer Bestellung oder der Sendungsverfolgung, oder teilen Sie uns Ihren Entschluss mit einer eindeutigen Erklärung mit (etwa per E-Mail oder Brief). Sie können dafür das Muster-Widerrufsformular unten verwenden, das ist jedoch nicht vorgeschrieben. Zur Wahrung der Frist genügt es, die Erklärung vor Ablauf der Frist abzusenden.',
      'Wenn Sie widerrufen, erstatten wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Kosten der Standardlieferung, unverzüglich und spätestens binnen 14 Tagen ab Eingang Ihres Widerrufs, über dasselbe Zahlungsmittel, das Sie verwendet haben. Wir können die Rückzahlung verweigern, bis wir die Waren zurückerhalten haben oder Sie nachgewiesen haben, dass Sie sie zurückgesandt haben. Bitte senden Sie die Waren binnen 14 Tagen zurück; die unmittelbaren Kosten der Rücksendung tragen Sie.',
      'Das Widerrufsrecht besteht nicht bei versiegelten Kosmetikprodukten, deren Versiegelung nach der Lieferung entfernt wurde, da sie aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind.',
    ],
    withdrawOnline: 'Online widerrufen',
    sellerTitle: 'Verkäufer',
    vatNumber: 'USt-IdNr.',
    registration: 'Registernummer',
    email: 'E-Mail',
    phone: 'Telefon',
  },
}
