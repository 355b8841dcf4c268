import { DEFAULT_LANGUAGE, HTML_LANG, isLanguage, type Language } from '@shop/domain'
import { useSyncExternalStore } from 'react'
import {
  DEFAULT_NAMESPACE,
  activeLanguage,
  addCatalog,
  beginRender,
  changeLanguage,
  i18n,
  loadNamespaces,
  renderedNamespaces,
  setCatalogLoader,
  subscribe,
} from './i18n-runtime'

/**
 * The app's languages and texts, on the shop's own runtime (lib/i18n-runtime.ts, decision 027).
 * The shop codes of SPEC (en, cz, sl, ge) are what the app sees, stores and sends; plural rules and
 * Intl formatting follow the real language (HTML_LANG: en, cs, sl, de). `useLanguage()` gives the
 * shop code of the texts on screen.
 *
 * Every namespace is a file `src/i18n/<shop code>/<namespace>.json`, loaded on first use and only
 * for the current language, so a shopper never downloads the other three.
 */

export const LANGUAGE_STORAGE_KEY = 'lang'
export { DEFAULT_NAMESPACE }

type Messages = Record<string, never>
const loaders = import.meta.glob<Messages>('../i18n/*/*.json', { import: 'default' })

setCatalogLoader(async (lang, namespace) => {
  const load = loaders[`../i18n/${lang}/${namespace}.json`]
  // A namespace not written for this language yet: its keys show rather than fail the page.
  if (!load) {
    if (import.meta.env.DEV) console.warn(`i18n: no src/i18n/${lang}/${namespace}.json`)
    return undefined
  }
  return load()
})

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
 * Starts the texts in the remembered language with its `common` namespace (plus `namespaces`: the
 * ones a server-rendered page used, so it hydrates without waiting); safe to call twice.
 */
export function initI18n(lang: Language = readStoredLanguage(), namespaces: readonly string[] = []): Promise<unknown> {
  if (ready) return ready
  applyHtmlLang(lang)
  rememberInCookie(lang)
  subscribe(() => applyHtmlLang(activeLanguage()))
  ready = loadNamespaces([...new Set([DEFAULT_NAMESPACE, ...namespaces])], lang).then(() => changeLanguage(lang))
  return ready
}

/**
 * The server's renderer: every language and namespace in memory, so a render never waits for
 * texts. Each render is synchronous and starts with `renderIn(lang)`.
 */
export async function initI18nForServer(): Promise<void> {
  if (ready) return void (await ready)
  ready = Promise.all(
    Object.entries(loaders).map(async ([file, load]) => {
      const match = /\/i18n\/([a-z]+)\/([\w-]+)\.json$/.exec(file)
      if (match && isLanguage(match[1])) addCatalog(match[1], match[2]!, await load())
    }),
  )
  await ready
}

/**
 * Server only: the next (synchronous) render speaks `lang`, and `usedNamespaces()` starts afresh.
 * Its language belongs to that render alone: every `t` it hands out is bound to `lang`, so
 * concurrent requests in other languages never share one.
 */
export function renderIn(lang: Language): void {
  beginRender(lang)
}

/** Server only: the namespaces the last render used (the page hydrates once they are loaded). */
export function usedNamespaces(): string[] {
  return renderedNamespaces()
}

/** Switches the UI language, remembers it, and sets `<html lang>` once its texts have loaded. */
export async function setLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang)
  } catch {
    // Private mode or storage disabled: the choice lasts for this visit only.
  }
  rememberInCookie(lang)
  await changeLanguage(lang)
}

export function currentLanguage(): Language {
  return activeLanguage()
}

/** The shop language code (en | cz | sl | ge) of the texts on screen. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage)
}

export { i18n }
