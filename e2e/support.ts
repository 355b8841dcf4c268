import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
// @ts-expect-error plain ESM helper shared with the runner
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs'

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000'
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, 'screenshots')

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1440, height: 900 }

export async function launch(): Promise<Browser> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('Chromium is missing: apt-get install -y chromium')
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS })
}

/** A fresh context per journey: no stored language, no tokens. */
export async function openPage(browser: Browser, viewport = DESKTOP, storage: Record<string, string> = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, locale: 'en-US' })
  if (Object.keys(storage).length) {
    await context.addInitScript((entries) => {
      for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v)
    }, storage)
  }
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`)
  })
  return { context, page, errors }
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
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
