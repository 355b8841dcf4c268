import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import { apiOk, DESKTOP, fixtureAccount, horizontalOverflow, launch, openPage, PHONE, snap, toast, unexpectedErrors } from '../support'
import { adminHeading, adminNav, signInElsewhere } from '../support-staff'

/**
 * Issue 18, the owner's markets desk (decision 041): the owner changes the CZK rate on
 * /admin/exchange-rates (the preview converts a 18.90 USD product as the catalog will), adds a
 * VAT rate for Czechia from a future day on /admin/vat-rates (the current rate stays in force
 * until then), and finds the markets with their countries on /admin/markets. Phone and desktop.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const future = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10)
const futureText = new Date(`${future}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })

describe('markets desk', () => {
  it('the owner changes the CZK rate and adds a future VAT rate for Czechia, and sees both listed', async () => {
    const owner = await signInElsewhere(fixtureAccount('staff'))
    const desk = await openPage(browser, DESKTOP, owner.storage)
    try {
      const { page } = desk
      const main = page.getByRole('main')
      await page.goto('/admin')
      await adminHeading(page, 'Dashboard').waitFor({ timeout: 15_000 })

      // Exchange rates: CZK 23 → 24.5, whole crowns ending in 9.
      await adminNav(page).getByRole('link', { name: 'Exchange rates', exact: true }).click()
      await page.waitForURL((u) => u.pathname === '/admin/exchange-rates')
      await adminHeading(page, 'Exchange rates').waitFor()
      const czk = main.getByRole('form', { name: 'CZK price list' })
      await czk.getByText('Now 1 USD = 23 CZK').waitFor()
      await czk.getByTestId('preview-CZK').getByText(/^\$18\.90 → CZK\s439$/).waitFor()
      // A product whose crown price follows the dollar price: what the shop asks for it before the change.
      type Priced = { data: Array<{ id: string; name: string; price_cents: number; kind: string }> }
      const listed = await apiOk<Priced>('GET', '/api/product?lang=cz&currency=CZK&sort=price_asc&page_size=24')
      const followed = listed.data.find((p) => p.kind === 'single')!
      await czk.getByLabel('CZK per 1 USD', { exact: true }).fill('24.5')
      await czk.getByTestId('preview-CZK').getByText(/^\$18\.90 → CZK\s459$/).waitFor()
      await snap(page, 'markets-1-rates-desktop')
      await czk.getByRole('button', { name: 'Save CZK rate' }).click()
      await toast(page, 'The CZK rate is now 24.5').waitFor({ timeout: 10_000 })
      await main.getByRole('form', { name: 'CZK price list' }).getByText('Now 1 USD = 24.5 CZK').waitFor()

      // The shop asks the new price at once: the crown list was filled again at 24.5 (decision 037).
      const usd = await apiOk<{ price_cents: number }>('GET', `/api/product/${followed.id}?lang=cz&currency=USD`)
      const now = await apiOk<{ price_cents: number; currency: string }>('GET', `/api/product/${followed.id}?lang=cz&currency=CZK`)
      assert.equal(now.currency, 'CZK')
      assert.ok(now.price_cents > followed.price_cents, `${followed.price_cents} → ${now.price_cents}`)
      assert.ok(Math.abs(now.price_cents - usd.price_cents * 24.5) <= 1000, 'within the rounding to …9 Kč')
      const shop = await desk.context.newPage()
      await shop.goto(`/cz/productdetails/${followed.id}`)
      await shop.getByRole('heading', { level: 1, name: followed.name }).waitFor({ timeout: 15_000 })
      const crowns = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', maximumFractionDigits: 0 }).format(now.price_cents / 100)
      await shop.getByRole('main').getByText(crowns, { exact: true }).first().waitFor()
      await snap(shop, 'markets-1b-shop-after-rate')
      await shop.close()

      // VAT rates: Czechia 23 % from a day 45 days ahead; 21 % stays in force until then.
      await adminNav(page).getByRole('link', { name: 'VAT rates', exact: true }).click()
      await page.waitForURL((u) => u.pathname === '/admin/vat-rates')
      await adminHeading(page, 'VAT rates').waitFor()
      const add = main.getByRole('form', { name: 'Add a rate from a future day' })
      await add.getByLabel('Country', { exact: true }).selectOption('CZ')
      await add.getByLabel('Rate', { exact: true }).fill('23')
      await add.getByLabel('Applies from', { exact: true }).fill(future)
      await add.getByRole('button', { name: 'Add rate' }).click()
      await toast(page, 'The new rate for Czechia was added').waitFor({ timeout: 10_000 })
      const cz = main.getByTestId('vat-CZ')
      await cz.getByText('21%').waitFor()
      await cz.getByText(`23% from ${futureText}`).waitFor()
      await cz.getByRole('button', { name: `Remove the rate for Czechia from ${futureText}` }).waitFor()
      await snap(page, 'markets-2-vat-desktop')

      // Markets: Czechia in crowns with Czech, the rest of the world in dollars without VAT.
      await adminNav(page).getByRole('link', { name: 'Markets', exact: true }).click()
      await page.waitForURL((u) => u.pathname === '/admin/markets')
      await adminHeading(page, 'Markets').waitFor()
      const czechia = main.getByRole('region', { name: 'Czechia' })
      await czechia.getByText('CZK', { exact: true }).waitFor()
      await czechia.getByText('Czech', { exact: true }).waitFor()
      await czechia.getByText('Prices include VAT', { exact: true }).waitFor()
      const world = main.getByRole('region', { name: 'United States and the rest of the world' })
      await world.getByText('No VAT (export)', { exact: true }).waitFor()
      await world.getByRole('list', { name: 'Countries of United States and the rest of the world' }).getByText('United States', { exact: true }).waitFor()
      await snap(page, 'markets-3-markets-desktop')
      await czechia.getByRole('button', { name: 'Edit Czechia' }).click()
      await main.getByRole('form', { name: 'Edit Czechia' }).waitFor()
      await snap(page, 'markets-4-market-form-desktop')

      // What the shop reads: the new rate and the rate to come.
      const answer = await apiOk<{ exchange_rates: Array<{ currency: string; rate: string }>; vat_rates: Array<{ country: string; history: Array<{ rate_bp: number; valid_from: string }> }> }>('GET', '/api/staff/markets', { token: owner.token })
      assert.equal(answer.exchange_rates.find((r) => r.currency === 'CZK')?.rate, '24.5')
      assert.deepEqual(answer.vat_rates.find((v) => v.country === 'CZ')?.history[0], { rate_bp: 2300, valid_from: future, in_force: false })
      assert.deepEqual(unexpectedErrors(desk.errors), [], `console or page errors:\n${desk.errors.join('\n')}`)
    } finally {
      await desk.context.close()
    }

    const phone = await openPage(browser, PHONE, owner.storage)
    try {
      const { page } = phone
      for (const [path, heading, shown, name] of [
        ['/admin/exchange-rates', 'Exchange rates', 'rate-CZK', 'markets-5-rates-phone'],
        ['/admin/vat-rates', 'VAT rates', 'vat-CZ', 'markets-6-vat-phone'],
        ['/admin/markets', 'Markets', 'market-cz', 'markets-7-markets-phone'],
      ] as const) {
        await page.goto(path)
        await adminHeading(page, heading).waitFor({ timeout: 15_000 })
        await page.getByRole('main').getByTestId(shown).waitFor()
        await snap(page, name)
        assert.equal(await horizontalOverflow(page, PHONE.width), null, path)
      }
      assert.deepEqual(unexpectedErrors(phone.errors), [], `console or page errors:\n${phone.errors.join('\n')}`)
    } finally {
      await phone.context.close()
    }
  })
})
