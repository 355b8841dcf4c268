import type { Language, OrderStatus } from '@shop/domain'

/** The order emails' words in each shop language (an order is mailed in the language it was placed in). */
export interface OrderEmailTexts {
  status: Record<OrderStatus, string>
  placedSubject: (number: string) => string
  changedSubject: (number: string, status: string) => string
  hello: string
  placedIntro: string
  changedIntro: (number: string, status: string) => string
  /** An extra sentence for some statuses */
  statusNote: Partial<Record<OrderStatus, string>>
  staffNote: string
  orderNumber: string
  items: string
  subtotal: string
  discount: string
  shipping: string
  total: string
  refunded: string
  shipTo: string
  track: string
  trackHint: string
  thanks: string
  /** Before the statuses one email covers (several changes within a minute) */
  steps: string
  /** The link to the carrier's tracking page */
  parcel: (carrier: string) => string
  trackingNumber: string
  /** The VAT a total includes (prices with VAT), per rate: "incl. VAT 21 %" */
  vatIncluded: (rate: string) => string
  /** VAT added on top of net prices, per rate: "VAT 21 %" */
  vatAdded: (rate: string) => string
  /** Beside the link to the order's invoice (decision 038: the invoices' helper supplies the address) */
  invoice: string
}

export const SHOP_NAME = 'Lumen & Leaf'

export const ORDER_EMAIL_TEXTS: Record<Language, OrderEmailTexts> = {
  en: {
    status: {
      new_order: 'Order placed',
      confirm_order: 'Confirmed',
      order_picked: 'Being packed',
      order_recieved: 'Handed to the carrier',
      shipped_order: 'Shipped',
      dispatched_order: 'Out for delivery',
      delivered_order: 'Delivered',
      cancelled_order: 'Cancelled',
      request_cancel: 'Cancellation requested',
      cancel_reject: 'Cancellation declined',
      request_return: 'Withdrawal received',
      return_accept: 'Withdrawal accepted',
      return_reject: 'Withdrawal refused',
    },
    placedSubject: (n) => `${SHOP_NAME}: we received order ${n}`,
    changedSubject: (n, s) => `${SHOP_NAME}: order ${n} – ${s}`,
    hello: 'Hello,',
    placedIntro: 'Thank you for your order. We have received it and will write to you whenever it moves along.',
    changedIntro: (n, s) => `Your order ${n} has a new status: ${s}.`,
    statusNote: {
      cancelled_order: 'Your order has been cancelled. Whatever you paid comes back as shown below.',
      request_cancel: 'We have received your cancellation request and will answer it shortly.',
      cancel_reject: 'We could not cancel your order any more; it continues on its way to you.',
      request_return: 'We have received your withdrawal and will deal with it shortly.',
      delivered_order: 'We hope you enjoy it. You can withdraw from the purchase within 14 days.',
    },
    staffNote: 'A note from our team',
    orderNumber: 'Order number',
    items: 'Items',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    total: 'Total',
    refunded: 'Refunded',
    shipTo: 'Shipping address',
    track: 'Track your order',
    trackHint: 'Use your order number and this email address.',
    thanks: 'Thank you for shopping with us.',
    steps: 'Since our last email your order went through',
    parcel: (c) => `Follow your parcel on the ${c} website`,
    trackingNumber: 'Tracking number',
    vatIncluded: (r) => `incl. VAT ${r}`,
    vatAdded: (r) => `VAT ${r}`,
    invoice: 'Invoice (PDF)',
  },
  cz: {
    status: {
      new_order: 'Objednávka přijata',
      confirm_order: 'Potvrzeno',
      order_picked: 'Balí se',
      order_recieved: 'Předáno dopravci',
      shipped_order: 'Odesláno',
      dispatched_order: 'Na cestě k vám',
      delivered_order: 'Doručeno',
      cancelled_order: 'Zrušeno',
      request_cancel: 'Žádost o zrušení',
      cancel_reject: 'Zrušení zamítnuto',
      request_return: 'Odstoupení oznámeno',
      return_accept: 'Odstoupení přijato',
      return_reject: 'Odstoupení odmítnuto',
    },
    placedSubject: (n) => `${SHOP_NAME}: objednávku ${n} jsme přijali`,
    changedSubject: (n, s) => `${SHOP_NAME}: objednávka ${n} – ${s}`,
    hello: 'Dobrý den,',
    placedIntro: 'děkujeme za vaši objednávku. Přijali jsme ji a napíšeme vám pokaždé, když se posune dál.',
    changedIntro: (n, s) => `vaše objednávka ${n} má nový stav: ${s}.`,
    statusNote: {
      cancelled_order: 'Vaše objednávka byla zrušena. Co jste zaplatili, vám vrátíme, jak je uvedeno níže.',
      request_cancel: 'Vaši žádost o zrušení jsme obdrželi a brzy na ni odpovíme.',
      cancel_reject: 'Vaši objednávku již nebylo možné zrušit; pokračuje na cestě k vám.',
      request_return: 'Vaše odstoupení od smlouvy jsme obdrželi a brzy je vyřídíme.',
      delivered_order: 'Doufáme, že vám udělá radost. Od smlouvy můžete odstoupit do 14 dnů.',
    },
    staffNote: 'Poznámka od našeho týmu',
    orderNumber: 'Číslo objednávky',
    items: 'Položky',
    subtotal: 'Mezisoučet',
    discount: 'Sleva',
    shipping: 'Doprava',
    total: 'Celkem',
    refunded: 'Vráceno',
    shipTo: 'Doručovací adresa',
    track: 'Sledovat objednávku',
    trackHint: 'Použijte číslo objednávky a tuto e-mailovou adresu.',
    thanks: 'Děkujeme, že u nás nakupujete.',
    steps: 'Od našeho posledního e-mailu prošla vaše objednávka kroky',
    parcel: (c) => `Zásilku můžete sledovat na webu dopravce ${c}`,
    trackingNumber: 'Číslo zásilky',
    vatIncluded: (r) => `včetně DPH ${r}`,
    vatAdded: (r) => `DPH ${r}`,
    invoice: 'Faktura (PDF)',
  },
  sl: {
    status: {
      new_order: 'Naročilo oddano',
      confirm_order: 'Potrjeno',
      order_picked: 'V pakiranju',
      order_recieved: 'Predano dostavni službi',
      shipped_order: 'Odposlano',
      dispatched_order: 'Na poti do vas',
      delivered_order: 'Dostavljeno',
      cancelled_order: 'Preklicano',
      request_cancel: 'Zahteva za preklic',
      cancel_reject: 'Preklic zavrnjen',
      request_return: 'Odstop sporočen',
      return_accept: 'Odstop sprejet',
      return_reject: 'Odstop zavrnjen',
    },
    placedSubject: (n) => `${SHOP_NAME}: naročilo ${n} smo prejeli`,
    changedSubject: (n, s) => `${SHOP_NAME}: naročilo ${n} – ${s}`,
    hello: 'Pozdravljeni,',
    placedIntro: 'hvala za vaše naročilo. Prejeli smo ga in vam bomo pisali ob vsakem koraku.',
    changedIntro: (n, s) => `vaše naročilo ${n} ima nov status: ${s}.`,
    statusNote: {
      cancelled_order: 'Vaše naročilo je preklicano. Kar ste plačali, vam vrnemo, kot je navedeno spodaj.',
      request_cancel: 'Vašo zahtevo za preklic smo prejeli in nanjo kmalu odgovorimo.',
      cancel_reject: 'Vašega naročila ni bilo več mogoče preklicati; nadaljuje pot do vas.',
      request_return: 'Vaš odstop od pogodbe smo prejeli in ga bomo kmalu obdelali.',
      delivered_order: 'Upamo, da boste zadovoljni. Od pogodbe lahko odstopite v 14 dneh.',
    },
    staffNote: 'Sporočilo naše ekipe',
    orderNumber: 'Številka naročila',
    items: 'Izdelki',
    subtotal: 'Vmesni seštevek',
    discount: 'Popust',
    shipping: 'Dostava',
    total: 'Skupaj',
    refunded: 'Vrnjeno',
    shipTo: 'Naslov za dostavo',
    track: 'Sledite naročilu',
    trackHint: 'Uporabite številko naročila in ta e-poštni naslov.',
    thanks: 'Hvala, ker nakupujete pri nas.',
    steps: 'Od našega zadnjega sporočila je vaše naročilo šlo skozi korake',
    parcel: (c) => `Pošiljki lahko sledite na spletni strani ${c}`,
    trackingNumber: 'Številka pošiljke',
    vatIncluded: (r) => `vključno z DDV ${r}`,
    vatAdded: (r) => `DDV ${r}`,
    invoice: 'Račun (PDF)',
  },
  ge: {
    status: {
      new_order: 'Bestellung aufgegeben',
      confirm_order: 'Bestätigt',
      order_picked: 'Wird verpackt',
      order_recieved: 'An den Versanddienst übergeben',
      shipped_order: 'Versandt',
      dispatched_order: 'In Zustellung',
      delivered_order: 'Zugestellt',
      cancelled_order: 'Storniert',
      request_cancel: 'Stornierung angefragt',
      cancel_reject: 'Stornierung abgelehnt',
      request_return: 'Widerruf eingegangen',
      return_accept: 'Widerruf angenommen',
      return_reject: 'Widerruf abgelehnt',
    },
    placedSubject: (n) => `${SHOP_NAME}: Bestellung ${n} eingegangen`,
    changedSubject: (n, s) => `${SHOP_NAME}: Bestellung ${n} – ${s}`,
    hello: 'Hallo,',
    placedIntro: 'vielen Dank für Ihre Bestellung. Wir haben sie erhalten und schreiben Ihnen bei jedem weiteren Schritt.',
    changedIntro: (n, s) => `Ihre Bestellung ${n} hat einen neuen Status: ${s}.`,
    statusNote: {
      cancelled_order: 'Ihre Bestellung wurde storniert. Was Sie bezahlt haben, erhalten Sie wie unten angegeben zurück.',
      request_cancel: 'Wir haben Ihre Stornierungsanfrage erhalten und antworten Ihnen in Kürze.',
      cancel_reject: 'Ihre Bestellung konnte nicht mehr storniert werden; sie ist weiter auf dem Weg zu Ihnen.',
      request_return: 'Wir haben Ihren Widerruf erhalten und bearbeiten ihn in Kürze.',
      delivered_order: 'Viel Freude damit! Sie können den Vertrag innerhalb von 14 Tagen widerrufen.',
    },
    staffNote: 'Eine Nachricht unseres Teams',
    orderNumber: 'Bestellnummer',
    items: 'Artikel',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    shipping: 'Versand',
    total: 'Gesamt',
    refunded: 'Erstattet',
    shipTo: 'Lieferadresse',
    track: 'Bestellung verfolgen',
    trackHint: 'Mit Ihrer Bestellnummer und dieser E-Mail-Adresse.',
    thanks: 'Vielen Dank für Ihren Einkauf.',
    steps: 'Seit unserer letzten E-Mail durchlief Ihre Bestellung',
    parcel: (c) => `Verfolgen Sie Ihr Paket auf der Website von ${c}`,
    trackingNumber: 'Sendungsnummer',
    vatIncluded: (r) => `inkl. MwSt. ${r}`,
    vatAdded: (r) => `MwSt. ${r}`,
    invoice: 'Rechnung (PDF)',
  },
}
