import type { Language } from './languages'

/**
 * Everything the shop keeps in a shopper's browser (issue 19, decision 046). All of it is strictly
 * necessary for a service the shopper asks for (a cart, a sign-in, the language and delivery
 * country they chose), so none of it needs consent and there is no banner. Tests hold the code to
 * these lists: a cookie or storage key not named here fails them, and the privacy policy prints
 * them in every language. Anything else (analytics, advertising) would have to ask first.
 */
export interface EssentialCookie {
  name: string
  /** 'server': a Set-Cookie header; 'browser': written by the shop's own script */
  setBy: 'server' | 'browser'
  /** How long it lives after it was last written */
  days: number
  /** Scripts cannot read it */
  httpOnly: boolean
  purpose: Record<Language, string>
}

export const ESSENTIAL_COOKIES: readonly EssentialCookie[] = [
  {
    name: 'cart',
    setBy: 'server',
    days: 30,
    httpOnly: true,
    purpose: {
      en: 'A guest’s shopping cart: a random reference, so the cart survives a reload. Removed when you sign in (the cart moves into your account).',
      cz: 'Košík nepřihlášeného zákazníka: náhodný odkaz, aby košík vydržel i po obnovení stránky. Po přihlášení zmizí (košík přejde do vašeho účtu).',
      sl: 'Košarica neprijavljenega kupca: naključna oznaka, da košarica ostane tudi po osvežitvi strani. Ob prijavi izgine (košarica preide v vaš račun).',
      ge: 'Der Warenkorb eines Gastes: eine zufällige Kennung, damit der Warenkorb ein Neuladen übersteht. Entfällt bei der Anmeldung (der Warenkorb wandert in Ihr Konto).',
    },
  },
  {
    name: 'lang',
    setBy: 'browser',
    days: 365,
    httpOnly: false,
    purpose: {
      en: 'The language you chose (en, cz, sl or ge), so pages open in it.',
      cz: 'Zvolený jazyk (en, cz, sl nebo ge), aby se stránky otevíraly v něm.',
      sl: 'Izbrani jezik (en, cz, sl ali ge), da se strani odpirajo v njem.',
      ge: 'Die gewählte Sprache (en, cz, sl oder ge), damit die Seiten in ihr öffnen.',
    },
  },
  {
    name: 'ship_to',
    setBy: 'browser',
    days: 365,
    httpOnly: false,
    purpose: {
      en: 'The delivery country you chose under “Ship to”, which sets the prices, currency and VAT you see.',
      cz: 'Země doručení zvolená v nabídce „Doručit do“, podle níž se zobrazují ceny, měna a DPH.',
      sl: 'Država dostave, izbrana pod »Dostava v«, ki določa prikazane cene, valuto in DDV.',
      ge: 'Das unter „Lieferung nach“ gewählte Lieferland, nach dem sich Preise, Währung und Mehrwertsteuer richten.',
    },
  },
]

export interface EssentialStorageKey {
  name: string
  /** localStorage stays until removed; sessionStorage ends with the tab */
  area: 'local' | 'session'
  purpose: Record<Language, string>
}

/** What the shop's script keeps in the browser's local and session storage: read by no server, sent nowhere. */
export const ESSENTIAL_STORAGE: readonly EssentialStorageKey[] = [
  {
    name: 'Token',
    area: 'local',
    purpose: {
      en: 'Your sign-in: removed when you sign out, useless once the session ends.',
      cz: 'Vaše přihlášení: odstraní se při odhlášení a po skončení relace je k ničemu.',
      sl: 'Vaša prijava: ob odjavi se odstrani, po koncu seje je neuporabna.',
      ge: 'Ihre Anmeldung: wird beim Abmelden entfernt und ist nach Ende der Sitzung wertlos.',
    },
  },
  {
    name: 'Username',
    area: 'local',
    purpose: {
      en: 'The name the header greets you with while you are signed in.',
      cz: 'Jméno, kterým vás záhlaví oslovuje, dokud jste přihlášeni.',
      sl: 'Ime, s katerim vas glava strani pozdravi, dokler ste prijavljeni.',
      ge: 'Der Name, mit dem Sie die Kopfzeile begrüßt, solange Sie angemeldet sind.',
    },
  },
  {
    name: 'lang',
    area: 'local',
    purpose: {
      en: 'The language you chose, as the cookie of the same name.',
      cz: 'Zvolený jazyk, stejně jako stejnojmenný cookie.',
      sl: 'Izbrani jezik, enako kot istoimenski piškotek.',
      ge: 'Die gewählte Sprache, wie das gleichnamige Cookie.',
    },
  },
  {
    name: 'socialLogin.pending',
    area: 'local',
    purpose: {
      en: 'A sign-in with Google or Facebook you started: checked when the provider answers, then removed; ignored after 10 minutes.',
      cz: 'Zahájené přihlášení přes Google nebo Facebook: ověří se, když poskytovatel odpoví, a pak se odstraní; po 10 minutách se už nepoužije.',
      sl: 'Začeta prijava z Googlom ali Facebookom: preveri se, ko ponudnik odgovori, nato se odstrani; po 10 minutah se ne upošteva več.',
      ge: 'Eine begonnene Anmeldung mit Google oder Facebook: geprüft, wenn der Anbieter antwortet, dann entfernt; nach 10 Minuten nicht mehr beachtet.',
    },
  },
  {
    name: 'checkout',
    area: 'session',
    purpose: {
      en: 'What you entered in the checkout so far, so a reload does not lose it. Gone when the tab closes.',
      cz: 'Co jste zatím vyplnili v pokladně, aby se to obnovením stránky neztratilo. Zmizí se zavřením karty.',
      sl: 'Kar ste doslej vnesli na blagajni, da se ob osvežitvi ne izgubi. Izgine, ko zaprete zavihek.',
      ge: 'Was Sie an der Kasse bisher eingegeben haben, damit ein Neuladen es nicht verliert. Weg, sobald der Tab geschlossen wird.',
    },
  },
]

/** True for a cookie name the shop may set without consent. */
export function isEssentialCookie(name: string): boolean {
  return ESSENTIAL_COOKIES.some((c) => c.name === name)
}
