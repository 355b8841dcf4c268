import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import { apiOk, DESKTOP, fixtureAccount, horizontalOverflow, launch, openPage, PHONE, snap, toast, unexpectedErrors, unique } from '../support'
import { adminHeading, signInElsewhere } from '../support-staff'

/**
 * Issue 18, decision 047: staff type a fixed coupon's amount in crowns by hand (the euro one follows
 * the dollar amount at the exchange rate), Czech shoppers are offered exactly that on /coupan with
 * a description that names it, and "Follow USD" lets the crown amount follow the dollars again.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const tidy = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ').replace(/\s+/g, ' ')
type Offer = { code: string; value: number; min_order_cents: number; currency: string; description: string }

describe('coupons in each currency', () => {
  it('staff type a crown amount for a new coupon, Czech shoppers see it, and it follows USD again when freed', async () => {
    const staff = await signInElsewhere(fixtureAccount('staff'))
    const code = `KORUNY${unique().replace(/\W/g, '').slice(-6).toUpperCase()}`
    const { context, page, errors } = await openPage(browser, DESKTOP, staff.storage)
    try {
      const main = page.getByRole('main')
      await page.goto('/admin/coupons?new=1')
      await adminHeading(page, 'New coupon').waitFor({ timeout: 15_000 })
      await main.getByLabel('Code', { exact: true }).fill(code)
      await main.getByLabel('Kind', { exact: true }).selectOption('fixed')
      await main.getByLabel('Amount ($)', { exact: true }).fill('5')
      const descriptions = {
        English: '{amount} off orders of {min_order} or more',
        Czech: 'Sleva {amount} na objednávky od {min_order}',
        Slovenian: '{amount} popusta pri naročilih od {min_order}',
        German: '{amount} Rabatt auf Bestellungen ab {min_order}',
      }
      for (const [language, text] of Object.entries(descriptions)) await main.getByLabel(`Description (${language})`, { exact: true }).fill(text)
      await main.getByLabel('Minimum order ($)', { exact: true }).fill('20')
      // Crowns typed by hand; the euro fields stay empty and follow the dollars.
      const crowns = main.getByLabel('Amount (Kč)', { exact: true })
      await crowns.fill('99')
      await main.getByText('Set by hand: it stays when the dollar amount or the exchange rate changes.').first().waitFor()
      assert.equal(await main.getByText('Left empty, it follows the dollar amount at the current exchange rate.').count(), 3)
      await snap(page, 'coupons-1-new-desktop')
      await page.setViewportSize(PHONE)
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'coupons-1-new-phone')
      await page.setViewportSize(DESKTOP)
      await main.getByRole('button', { name: 'Create coupon' }).click()
      await toast(page, `Coupon ${code} created`).waitFor({ timeout: 10_000 })

      // Czech shoppers are offered the typed 99 Kč, with the description naming it and the minimum in crowns.
      const offered = await apiOk<{ data: Offer[] }>('GET', '/api/coupons?lang=cz&currency=CZK')
      const offer = offered.data.find((o) => o.code === code)!
      assert.equal(offer.value, 9900)
      assert.ok(offer.min_order_cents > 0 && offer.min_order_cents % 100 === 0, `a whole-crown minimum: ${offer.min_order_cents}`)
      const shop = await context.newPage()
      await shop.goto('/cz/coupan')
      const card = shop.getByRole('main').getByRole('listitem').filter({ hasText: code })
      await card.waitFor({ timeout: 15_000 })
      const text = tidy(await card.textContent())
      assert.ok(text.includes('Sleva 99 Kč'), text)
      assert.match(text, /Sleva 99 Kč na objednávky od [\d ]+ Kč/)
      assert.ok(!text.includes('$'), text)
      await shop.close()

      // Freed, the crown amount follows the $5 again at the current rate.
      const listed = await apiOk<{ data: Array<{ id: string; code: string }> }>('GET', `/api/staff/coupons?q=${code}`, { token: staff.token })
      await page.goto(`/admin/coupons?q=${code}&edit=${listed.data[0]!.id}`)
      await adminHeading(page, `Edit ${code}`).waitFor({ timeout: 15_000 })
      await main.getByRole('button', { name: 'Follow USD: Amount (Kč)' }).click()
      await main.getByText('Will follow the dollar amount again once saved.').waitFor()
      await snap(page, 'coupons-2-edit-desktop')
      await main.getByRole('button', { name: 'Save coupon' }).click()
      await toast(page, `Coupon ${code} saved`).waitFor({ timeout: 10_000 })
      const after = (await apiOk<{ data: Offer[] }>('GET', '/api/coupons?lang=cz&currency=CZK')).data.find((o) => o.code === code)!
      assert.notEqual(after.value, 9900)
      assert.equal(after.value % 1000, 900, `filled on the crown list's …9 ending: ${after.value}`)

      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })
})
