import assert from 'node:assert/strict'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { BASE_URL, DESKTOP, PHONE, SCREENSHOT_DIR, horizontalOverflow, launch, openPage, screenshot } from '../support'

/**
 * Every page of this issue at phone and desktop width: it renders its heading without page or
 * console errors, every image loads, nothing is wider than the screen, and a full-page screenshot
 * lands in e2e/screenshots as `<viewport>-<page>.png` for people to look at. A few open states
 * (menus, search suggestions, drawers, Czech) are captured too, at screen size.
 */

let browser: Browser
let productId = ''
let comboId = ''
before(async () => {
  browser = await launch()
  const find = async (query: string, name: string) => {
    const res = await fetch(`${BASE_URL}/api/search?query=${encodeURIComponent(query)}`)
    const body = (await res.json()) as { results: { id: string; name: string; kind: string }[] }
    return body.results.find((p) => p.name === name)?.id ?? body.results[0]!.id
  }
  productId = await find('lavender calm shampoo', 'Lavender Calm Shampoo')
  const sets = (await (await fetch(`${BASE_URL}/api/product?category=combo&page_size=1`)).json()) as { data: { id: string }[] }
  comboId = sets.data[0]!.id
})
after(async () => {
  await browser?.close()
})

interface Screen {
  name: string
  path: () => string
  heading: string | RegExp
  /** The page's HTTP status when not 200 (Chromium then logs "Failed to load resource" for it). */
  status?: number
}

const SCREENS: Screen[] = [
  { name: 'home', path: () => '/', heading: 'Lumen & Leaf – natural cosmetics and body care' },
  { name: 'categoryoverview', path: () => '/categoryoverview', heading: 'All categories' },
  { name: 'category', path: () => '/category/skin-care/all', heading: 'Skin Care' },
  { name: 'category-filtered', path: () => '/category/hair-care/all?brand=verdana&certification=vegan&sort=price_desc', heading: 'Hair Care' },
  { name: 'productdetails', path: () => `/productdetails/${productId}`, heading: 'Lavender Calm Shampoo' },
  { name: 'productdetails-set', path: () => `/productdetails/${comboId}`, heading: /./ },
  { name: 'search', path: () => '/search/lavendr%20shampo', heading: 'Results for “lavendr shampo”' },
  { name: 'search-nothing', path: () => '/search/qwxzv', heading: 'Results for “qwxzv”' },
  { name: 'topbrand', path: () => '/topbrand', heading: 'Our brands' },
  { name: 'about', path: () => '/about', heading: 'About us' },
  { name: 'faq', path: () => '/faq', heading: 'Frequently asked questions' },
  { name: 'cancelpolicy', path: () => '/cancelpolicy', heading: 'Cancellation policy' },
  { name: 'returnpolicy', path: () => '/returnpolicy', heading: 'Withdrawal and returns' },
  { name: 'privacy-policy', path: () => '/privacy&policy', heading: 'Privacy policy' },
  { name: 'terms', path: () => '/t&c', heading: 'Terms and conditions' },
  { name: 'not-found', path: () => '/no-such-page', heading: 'Not Found', status: 404 },
]

/** Waits for the page to settle: intro animation over, lazy pictures loaded, fonts ready. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-intro'), undefined, { timeout: 5000 })
  // Scroll through once so lazy content below the fold is asked for, then load the rest eagerly.
  await page.evaluate(async () => {
    const step = window.innerHeight * 0.8
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 40))
    }
    for (const img of document.querySelectorAll('img[loading="lazy"]')) (img as HTMLImageElement).loading = 'eager'
    window.scrollTo(0, 0)
  })
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 10_000 })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  // Skeletons gone: nothing is still loading.
  await page.waitForFunction(() => !document.querySelector('main [role="status"]'), undefined, { timeout: 10_000 })
  await page.waitForTimeout(250) // let scroll-triggered transitions finish before the picture
}

async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.currentSrc || img.src))
}

async function assertNoOverflow(page: Page, width: number): Promise<void> {
  const problem = await horizontalOverflow(page, width)
  assert.equal(problem, null, problem ?? '')
}

/** Where a screen-size (not full-page) screenshot of an open state goes. */
const shot = (name: string) => path.join(SCREENSHOT_DIR, `${name}.png`)

/** An open popup (menu, listbox, drawer) lies within the screen. */
async function assertOnScreen(page: Page, selector: string, width: number): Promise<void> {
  const box = await page.locator(selector).first().boundingBox()
  assert.ok(box, `${selector} is not on the page`)
  assert.ok(box.x >= 0 && box.x + box.width <= width + 0.5, `${selector} sticks out of the screen: x=${box.x} width=${box.width}`)
}

function assertNoErrors(errors: string[], where: string) {
  assert.deepEqual(errors, [], `${where}: console or page errors:\n${errors.join('\n')}`)
}

for (const [viewportName, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`screens at ${viewportName} width (${viewport.width}×${viewport.height})`, () => {
    for (const screen of SCREENS) {
      it(screen.name, async () => {
        const { context, page, errors } = await openPage(browser, viewport)
        try {
          const res = await page.goto(screen.path())
          assert.equal(res?.status(), screen.status ?? 200)
          await page.getByRole('heading', { level: 1, name: screen.heading }).first().waitFor({ timeout: 10_000 })
          await settle(page)
          await screenshot(page, `${viewportName}-${screen.name}`)
          assert.deepEqual(await brokenImages(page), [], 'broken images')
          await assertNoOverflow(page, viewport.width)
          const pageStatus = `console: Failed to load resource: the server responded with a status of ${screen.status}`
          assertNoErrors(screen.status ? errors.filter((e) => !e.startsWith(pageStatus)) : errors, screen.name)
        } finally {
          await context.close()
        }
      })
    }

    it('open states: search suggestions, language menu, category menu or drawer, filters', async () => {
      const { context, page, errors } = await openPage(browser, viewport)
      try {
        await page.goto('/category/hair-care/all')
        await page.getByRole('heading', { level: 1, name: 'Hair Care' }).waitFor()
        await settle(page)

        // Search suggestions for a typo.
        const box = page.getByRole('combobox', { name: 'Search the shop' })
        await box.click()
        await box.pressSequentially('lavendr shampo', { delay: 20 })
        await page.getByRole('listbox').getByRole('option', { name: /Lavender Calm Shampoo/ }).waitFor()
        await page.waitForTimeout(300)
        await page.screenshot({ path: shot(`${viewportName}-open-search-suggestions`) })
        await assertOnScreen(page, '[role="listbox"]', viewport.width)
        await box.press('Escape')
        await box.fill('')
        await box.blur()

        // The language menu.
        const lang = page.getByRole('button', { name: 'Language: English' })
        await lang.click()
        const menu = page.getByRole('menu')
        if (!(await menu.isVisible())) await menu.waitFor({ timeout: 3000 }).catch(() => lang.click())
        await menu.waitFor()
        await page.waitForTimeout(300)
        await page.screenshot({ path: shot(`${viewportName}-open-language-menu`) })
        await assertOnScreen(page, '[role="menu"]', viewport.width)
        await page.keyboard.press('Escape')
        await menu.waitFor({ state: 'hidden' })

        if (viewport === DESKTOP) {
          const trigger = page.getByRole('navigation', { name: 'Categories', exact: true }).getByRole('button', { name: 'Skin Care' })
          await trigger.click()
          await menu.waitFor({ timeout: 3000 }).catch(() => trigger.click())
          await menu.waitFor()
          await page.waitForTimeout(300)
          await page.screenshot({ path: shot('desktop-open-category-menu') })
          await assertOnScreen(page, '[role="menu"]', viewport.width)
          await page.keyboard.press('Escape')
        } else {
          await page.getByRole('button', { name: 'Open menu' }).click()
          const drawer = page.getByRole('dialog', { name: 'Shop by category' })
          await drawer.waitFor()
          await drawer.getByText('Hair Care', { exact: true }).waitFor()
          await page.waitForTimeout(400)
          await page.screenshot({ path: shot('phone-open-category-drawer') })
          await assertOnScreen(page, '[role="dialog"]', viewport.width)
          await drawer.getByRole('button', { name: 'Close menu' }).click()
          await drawer.waitFor({ state: 'hidden' })

          await page.getByRole('button', { name: /^Filters/ }).click()
          const filters = page.getByRole('dialog', { name: 'Filters' })
          await filters.waitFor()
          await page.waitForTimeout(400)
          await page.screenshot({ path: shot('phone-open-filter-drawer') })
          await assertOnScreen(page, '[role="dialog"]', viewport.width)
          await page.keyboard.press('Escape')
        }
        assertNoErrors(errors, 'open states')
      } finally {
        await context.close()
      }
    })

    for (const [name, path, heading] of [
      ['cz-home', '/cz/', /.+/],
      ['cz-category', '/cz/category/skin-care/all', 'Péče o pleť'],
      ['cz-productdetails', '/cz/productdetails/{id}', /.+/],
    ] as const) {
      it(name, async () => {
        const { context, page, errors } = await openPage(browser, viewport, { lang: 'cz' })
        try {
          await page.goto(path.replace('{id}', productId))
          await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ timeout: 10_000 })
          await settle(page)
          await screenshot(page, `${viewportName}-${name}`)
          await assertNoOverflow(page, viewport.width)
          assertNoErrors(errors, name)
        } finally {
          await context.close()
        }
      })
    }
  })
}
