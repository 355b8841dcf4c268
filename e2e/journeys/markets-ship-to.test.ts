import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { BASE_URL, DESKTOP, eventually, launch, openPage, PHONE, screenshot, SCREENSHOT_DIR } from '../support'

/**
 * Markets (issue 18, decision 040): a shopper on the Czech pages ships to Česko and sees crowns;
 * the header's "Ship to" opens a chooser of every country with its currency; choosing Germany
 * (Německo on the Czech pages) writes the `ship_to` cookie, changes the header and asks the
 * catalog again with currency=EUR; the server renders the next page for that market. The product
 * page says what its price includes (VAT, shipping).
 *
 * The prices themselves are in the market's currency once the catalog answers in the currency it
 * is asked for (H1's branch): the last group checks that and skips itself, saying why, while the
 * catalog still answers in dollars.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const NBSP = /\u00a0/g

/** Catalog reads the browser made, with their query. */
function catalogRequests(page: Page): URL[] {
  const seen: URL[] = []
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (/^\/api\/(product|home-page|search)(\/|$)/.test(url.pathname)) seen.push(url)
  })
  return seen
}

const shipToButton = (page: Page) => page.locator('header button[data-ship-to]')
/** What the button shows, spaces tidied. */
const shipToText = async (page: Page) => (await shipToButton(page).innerText()).replace(/\s+/g, ' ').trim()
const cookieOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'ship_to')?.value

async function firstProductId(): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/product?lang=cz&page_size=1`)
  assert.equal(res.status, 200)
  const body = (await res.json()) as { data: Array<{ id: string }> }
  return body.data[0]!.id
}

describe('markets: Ship to', () => {
  it('desktop: /cz/ ships to Česko in Kč; switching to Německo changes the header, the cookie and asks the catalog in EUR', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP)
    try {
      const requests = catalogRequests(page)
      await page.goto('/cz/')
      const button = shipToButton(page)
      // The header says where the page's prices are for, in Czech, before anything was chosen.
      assert.equal(await shipToText(page), 'Doručit do: Česko · Kč')
      await page.getByRole('button', { name: 'Doručit do: Česko · Kč' }).waitFor()
      assert.equal(await page.evaluate(() => document.documentElement.dataset.market), 'CZ:CZK:included:Česko')
      assert.equal(await page.locator('footer').getByText(/^Ceny v /).innerText(), 'Ceny v CZK včetně DPH.')
      assert.equal(await cookieOf(page), undefined)
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      await page.waitForTimeout(500)
      await screenshot(page, 'markets-header-desktop')

      await button.click()
      const dialog = page.getByRole('dialog', { name: 'Kam vám zboží pošleme?' })
      await dialog.waitFor()
      const list = dialog.getByRole('list', { name: 'Země' })
      await list.waitFor()
      // Every country, with its currency; the current one marked.
      assert.ok((await list.getByRole('button').count()) >= 30, 'the chooser lists every country')
      assert.match((await list.getByRole('button', { name: /Česko/ }).innerText()).replace(/\s+/g, ' '), /Česko\s*Kč/)
      assert.equal(await list.getByRole('button', { name: /Česko/ }).getAttribute('aria-current'), 'true')
      await dialog.getByRole('searchbox', { name: 'Hledat zemi' }).fill('nemec')
      await eventually(async () => assert.equal(await list.getByRole('button').count(), 1))
      await screenshot(page, 'markets-chooser-desktop')
      await page.screenshot({ path: `${SCREENSHOT_DIR}/markets-chooser-desktop-viewport.png` })

      const before = requests.length
      await list.getByRole('button', { name: /Německo/ }).click()
      await dialog.waitFor({ state: 'hidden' })
      await eventually(async () => assert.equal(await shipToText(page), 'Doručit do: Německo · €'))
      assert.equal(await cookieOf(page), 'DE')
      // The footer names the market's currency and that its prices include VAT.
      assert.equal(await page.locator('footer').getByText(/^Ceny v /).innerText(), 'Ceny v EUR včetně DPH.')
      // The home page's catalog read again, in euros.
      await eventually(() => {
        const after = requests.slice(before)
        assert.ok(
          after.some((u) => u.pathname === '/api/home-page' && u.searchParams.get('currency') === 'EUR' && u.searchParams.get('lang') === 'cz'),
          `no home-page read in EUR after the switch: ${after.map(String).join(', ')}`,
        )
      })

      // The server renders the next page for the chosen market (and the keyboard reaches the button).
      await page.reload()
      assert.equal(await page.evaluate(() => document.documentElement.dataset.market), 'DE:EUR:included:Německo')
      assert.equal(await shipToText(page), 'Doručit do: Německo · €')
      await shipToButton(page).focus()
      await page.keyboard.press('Enter')
      await page.getByRole('dialog', { name: 'Kam vám zboží pošleme?' }).waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })

      // A list page asks in the market's currency.
      const categoryLink = page.locator('main a[href^="/cz/category/"]').first()
      const listBefore = requests.length
      await categoryLink.click()
      await page.waitForURL(/\/cz\/category\//)
      await eventually(() => {
        const lists = requests.slice(listBefore).filter((u) => u.pathname === '/api/product')
        assert.ok(lists.length > 0 && lists.every((u) => u.searchParams.get('currency') === 'EUR'), `list reads: ${lists.map(String).join(', ')}`)
      })
      assert.deepEqual(errors, [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })

  it('the product page says what its price includes: VAT and shipping in VAT markets, shipping only outside them', async () => {
    const id = await firstProductId()
    const { context, page, errors } = await openPage(browser, DESKTOP)
    try {
      await page.goto(`/cz/productdetails/${id}`)
      const note = page.getByTestId('vat-note')
      assert.equal((await note.innerText()).replace(NBSP, ' '), 'vč. DPH, bez dopravy')
      assert.equal(await note.getByRole('link').getAttribute('href'), '/cz/t&c')
      // Shipping to the United States (no VAT): "bez dopravy" only; in English "plus shipping".
      await context.addCookies([{ name: 'ship_to', value: 'US', url: BASE_URL }])
      await page.goto(`/cz/productdetails/${id}`)
      assert.equal(await page.getByTestId('vat-note').innerText(), 'bez dopravy')
      await context.addCookies([{ name: 'lang', value: 'en', url: BASE_URL }])
      await page.goto(`/productdetails/${id}`)
      assert.equal(await page.getByTestId('vat-note').innerText(), 'plus shipping')
      await context.addCookies([{ name: 'ship_to', value: 'AT', url: BASE_URL }])
      await page.goto(`/ge/productdetails/${id}`)
      assert.equal(await page.getByTestId('vat-note').innerText(), 'inkl. MwSt., zzgl. Versand')
      assert.equal(await shipToText(page), 'Lieferung nach: Österreich · €')
      assert.deepEqual(errors, [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })

  it('phone: the header shows the code and the currency; the chooser is a sheet from the bottom', async () => {
    const { context, page, errors } = await openPage(browser, PHONE)
    try {
      await page.goto('/cz/')
      const button = shipToButton(page)
      assert.ok(await button.isVisible(), 'the Ship to button shows on a phone')
      // On a phone only the currency shows; "Doručit do:" and the country's code are read out.
      await page.getByRole('button', { name: 'Doručit do: CZ Kč' }).waitFor()
      assert.equal(await button.getByText('Česko').isVisible(), false)
      const box = (await button.boundingBox())!
      assert.ok(box.width > 30 && box.width < 60, `a compact button on a phone: ${box.width} px`)
      // The header's first row still holds menu, logo and tools: nothing wrapped.
      const logo = (await page.locator('header a[href="/cz/"]').first().boundingBox())!
      assert.ok(Math.abs(box.y + box.height / 2 - (logo.y + logo.height / 2)) < 8, `the Ship to button sits in the logo's row: ${JSON.stringify({ box, logo })}`)
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      await page.waitForTimeout(500)
      await screenshot(page, 'markets-header-phone')
      await page.screenshot({ path: `${SCREENSHOT_DIR}/markets-header-phone-viewport.png` })
      await button.click()
      const dialog = page.getByRole('dialog', { name: 'Kam vám zboží pošleme?' })
      await dialog.getByRole('list', { name: 'Země' }).waitFor()
      const sheet = await dialog.boundingBox()
      assert.ok(sheet && sheet.y + sheet.height >= PHONE.height - 2 && sheet.width >= PHONE.width - 2, `the sheet sits at the bottom, full width: ${JSON.stringify(sheet)}`)
      await page.waitForTimeout(300)
      await screenshot(page, 'markets-chooser-phone')
      await page.screenshot({ path: `${SCREENSHOT_DIR}/markets-chooser-phone-viewport.png` })
      await dialog.getByRole('button', { name: /Slovensko/ }).click()
      await page.getByRole('button', { name: 'Doručit do: SK €' }).waitFor()
      assert.deepEqual(errors, [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })
})

/**
 * Prices in the market's currency: these need the catalog to answer in the currency it is asked
 * for (issue 18, H1's branch). They skip themselves, saying so, while it still answers in dollars.
 */
describe('markets: prices in the market currency (after the catalog answers in it)', () => {
  async function catalogPricesInCurrency(): Promise<boolean> {
    const res = await fetch(`${BASE_URL}/api/product?lang=cz&currency=CZK&page_size=1`)
    return ((await res.json()) as { currency?: string }).currency === 'CZK'
  }

  it('Česko: cards and product page in Kč; Deutschland: in €; the product page head offers in that currency', async (t) => {
    if (!(await catalogPricesInCurrency())) return t.skip('the catalog does not answer in the asked currency yet (H1)')
    const id = await firstProductId()
    const { context, page, errors } = await openPage(browser, DESKTOP)
    try {
      await page.goto('/cz/')
      const card = page.locator('main article').first()
      await eventually(async () => assert.match((await card.innerText()).replace(NBSP, ' '), /\d Kč/))
      await page.goto(`/cz/productdetails/${id}`)
      assert.match((await page.locator('main div[aria-live="polite"]').first().innerText()).replace(NBSP, ' '), /\d Kč/)
      const offer = await page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}') as { offers?: { priceCurrency?: string } }).find((d) => d.offers)?.offers,
      )
      assert.equal(offer?.priceCurrency, 'CZK')

      await shipToButton(page).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('searchbox').fill('nemec')
      await dialog.getByRole('button', { name: /Německo/ }).click()
      await eventually(async () => assert.match((await page.locator('main div[aria-live="polite"]').first().innerText()).replace(NBSP, ' '), /\d,\d\d €/))
      assert.deepEqual(errors, [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })
})
