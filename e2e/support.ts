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
