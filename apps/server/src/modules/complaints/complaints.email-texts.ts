import type { Language } from '@shop/domain'

/** The mail a shopper gets when staff reply to or close a complaint, in the order's language. */
export interface ComplaintEmailTexts {
  replySubject: (order: string) => string
  closedSubject: (order: string) => string
  hello: string
  replied: (order: string) => string
  closedIntro: (order: string) => string
  closed: string
  view: string
  signOff: string
}

export const COMPLAINT_EMAIL_TEXTS: Record<Language, ComplaintEmailTexts> = {
  en: {
    replySubject: (n) => `Lumen & Leaf: a reply to your complaint about order ${n}`,
    closedSubject: (n) => `Lumen & Leaf: your complaint about order ${n} is closed`,
    hello: 'Hello,',
    replied: (n) => `Our team has replied to your complaint about order ${n}:`,
    closedIntro: (n) => `We have closed your complaint about order ${n}.`,
    closed: 'We consider the matter settled and have closed the complaint. If anything is still not right, simply reply on the page below and it opens again.',
    view: 'Read the whole conversation and reply here:',
    signOff: 'The Lumen & Leaf team',
  },
  cz: {
    replySubject: (n) => `Lumen & Leaf: odpověď na vaši stížnost k objednávce ${n}`,
    closedSubject: (n) => `Lumen & Leaf: vaše stížnost k objednávce ${n} je uzavřena`,
    hello: 'Dobrý den,',
    replied: (n) => `náš tým odpověděl na vaši stížnost k objednávce ${n}:`,
    closedIntro: (n) => `vaši stížnost k objednávce ${n} jsme uzavřeli.`,
    closed: 'Věc považujeme za vyřízenou, a proto jsme stížnost uzavřeli. Pokud stále něco není v pořádku, stačí odpovědět na stránce níže a stížnost se znovu otevře.',
    view: 'Celou konverzaci si můžete přečíst a odpovědět zde:',
    signOff: 'Tým Lumen & Leaf',
  },
  sl: {
    replySubject: (n) => `Lumen & Leaf: odgovor na vašo pritožbo glede naročila ${n}`,
    closedSubject: (n) => `Lumen & Leaf: vaša pritožba glede naročila ${n} je zaprta`,
    hello: 'Pozdravljeni,',
    replied: (n) => `Naša ekipa je odgovorila na vašo pritožbo glede naročila ${n}:`,
    closedIntro: (n) => `Vašo pritožbo glede naročila ${n} smo zaprli.`,
    closed: 'Zadevo štejemo za rešeno, zato smo pritožbo zaprli. Če kaj še vedno ni v redu, preprosto odgovorite na spodnji strani in pritožba se bo znova odprla.',
    view: 'Celoten pogovor lahko preberete in nanj odgovorite tukaj:',
    signOff: 'Ekipa Lumen & Leaf',
  },
  ge: {
    replySubject: (n) => `Lumen & Leaf: Antwort auf Ihre Beschwerde zur Bestellung ${n}`,
    closedSubject: (n) => `Lumen & Leaf: Ihre Beschwerde zur Bestellung ${n} ist abgeschlossen`,
    hello: 'Hallo,',
    replied: (n) => `unser Team hat auf Ihre Beschwerde zur Bestellung ${n} geantwortet:`,
    closedIntro: (n) => `wir haben Ihre Beschwerde zur Bestellung ${n} abgeschlossen.`,
    closed: 'Wir betrachten die Angelegenheit als erledigt und haben die Beschwerde abgeschlossen. Falls noch etwas nicht stimmt, antworten Sie einfach auf der unten verlinkten Seite – dann wird sie wieder geöffnet.',
    view: 'Den ganzen Verlauf lesen und antworten können Sie hier:',
    signOff: 'Ihr Team von Lumen & Leaf',
  },
}
