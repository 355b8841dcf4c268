/**
 * Helpers for issue 5's journeys (staff-*.test.ts and engage-*.test.ts): the staff area, shopper
 * text that must stay text, and the order path staff move orders along. The general helpers
 * (openPage, apiOk, signIn, mailTo, …) are in support.ts.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import type { FixtureAccount } from './fixtures'
import { apiOk, BASE_URL, futureExpiry, type Session } from './support'

/** SPEC's forward path after new_order, in the order staff move an order along it. */
export const FORWARD = ['confirm_order', 'order_picked', 'order_recieved', 'shipped_order', 'dispatched_order', 'delivered_order'] as const

/**
 * Staff journeys sign in from loopback addresses of their own (the browser and the account and
 * money journeys use 127.0.0.1 and 127.0.0.2): one of many, below, unless E2E_STAFF_API_SOURCE
 * pins one.
 */
const SIGN_IN_SOURCE = process.env.E2E_STAFF_API_SOURCE

/**
 * The loopback address a sign-in comes from: one of 250 (127.0.0.3–127.0.0.252), chosen by this
 * journey file's process and the account. The per-address sign-in limit (20 in 5 minutes) and the
 * per-account-and-address one then never add up across a shard's journeys, which nearly all sign
 * the same staff account in, while one journey keeps signing an account in from one "machine".
 */
function signInSource(email: string): string {
  if (SIGN_IN_SOURCE) return SIGN_IN_SOURCE
  let hash = process.pid
  for (const ch of email) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  return `127.0.0.${3 + (hash % 250)}`
}

/** Signs in through POST /auth/login from the account's own loopback address; the session as support.ts's signIn gives it. */
export function signInElsewhere(account: FixtureAccount): Promise<Session> {
  const payload = JSON.stringify({ email: account.email, password: account.password })
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${BASE_URL}/auth/login`,
      { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, localAddress: signInSource(account.email) },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          let answer: { access?: string; username?: string } = {}
          try {
            answer = JSON.parse(text) as typeof answer
          } catch {}
          if (res.statusCode !== 200 || !answer.access) return reject(new Error(`no session for ${account.email}: ${res.statusCode} ${text}`))
          const username = answer.username ?? account.name
          resolve({ token: answer.access, username, storage: { Username: username, Token: answer.access } })
        })
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

/** The approved test card as the order API takes it (placeOrderViaApi's `payment`). */
export function cardPayment(name: string): Record<string, unknown> {
  const card = { number: '4242424242424242', exp_month: 12, exp_year: 2000 + Number(futureExpiry().slice(3)), cvc: '123', name }
  return { wallet_cents: 0, card, cash_on_delivery: false }
}

/** Staff move an order along the whole forward path to delivered_order through the API. */
export async function deliverViaApi(staffToken: string, orderId: string): Promise<void> {
  for (const status of FORWARD) {
    const moved = await apiOk<{ status: string }>('POST', `/api/staff/orders/${orderId}/status`, { token: staffToken, body: { status, note: '' } })
    if (moved.status !== status) throw new Error(`the order moved to ${moved.status}, not ${status}`)
  }
}

/**
 * The labels of the steps that happened on a shopper's "Order timeline" inside `scope`: only they
 * carry a time; the dimmed steps still to come do not.
 */
export async function timelineSteps(scope: Locator): Promise<string[]> {
  const done = scope.getByRole('list', { name: 'Order timeline' }).getByRole('listitem').filter({ has: scope.page().locator('time') })
  const labels: string[] = []
  for (const item of await done.all()) labels.push(((await item.locator('p').first().textContent()) ?? '').trim())
  return labels
}

/**
 * Collects every JavaScript dialog (alert, confirm…) the page opens and dismisses it. Shopper text
 * like `<img src=x onerror=alert(1)>` must never run: a journey asserts the list stays empty.
 */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`)
    void d.dismiss().catch(() => {})
  })
  return dialogs
}

/**
 * Elements inside `scope` that shopper-typed markup would have made had it been rendered as HTML:
 * an image pointing at "x", any element with an inline event handler, a script that alerts.
 * Answers descriptions of what it found (empty when the text stayed text).
 */
export async function injectedMarkup(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) => {
    const found: string[] = []
    for (const root of roots) {
      for (const el of root.querySelectorAll('*')) {
        const tag = el.tagName.toLowerCase()
        if (tag === 'img' && el.getAttribute('src') === 'x') found.push('img src=x')
        if (tag === 'script' && /alert/.test(el.textContent ?? '')) found.push(`script: ${el.textContent}`)
        for (const attr of el.getAttributeNames()) if (/^on/i.test(attr)) found.push(`${tag} ${attr}=${el.getAttribute(attr)}`)
      }
    }
    return found
  })
}

/** The first address in a mail's text that starts with `prefix` (e.g. the shop's /emailsignup?confirm=). */
export function linkIn(text: string, prefix: string): string {
  const at = text.indexOf(prefix)
  if (at < 0) throw new Error(`no ${prefix}… link in the mail:\n${text}`)
  return text.slice(at).split(/[\s<>"]/)[0]!
}

/** The staff area's sidebar (on wide screens), where the staff pages are reached. */
export function adminNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Staff area' })
}

/** A staff page's title: the h1 the staff area's pages share. */
export function adminHeading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('heading', { level: 1, name })
}

interface ManifestChunk {
  file: string
  imports?: string[]
  isEntry?: boolean
  isDynamicEntry?: boolean
}

/**
 * The built web app's files that only the staff area uses, from Vite's build manifest: the lazy
 * chunks of app/admin/* and whatever they import that no shop page imports. Paths as requested
 * ("/assets/dashboard-….js").
 */
export function staffOnlyAssets(): Set<string> {
  // The build the server under test serves: WEB_DIST when the journeys run against another one.
  const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.resolve(import.meta.dirname, '../apps/web/dist')
  const file = path.join(dist, '.vite', 'manifest.json')
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>
  const isStaff = (key: string) => key.startsWith('src/app/admin/') || key.startsWith('src/features/admin/')
  const reach = (roots: string[]) => {
    const seen = new Set<string>()
    const stack = [...roots]
    while (stack.length) {
      const key = stack.pop()!
      if (seen.has(key)) continue
      seen.add(key)
      stack.push(...(manifest[key]?.imports ?? []))
    }
    return seen
  }
  const keys = Object.keys(manifest)
  const staff = reach(keys.filter(isStaff))
  const shop = reach(keys.filter((k) => !isStaff(k) && (manifest[k]!.isEntry || manifest[k]!.isDynamicEntry)))
  const only = [...staff].filter((k) => !shop.has(k)).map((k) => `/${manifest[k]!.file}`)
  if (!only.some((f) => f.includes('/admin-app-'))) throw new Error(`the build manifest names no staff area chunk (${file})`)
  return new Set(only)
}
