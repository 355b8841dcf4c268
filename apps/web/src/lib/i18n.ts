import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGES, isLanguage, type Language } from '@shop/domain'
import i18next, { type BackendModule } from 'i18next'
import { useSyncExternalStore } from 'react'
import { initReactI18next } from 'react-i18next'

/**
 * i18next runs on BCP 47 codes (en, cs, sl, de) so plural rules and Intl formatting follow the real
 * language; the shop codes of SPEC (en, cz, sl, ge) are what the rest of the app sees, stores and
 * sends. Use `useLanguage()` for the shop code, never `i18n.language`.
 *
 * Every namespace is a file `src/i18n/<shop code>/<namespace>.json`, loaded on first use and only
 * for the current language, so a shopper never downloads the other three.
 */

export const LANGUAGE_STORAGE_KEY = 'lang'
export const DEFAULT_NAMESPACE = 'common'

type Messages = Record<string, unknown>
const loaders = import.meta.glob<Messages>('../i18n/*/*.json', { import: 'default' })

const SHOP_LANG_OF: Record<string, Language> = Object.fromEntries(
  LANGUAGES.map((lang) => [HTML_LANG[lang], lang]),
)

function toShopLanguage(code: string | undefined): Language {
  return (code && SHOP_LANG_OF[code]) || DEFAULT_LANGUAGE
}

const bundledJson: BackendModule = {
  type: 'backend',
  init() {},
  read(code, namespace, callback) {
    const load = loaders[`../i18n/${toShopLanguage(code)}/${namespace}.json`]
    if (!load) {
      // A namespace not written for this language yet: show keys rather than fail the page.
      if (import.meta.env.DEV) console.warn(`i18n: no src/i18n/${toShopLanguage(code)}/${namespace}.json`)
      callback(null, {})
      return
    }
    load().then(
      (messages) => callback(null, messages as never),
      (err: unknown) => callback(err as Error, false),
    )
  },
}

/**
 * The language also travels in a cookie, so the server renders a page's first HTML in it
 * (app/entry-server.tsx). Not a secret and not personal: readable by scripts, a year long.
 */
export const LANGUAGE_COOKIE = 'lang'

function rememberInCookie(lang: Language) {
  if (typeof document === 'undefined') return
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`
  } catch {
    // Cookies disabled: pages are first rendered in the default language, then switched.
  }
}

export function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}

/**
 * Sets `<html lang>` only when it changes: any write of it makes the browser recompute the style of
 * every element of the page (`:lang()`), and the server's HTML already says the right language.
 */
function applyHtmlLang(lang: Language) {
  if (typeof document !== 'undefined' && document.documentElement.lang !== HTML_LANG[lang]) document.documentElement.lang = HTML_LANG[lang]
}

let ready: Promise<unknown> | undefined

/**
 * Starts i18next with the remembered language and its `common` namespace (plus `namespaces`: the
 * ones a server-rendered page used, so it hydrates without waiting); safe to call twice.
 */
export function initI18n(lang: Language = readStoredLanguage(), namespaces: readonly string[] = []): Promise<unknown> {
  if (ready) return ready
  applyHtmlLang(lang)
  rememberInCookie(lang)
  i18next.on('languageChanged', (code) => applyHtmlLang(toShopLanguage(code)))
  ready = i18next
    .use(bundledJson)
    .use(initReactI18next)
    .init({
      lng: HTML_LANG[lang],
      supportedLngs: LANGUAGES.map((l) => HTML_LANG[l]),
      // Every string exists in every language; a fallback would download a second language.
      fallbackLng: false,
      load: 'currentOnly',
      ns: [...new Set([DEFAULT_NAMESPACE, ...namespaces])],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
      showSupportNotice: false,
    })
  return ready
}

/**
 * The server's renderer: every language and namespace in memory, so a render never waits for
 * texts. Renders are synchronous, so `renderIn(lang)` before each one picks its language.
 */
export async function initI18nForServer(): Promise<void> {
  if (ready) return void (await ready)
  const resources: Record<string, Record<string, Messages>> = {}
  const namespaces = new Set<string>()
  await Promise.all(
    Object.entries(loaders).map(async ([file, load]) => {
      const match = /\/i18n\/([a-z]+)\/([\w-]+)\.json$/.exec(file)
      if (!match || !isLanguage(match[1])) return
      const code = HTML_LANG[match[1]]
      namespaces.add(match[2]!)
      ;(resources[code] ??= {})[match[2]!] = await load()
    }),
  )
  ready = i18next.use(initReactI18next).init({
    resources,
    lng: HTML_LANG[DEFAULT_LANGUAGE],
    supportedLngs: LANGUAGES.map((l) => HTML_LANG[l]),
    fallbackLng: false,
    ns: [...namespaces],
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
    showSupportNotice: false,
    initAsync: false,
  })
  await ready
}

/** Server only: the next render uses `lang`, and `usedNamespaces()` starts afresh. */
export function renderIn(lang: Language): void {
  void i18next.changeLanguage(HTML_LANG[lang])
  const report = (i18next as unknown as { reportNamespaces?: { usedNamespaces?: Record<string, boolean> } }).reportNamespaces
  if (report) report.usedNamespaces = {}
}

/** Server only: the namespaces the last render used (the page hydrates once they are loaded). */
export function usedNamespaces(): string[] {
  const report = (i18next as unknown as { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces
  return report ? report.getUsedNamespaces() : []
}

/** Switches the UI language, remembers it, and sets `<html lang>` once its texts have loaded. */
export async function setLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang)
  } catch {
    // Private mode or storage disabled: the choice lasts for this visit only.
  }
  rememberInCookie(lang)
  await i18next.changeLanguage(HTML_LANG[lang])
}

function subscribe(onChange: () => void) {
  i18next.on('languageChanged', onChange)
  return () => i18next.off('languageChanged', onChange)
}

export function currentLanguage(): Language {
  return toShopLanguage(i18next.resolvedLanguage ?? i18next.language)
}

/** The shop language code (en | cz | sl | ge) of the texts on screen. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage)
}

export { i18next as i18n }
