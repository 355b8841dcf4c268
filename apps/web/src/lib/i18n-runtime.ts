import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGES, isLanguage, type Language } from '@shop/domain'
import { Fragment, cloneElement, createContext, createElement, isValidElement, useContext, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react'

/**
 * The shop's own translation runtime (decision 027): the texts stay JSON catalogs,
 * `src/i18n/<shop code>/<namespace>.json`, and this reads them the way i18next did for the
 * features the app uses: namespaces (`useTranslation('ns')`, `t('ns:key')`, `{ ns }`), nested keys
 * (`a.b`), `{{name}}` placeholders (not HTML-escaped: React escapes), plurals by `count` with the
 * `_one/_two/_few/_many/_other` suffixes Intl.PluralRules names for the real language (cs, sl, de,
 * en), `defaultValue` (or a string as the second argument), and `<Trans>` with components. A text
 * that is missing shows its key. Languages are the shop codes (en, cz, sl, ge); BCP 47 codes are
 * accepted where i18next took them (`changeLanguage('cs')`).
 *
 * The browser has one language at a time (`current`) and loads namespaces on first use (the loader
 * lib/i18n.ts gives, `setCatalogLoader`). The server has every catalog in memory and renders many
 * requests in different languages. Each render has a record of its own (`beginRender(lang)`: its
 * language and the namespaces it used), which its components find in the `RenderScope` context
 * when the renderer provides it, else as the one synchronous render under way; every `t` a render
 * hands out is bound to its language and record, so a `t` kept and called later never speaks
 * another request's language.
 */

type Tree = { [key: string]: string | Tree }
export type TOptions = { ns?: string | readonly string[]; count?: number; defaultValue?: string; [value: string]: unknown }
/** The type parameter only documents the namespace (as i18next's did). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export type TFunction<Namespace extends string = string> = (key: string, options?: TOptions | string) => string

export const DEFAULT_NAMESPACE = 'common'

const catalogs = {} as Record<Language, Record<string, Tree>>
/** `lang/ns` → its load, settled (never rejected) once the catalog is in or its load failed. */
const loads = new Map<string, Promise<void>>()
/** Loads that failed: not asked for again by a render (that would loop), only by an explicit load. */
const failed = new Set<string>()
let loader: (lang: Language, namespace: string) => Promise<Tree | undefined> = async () => undefined
let current: Language = DEFAULT_LANGUAGE
let version = 0
const listeners = new Set<() => void>()

/** A server render's language and the namespaces it used. */
export type RenderRecord = { lang: Language; used: Set<string> }
/** The synchronous render under way on the server (see beginRender), null in the browser. */
let render: RenderRecord | null = null
/**
 * A renderer that does not render synchronously (streaming, or several renders at once) gives each
 * render its record here: `<RenderScope value={beginRender(lang)}>`.
 */
export const RenderScope = createContext<RenderRecord | null>(null)

const SHOP_LANG_OF: Record<string, Language> = Object.fromEntries(LANGUAGES.map((l) => [HTML_LANG[l], l]))
/** A shop code, or the BCP 47 code of one (`cs` → `cz`); the default language for anything else. */
export function toLanguage(code: string | null | undefined): Language {
  return isLanguage(code) ? code : (code && SHOP_LANG_OF[code]) || DEFAULT_LANGUAGE
}

function changed() {
  version++
  for (const listener of listeners) listener()
}

/** Calls `onChange` whenever the language changes or a catalog arrives; returns the unsubscribe. */
export function subscribe(onChange: () => void): () => void {
  listeners.add(onChange)
  return () => void listeners.delete(onChange)
}

const getVersion = () => version

/** The language texts are in now: the server render's, else the browser's. */
export function activeLanguage(): Language {
  return render ? render.lang : current
}

export function setCatalogLoader(load: typeof loader): void {
  loader = load
}

/** Puts a namespace's texts in memory (the server does it for every catalog before any render). */
export function addCatalog(lang: Language, namespace: string, texts: Tree): void {
  ;(catalogs[lang] ??= {})[namespace] = texts
}

const has = (lang: Language, namespace: string) => !!catalogs[lang]?.[namespace]

function loadOne(lang: Language, namespace: string, retry = false): Promise<void> {
  const key = `${lang}/${namespace}`
  if (has(lang, namespace)) return Promise.resolve()
  if (retry && failed.has(key)) loads.delete(key)
  let load = loads.get(key)
  if (!load) {
    failed.delete(key)
    load = loader(lang, namespace).then(
      (texts) => {
        // A namespace not written for this language yet: its keys show rather than fail the page.
        addCatalog(lang, namespace, texts ?? {})
      },
      () => void failed.add(key),
    )
    loads.set(key, load.then(changed))
  }
  return loads.get(key)!
}

/** Loads the namespaces in the language on screen (again, if a load of one failed before). */
export async function loadNamespaces(namespaces: string | readonly string[], lang: Language = activeLanguage()): Promise<void> {
  await Promise.all([namespaces].flat().map((ns) => loadOne(lang, ns, true)))
}

/** One promise per set of missing namespaces, so React's `use` sees the same one on every try. */
const waits = new Map<string, Promise<void>>()
function waitFor(lang: Language, namespaces: readonly string[]): Promise<void> {
  const key = `${lang}/${namespaces.join()}`
  let wait = waits.get(key)
  if (!wait) {
    wait = Promise.all(namespaces.map((ns) => loadOne(lang, ns))).then(() => void waits.delete(key))
    waits.set(key, wait)
  }
  return wait
}

/**
 * Switches the browser's language: the namespaces already loaded are loaded in the new language
 * first, so the screen changes once, with every text.
 */
let switching = 0
export async function changeLanguage(code: string): Promise<void> {
  const lang = toLanguage(code)
  const mine = ++switching
  await loadNamespaces(Object.keys(catalogs[current] ?? {}), lang)
  // A later switch asked for meanwhile wins.
  if (mine !== switching || lang === current) return
  current = lang
  changed()
}

const pluralRules = {} as Record<Language, Intl.PluralRules>

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: Tree | string | undefined = tree
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  return typeof node === 'string' ? node : undefined
}

/** `{{name}}` → the value; a placeholder without a value stays as it is written (as in i18next). */
function interpolate(text: string, values: TOptions | undefined): string {
  if (!values || !text.includes('{{')) return text
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])))
}

function translate(lang: Language, namespaces: readonly string[], key: string, optionsOrDefault?: TOptions | string, record = render): string {
  const options = typeof optionsOrDefault === 'string' ? { defaultValue: optionsOrDefault } : optionsOrDefault
  let list: readonly string[] = options?.ns ? [options.ns].flat() : namespaces
  const prefixed = /^([\w-]+):(.+)$/.exec(key)
  if (prefixed) {
    list = [prefixed[1]!]
    key = prefixed[2]!
  }
  const count = options?.count
  const form = typeof count === 'number' ? (pluralRules[lang] ??= new Intl.PluralRules(HTML_LANG[lang])).select(count) : undefined
  for (const ns of list) {
    record?.used.add(ns)
    const tree = catalogs[lang]?.[ns]
    const text = (form !== undefined ? lookup(tree, `${key}_${form}`) : undefined) ?? lookup(tree, key)
    if (text !== undefined) return interpolate(text, options)
  }
  return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key
}

/** A `t` bound to a language and namespaces: the first namespace that has the key answers. */
export function fixedT(lang: Language, namespaces: string | readonly string[] = DEFAULT_NAMESPACE, record: RenderRecord | null = null): TFunction {
  const list = [namespaces].flat()
  return (key, options) => translate(lang, list, key, options, record)
}

/**
 * The texts of `namespaces` (the first answers unprefixed keys) in the language on screen. Until
 * they are loaded the component suspends, or with `useSuspense: false` renders with `ready: false`
 * (its texts show their keys, or the defaultValue, meanwhile).
 */
export function useTranslation(namespaces: string | readonly string[] = DEFAULT_NAMESPACE, options?: { useSuspense?: boolean }) {
  useSyncExternalStore(subscribe, getVersion, getVersion)
  const record = useContext(RenderScope) ?? render
  const list = [namespaces].flat()
  const lang = record ? record.lang : current
  if (record) for (const ns of list) record.used.add(ns)
  const missing = list.filter((ns) => !has(lang, ns) && !failed.has(`${lang}/${ns}`))
  let ready = true
  if (missing.length) {
    const wait = waitFor(lang, missing)
    if (options?.useSuspense === false) ready = false
    // Thrown, as react-i18next did: React retries the render once it settles. (React's `use()`
    // would do too, but inside a test's unawaited act() its retry never comes.)
    else throw wait
  }
  const key = list.join()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the list
  const t = useMemo(() => fixedT(lang, list, record), [lang, key, record])
  return { t, i18n, ready }
}

type TransProps = {
  t: TFunction
  i18nKey: string
  values?: TOptions
  /** `<name>…</name>` or `<name/>` in the text becomes this element, with the text inside as children. */
  components?: Record<string, ReactElement>
}

/**
 * A text with elements in it: "Showing results for <query>{{text}}</query>". The text's tags are
 * read before the values go in, so a value (a shopper's search words) can never become an element.
 */
export function Trans({ t, i18nKey, values, components = {} }: TransProps): ReactNode {
  // Only the count goes in now (it picks the plural form); the other values go into the text pieces.
  const text = typeof values?.count === 'number' ? t(i18nKey, { count: values.count }) : t(i18nKey)
  const root: ReactNode[] = []
  const stack: Array<{ name: string; children: ReactNode[] }> = [{ name: '', children: root }]
  const tag = /<(\/?)([\w-]+)\s*(\/?)>/g
  let at = 0
  const addText = (s: string) => s && stack.at(-1)!.children.push(interpolate(s, values))
  const element = (name: string, children: ReactNode[]) => {
    const el = components[name]
    if (!isValidElement(el)) return createElement(Fragment, null, ...children)
    return children.length ? cloneElement(el, undefined, ...children) : el
  }
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    addText(text.slice(at, m.index))
    at = m.index + m[0].length
    const [, closing, name, selfClosing] = m as unknown as [string, string, string, string]
    if (selfClosing) stack.at(-1)!.children.push(element(name, []))
    else if (!closing) stack.push({ name, children: [] })
    else if (stack.length > 1 && stack.at(-1)!.name === name) {
      const done = stack.pop()!
      stack.at(-1)!.children.push(element(name, done.children))
    }
  }
  addText(text.slice(at))
  while (stack.length > 1) {
    const open = stack.pop()!
    stack.at(-1)!.children.push(...open.children)
  }
  return createElement(Fragment, null, ...root)
}

/**
 * Server only: the synchronous render that follows speaks `lang`, and `renderedNamespaces()` lists
 * what it used. Every `t` handed out during it stays bound to `lang`. Returns the render's record,
 * for a renderer that provides it through `RenderScope` instead.
 */
export function beginRender(lang: Language): RenderRecord {
  render = { lang, used: new Set() }
  return render
}

/** Server only: the namespaces the last render used (the page hydrates once they are loaded). */
export function renderedNamespaces(): string[] {
  return render ? [...render.used] : []
}

/** The subset of i18next's instance the app and its tests use. */
export const i18n = {
  get language(): Language {
    return activeLanguage()
  },
  t: (key: string, options?: TOptions | string) => translate(activeLanguage(), [DEFAULT_NAMESPACE], key, options),
  changeLanguage,
  loadNamespaces: (namespaces: string | readonly string[]) => loadNamespaces(namespaces),
}

export default i18n
