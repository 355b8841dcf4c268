import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'
// @ts-expect-error plain ESM helper shared with the runner
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs'
import { watchAccessibility } from './axe'
import type { AccountKey, FixtureAccount, FixtureAccounts } from './fixtures'

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000'
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, 'screenshots')

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1440, height: 900 }

export async function launch(): Promise<Browser> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('Chromium is missing: apt-get install -y chromium')
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS })
}

/**
 * A fresh context per journey: no stored language, no tokens. Every route its pages show is checked
 * with axe-core (e2e/axe.ts); a serious or critical violation fails the running test.
 */
export async function openPage(browser: Browser, viewport = DESKTOP, storage: Record<string, string> = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, locale: 'en-US' })
  if (Object.keys(storage).length) {
    await context.addInitScript((entries) => {
      // The shop's own page only: the payment processor's card frame (another origin, sandboxed) has no storage to give.
      if (window !== window.top) return
      for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v)
    }, storage)
  }
  const page = await context.newPage()
  waitForAppOnNavigation(page)
  watchAccessibility(context, page)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`)
  })
  return { context, page, errors }
}

/**
 * Server-rendered pages show before the app takes them over (src/main.tsx starts it after the load
 * event), and a click before that does nothing: `goto` and `reload` also wait for the app
 * (`<html data-app="ready">`, app/providers.tsx), unless asked to wait for less than `load`.
 */
function waitForAppOnNavigation(page: Page): void {
  const ready = () => page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 20_000 })
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  const waitsForLoad = (options?: { waitUntil?: string }) => !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle'
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (waitsForLoad(options)) await ready()
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    if (waitsForLoad(options)) await ready()
    return response
  }
}

/**
 * A full-page screenshot for people to look at. Headless Chromium now and then never delivers the
 * frame a capture waits for (a CI rehearsal: 30 s after "fonts loaded", on a page that had rendered
 * and passed its checks), so a capture that takes 15 s is given up and asked for once more, after
 * the page is brought to the front.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const file = path.join(SCREENSHOT_DIR, `${name}.png`)
  try {
    await page.screenshot({ path: file, fullPage: true, timeout: 15_000 })
  } catch (err) {
    if (!(err instanceof Error && err.name === 'TimeoutError')) throw err
    await page.bringToFront()
    await page.screenshot({ path: file, fullPage: true, timeout: 30_000 })
  }
}

/** Where the e2e runner's SMTP server keeps received mail, and the server's data folder (SMS outbox). */
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? ''
export const DATA_DIR = process.env.E2E_DATA_DIR ?? ''

/** The newest 6-digit code mailed to `to` after `since` (ms), waiting for it to arrive. */
export async function mailedCode(to: string, since: number, timeoutMs = 15_000): Promise<string> {
  return waitForCode(() => {
    if (!MAIL_DIR || !fs.existsSync(MAIL_DIR)) return null
    const mails = fs
      .readdirSync(MAIL_DIR)
      .filter((f) => Number(f.split('-')[0]) >= since)
      .sort()
      .map((f) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, f), 'utf8')) as { to: string[]; text: string })
      .filter((m) => m.to.includes(to.toLowerCase()))
    return mails.at(-1)?.text ?? null
  }, timeoutMs)
}

/** The newest 6-digit code texted to `phone` (E.164) from the server's SMS outbox. */
export async function textedCode(phone: string, since: number, timeoutMs = 15_000): Promise<string> {
  return waitForCode(() => {
    const dir = path.join(DATA_DIR, 'outbox', 'sms')
    if (!fs.existsSync(dir)) return null
    const texts = fs
      .readdirSync(dir)
      .map((f) => path.join(dir, f))
      .filter((f) => fs.statSync(f).mtimeMs >= since)
      .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs)
      .map((f) => fs.readFileSync(f, 'utf8'))
      .filter((t) => t.includes(phone))
    return texts.at(-1) ?? null
  }, timeoutMs)
}

async function waitForCode(read: () => string | null, timeoutMs: number): Promise<string> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const text = read()
    const code = text?.match(/\b(\d{6})\b/)?.[1]
    if (code) return code
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('no code arrived in time')
}

/* ---- Accounts (issue 3): helpers shared by the accounts-*.test.ts journeys ---- */

let uniqueCounter = 0
/** A string no other journey (or earlier run) uses: time plus a counter plus a little randomness. */
export function unique(): string {
  return `${Date.now().toString(36)}${(++uniqueCounter).toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
}

/** A fresh, valid email address, e.g. `signup.lq3x1a7@example.com`. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${unique()}@example.com`
}

/** A fresh Czech-looking mobile number in SPEC's mask style: "+420 7xx xxx xxx". */
export function uniquePhone(): string {
  const digits = String(Date.now() % 1e7).padStart(7, '0') + String(Math.floor(Math.random() * 10))
  return `+420 7${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)}`
}

/** "+420 777 123 456" → "+420777123456", the form the server stores and texts to. */
export function e164(phone: string): string {
  return `+${phone.replace(/\D/g, '')}`
}

/** A toast (react-toastify, bottom centre) with this text. */
export function toast(page: Page, text: string | RegExp): ReturnType<Page['locator']> {
  return page.locator('.Toastify').getByRole('alert').filter({ hasText: text })
}

/** The header's account button (its label carries the name when signed in). */
export function accountButton(page: Page, name?: string): ReturnType<Page['locator']> {
  return page.getByRole('banner').getByRole('button', { name: name ? `Account: ${name}` : /^Account/, exact: !!name })
}

/** Opens the header's account menu (its code arrives on first use) and returns it. */
export async function openAccountMenu(page: Page, name?: string): Promise<ReturnType<Page['locator']>> {
  const trigger = accountButton(page, name)
  const menu = page.getByRole('menu')
  await trigger.click()
  await menu.waitFor({ timeout: 3000 }).catch(async () => {
    if (!(await menu.isVisible())) await trigger.click()
  })
  await menu.waitFor()
  return menu
}

/** Signs out through the header's account menu and waits until the browser forgot the token. */
export async function signOutViaMenu(page: Page, name?: string): Promise<void> {
  const menu = await openAccountMenu(page, name)
  await menu.getByRole('menuitem', { name: 'Sign out' }).click()
  await page.waitForFunction(() => !localStorage.getItem('Token'))
}

/** SPEC's browser storage of a sign-in. */
export async function storedSession(page: Page): Promise<{ Username: string | null; Token: string | null }> {
  return page.evaluate(() => ({ Username: localStorage.getItem('Username'), Token: localStorage.getItem('Token') }))
}

/**
 * An account made straight through the API (register → mailed code → verify), for journeys that
 * need a signed-in user but are not about signing up. Returns the session the verification gave.
 */
export async function createAccountViaApi(name: string, email: string, password: string): Promise<{ access: string; username: string }> {
  const since = Date.now()
  const post = async (p: string, body: unknown) => {
    const res = await fetch(`${BASE_URL}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>
    if (!res.ok) throw new Error(`${p} answered ${res.status}: ${JSON.stringify(json)}`)
    return json
  }
  await post('/auth/register', { username: name, email, gender: '', password, two_factor_auth: false })
  const otp = await mailedCode(email, since)
  const answer = await post('/auth/verify-otp', { email, otp, purpose: 'signup' })
  if (typeof answer.access !== 'string') throw new Error(`no session after verifying ${email}: ${JSON.stringify(answer)}`)
  return { access: answer.access, username: String(answer.username ?? name) }
}

/** Waits for an account page to settle: heading shown, no skeleton left, fonts and images loaded. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-intro'), undefined, { timeout: 5000 }).catch(() => {})
  await page.waitForFunction(() => !document.querySelector('main [role="status"]'), undefined, { timeout: 10_000 })
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 10_000 })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.waitForTimeout(250)
}

/**
 * Horizontal overflow. `<html>` keeps a scrollbar gutter, so in classic-scrollbar Chromium the page
 * is narrower than the viewport: the document must be no wider than the body's box nor the
 * viewport. Things inside a horizontal scroller are meant to overflow it and do not count.
 * Returns a message naming the culprits, or null.
 */
export async function horizontalOverflow(page: Page, width: number): Promise<string | null> {
  const r = await page.evaluate((vw) => {
    const root = document.documentElement
    const layoutWidth = document.body.clientWidth
    const scrollWidth = Math.max(root.scrollWidth, document.body.scrollWidth)
    const culprits: string[] = []
    if (scrollWidth > layoutWidth || root.scrollWidth > vw) {
      for (const el of document.body.querySelectorAll('*')) {
        const b = el.getBoundingClientRect()
        if (b.right > layoutWidth + 1 && b.width > 0) {
          let p = el.parentElement
          let scrolled = false
          while (p && p !== document.body) {
            const o = getComputedStyle(p).overflowX
            if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') {
              scrolled = true
              break
            }
            p = p.parentElement
          }
          if (!scrolled) culprits.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} right=${Math.round(b.right)}`)
        }
      }
    }
    return { scrollWidth, layoutWidth, culprits: culprits.slice(0, 6) }
  }, width)
  if (r.scrollWidth <= r.layoutWidth && r.scrollWidth <= width) return null
  return `horizontal overflow: content ${r.scrollWidth} px wide, page ${r.layoutWidth} px, viewport ${width} px; ${r.culprits.join('; ')}`
}

/**
 * Console and page errors other than Chromium's "Failed to load resource … status of 4xx" lines,
 * which a journey causes on purpose when it sends a wrong code or password (the API answers 4xx).
 */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((e) => !/^console: Failed to load resource: the server responded with a status of 4\d\d/.test(e))
}

/** Polls until `check` stops throwing: an assertion that waits, like a web-first expect. */
export async function eventually(check: () => Promise<void> | void, timeout = 8000, every = 100): Promise<void> {
  const until = Date.now() + timeout
  for (;;) {
    try {
      await check()
      return
    } catch (err) {
      if (Date.now() > until) throw err
      await new Promise((r) => setTimeout(r, every))
    }
  }
}

/**
 * Opens a header menu with one click. Its code may still be arriving: the look-alike trigger must
 * take the press as the wish to open (lib/deferred.ts), so no retry here; a retry would hide that.
 */
export async function openMenu(page: Page, trigger: Locator): Promise<Locator> {
  const menu = page.getByRole('menu')
  await trigger.click()
  await menu.waitFor({ state: 'visible', timeout: 10_000 })
  return menu
}

/* ---- Money (issue 4): helpers shared by the money-*.test.ts journeys ---- */

/** The accounts e2e/fixtures.ts made for this run (run.mjs passes them as E2E_ACCOUNTS). */
export function fixtureAccount(key: AccountKey): FixtureAccount {
  const raw = process.env.E2E_ACCOUNTS
  if (!raw) throw new Error('E2E_ACCOUNTS is missing: run the journeys with node e2e/run.mjs, which creates the accounts')
  const account = (JSON.parse(raw) as Partial<FixtureAccounts>)[key]
  if (!account) throw new Error(`E2E_ACCOUNTS has no account "${key}"`)
  return account
}

/**
 * Where the journeys' own API calls come from: another loopback address than the browser's
 * 127.0.0.1, as a second machine would. The sign-in limit is counted per IP (20 per 5 minutes), and
 * the account journeys' browser sign-ins already use most of it in a full run.
 */
const API_SOURCE_ADDRESS = process.env.E2E_API_SOURCE ?? '127.0.0.2'

/** A JSON call to the shop's API; answers the status and the parsed body, whatever the status. */
export function apiCall<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  pathname: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (opts.token) headers.authorization = `Bearer ${opts.token}`
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body)
  if (payload !== undefined) headers['content-type'] = 'application/json'
  return new Promise((resolve, reject) => {
    const req = http.request(`${BASE_URL}${pathname}`, { method, headers, localAddress: API_SOURCE_ADDRESS }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => {
        let body = {} as T
        try {
          body = JSON.parse(text) as T
        } catch {}
        resolve({ status: res.statusCode ?? 0, body })
      })
    })
    req.on('error', reject)
    req.end(payload)
  })
}

/** The same, for calls that must succeed: anything but 2xx throws with the server's answer. */
export async function apiOk<T = Record<string, unknown>>(...args: Parameters<typeof apiCall>): Promise<T> {
  const r = await apiCall<T>(...args)
  if (r.status < 200 || r.status > 299) throw new Error(`${args[0]} ${args[1]} answered ${r.status}: ${JSON.stringify(r.body)}`)
  return r.body
}

export interface Session {
  token: string
  username: string
  /** SPEC's browser storage of this sign-in, for openPage's `storage` */
  storage: { Username: string; Token: string }
}

/** Signs in through POST /auth/login (one call: the login limit is 20 per IP per 5 minutes). */
export async function signIn(account: FixtureAccount): Promise<Session> {
  const answer = await apiOk<{ access?: string; username?: string }>('POST', '/auth/login', { body: { email: account.email, password: account.password } })
  if (!answer.access) throw new Error(`no session for ${account.email}: ${JSON.stringify(answer)}`)
  const username = answer.username ?? account.name
  return { token: answer.access, username, storage: { Username: username, Token: answer.access } }
}

export interface MailItem {
  to: string[]
  subject: string
  text: string
  /** The HTML part, when the mail has one (mailbox.mjs) */
  html?: string | null
  /** Files the mail carried, each saved on its own (mailbox.mjs) */
  attachments?: Array<{ filename: string; content_type: string; file: string }>
}

/** The newest mail to `to` received after `since` (ms) that `match` accepts, waiting for it. */
export async function mailTo(to: string, since: number, match: (m: MailItem) => boolean = () => true, timeoutMs = 15_000): Promise<MailItem> {
  const until = Date.now() + timeoutMs
  for (;;) {
    if (MAIL_DIR && fs.existsSync(MAIL_DIR)) {
      const found = fs
        .readdirSync(MAIL_DIR)
        .filter((f) => Number(f.split('-')[0]) >= since)
        .sort()
        .map((f) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, f), 'utf8')) as MailItem)
        .filter((m) => m.to.includes(to.toLowerCase()) && match(m))
        .at(-1)
      if (found) return found
    }
    if (Date.now() > until) throw new Error(`no mail to ${to} arrived in time`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** Every mail to `to` received after `since` (ms), oldest first, without waiting. */
export function mailsTo(to: string, since: number): MailItem[] {
  if (!MAIL_DIR || !fs.existsSync(MAIL_DIR)) return []
  return fs
    .readdirSync(MAIL_DIR)
    .filter((f) => Number(f.split('-')[0]) >= since)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, f), 'utf8')) as MailItem)
    .filter((m) => m.to.includes(to.toLowerCase()))
}

// Shopping and payment helpers of the money journeys.
export * from './support-money'
