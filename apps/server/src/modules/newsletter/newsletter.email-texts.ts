import type { Language, Translated } from '@shop/domain'

/** The newsletter mails' words in each shop language (a subscriber is written to in the language they signed up in). */
export interface NewsletterEmailTexts {
  hello: string
  confirmSubject: string
  confirmIntro: string
  confirmAction: string
  confirmExpiry: (days: number) => string
  codeSubject: string
  codeIntro: string
  codeLine: string
  codeHint: string
  welcomeBackSubject: string
  welcomeBackIntro: string
  unsubscribe: string
  signOff: string
}

export const NEWSLETTER_EMAIL_TEXTS: Record<Language, NewsletterEmailTexts> = {
  en: {
    hello: 'Hello,',
    confirmSubject: 'Please confirm your Lumen & Leaf newsletter subscription',
    confirmIntro: 'Thank you for signing up for the Lumen & Leaf newsletter.',
    confirmAction: 'Please confirm your address by opening this link:',
    confirmExpiry: (d) => `The link works for ${d} days. If you did not sign up, simply ignore this email: without your confirmation we send you nothing.`,
    codeSubject: 'Your 5% code from Lumen & Leaf',
    codeIntro: 'Your subscription is confirmed. Welcome!',
    codeLine: 'Your personal code for 5% off:',
    codeHint: 'It works once, together with one other code, and only with this email address.',
    welcomeBackSubject: 'Welcome back to the Lumen & Leaf newsletter',
    welcomeBackIntro: 'Your subscription is confirmed again. We are glad to have you back.',
    unsubscribe: 'No longer want our emails? Unsubscribe here:',
    signOff: 'The Lumen & Leaf team',
  },
  cz: {
    hello: 'Dobrý den,',
    confirmSubject: 'Potvrďte prosím odběr newsletteru Lumen & Leaf',
    confirmIntro: 'děkujeme, že jste se přihlásili k odběru newsletteru Lumen & Leaf.',
    confirmAction: 'Potvrďte prosím svou adresu otevřením tohoto odkazu:',
    confirmExpiry: (d) => `Odkaz platí ${d} dní. Pokud jste se nepřihlásili vy, tento e-mail prostě ignorujte: bez vašeho potvrzení vám nic posílat nebudeme.`,
    codeSubject: 'Váš kód na 5% slevu od Lumen & Leaf',
    codeIntro: 'váš odběr je potvrzen. Vítejte!',
    codeLine: 'Váš osobní kód na slevu 5 %:',
    codeHint: 'Kód lze použít jednou, spolu s jedním dalším kódem, a jen s touto e-mailovou adresou.',
    welcomeBackSubject: 'Vítejte zpět u newsletteru Lumen & Leaf',
    welcomeBackIntro: 'váš odběr je znovu potvrzen. Jsme rádi, že jste zpět.',
    unsubscribe: 'Už od nás nechcete dostávat e-maily? Odhlásit se můžete zde:',
    signOff: 'Tým Lumen & Leaf',
  },
  sl: {
    hello: 'Pozdravljeni,',
    confirmSubject: 'Potrdite prijavo na e-novice Lumen & Leaf',
    confirmIntro: 'Hvala, ker ste se prijavili na e-novice Lumen & Leaf.',
    confirmAction: 'Prosimo, potrdite svoj e-naslov tako, da odprete to povezavo:',
    confirmExpiry: (d) => `Povezava velja ${d} dni. Če se niste prijavili vi, to sporočilo preprosto prezrite: brez vaše potrditve vam ne bomo pošiljali ničesar.`,
    codeSubject: 'Vaša koda za 5 % popusta pri Lumen & Leaf',
    codeIntro: 'Vaša prijava je potrjena. Dobrodošli!',
    codeLine: 'Vaša osebna koda za 5 % popusta:',
    codeHint: 'Koda velja enkrat, skupaj z eno drugo kodo, in samo s tem e-naslovom.',
    welcomeBackSubject: 'Dobrodošli nazaj pri e-novicah Lumen & Leaf',
    welcomeBackIntro: 'Vaša prijava je znova potrjena. Veseli smo, da ste spet z nami.',
    unsubscribe: 'Ne želite več prejemati naših sporočil? Odjavite se tukaj:',
    signOff: 'Ekipa Lumen & Leaf',
  },
  ge: {
    hello: 'Hallo,',
    confirmSubject: 'Bitte bestätigen Sie Ihre Anmeldung zum Newsletter von Lumen & Leaf',
    confirmIntro: 'vielen Dank für Ihre Anmeldung zum Newsletter von Lumen & Leaf.',
    confirmAction: 'Bitte bestätigen Sie Ihre Adresse über diesen Link:',
    confirmExpiry: (d) => `Der Link ist ${d} Tage gültig. Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach: Ohne Ihre Bestätigung senden wir Ihnen nichts.`,
    codeSubject: 'Ihr Code für 5 % Rabatt von Lumen & Leaf',
    codeIntro: 'Ihre Anmeldung ist bestätigt. Herzlich willkommen!',
    codeLine: 'Ihr persönlicher Code für 5 % Rabatt:',
    codeHint: 'Er gilt einmal, zusätzlich zu einem weiteren Code, und nur mit dieser E-Mail-Adresse.',
    welcomeBackSubject: 'Willkommen zurück beim Newsletter von Lumen & Leaf',
    welcomeBackIntro: 'Ihre Anmeldung ist wieder bestätigt. Schön, dass Sie wieder dabei sind.',
    unsubscribe: 'Sie möchten keine E-Mails mehr von uns? Hier können Sie sich abmelden:',
    signOff: 'Ihr Team von Lumen & Leaf',
  },
}

/** What the personal code says about itself on the /coupan page. */
export const NEWSLETTER_COUPON_DESCRIPTION: Translated = {
  en: 'Newsletter thank-you: 5% off, once, together with one other code',
  cz: 'Poděkování za odběr newsletteru: sleva 5 %, jednou, spolu s jedním dalším kódem',
  sl: 'Zahvala za prijavo na e-novice: 5 % popusta, enkrat, skupaj z eno drugo kodo',
  ge: 'Newsletter-Dankeschön: 5 % Rabatt, einmalig, zusätzlich zu einem weiteren Code',
}
