import assert from 'node:assert/strict'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { apiOk, BASE_URL, SCREENSHOT_DIR, DESKTOP, fixtureAccount, horizontalOverflow, launch, openPage, PHONE, screenshot, snap, toast, unexpectedErrors } from '../support'
import { adminHeading, signInElsewhere } from '../support-staff'

/**
 * Issue 19, legal texts (decision 042): the terms, the withdrawal policy with its model form and
 * the imprint name the seller of the owner's settings, in two languages; the owner renames the
 * seller in Shop settings and the imprint shows the new name at once, in the server's first HTML too.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

const main = (page: Page) => page.locator('#main')

/** The page's first HTML as the server sends it (no JavaScript run). */
async function firstHtml(address: string): Promise<string> {
  const res = await fetch(new URL(address, BASE_URL))
  assert.equal(res.status, 200, address)
  return res.text()
}

/** The owner renames the seller on Shop settings. */
async function renameSeller(page: Page, name: string): Promise<void> {
  await page.goto('/admin/settings')
  await adminHeading(page, 'Shop settings').waitFor({ timeout: 15_000 })
  const form = page.getByRole('form', { name: 'Seller' })
  await form.getByLabel('Company name', { exact: true }).fill(name)
  await form.getByRole('button', { name: 'Save settings' }).click()
  await toast(page, 'Settings saved').waitFor({ timeout: 10_000 })
}

describe('the legal pages', () => {
  it('show the seller of the settings in the terms, the withdrawal policy with its form and the imprint, in English and Czech', async () => {
    for (const [viewport, tag] of [[DESKTOP, 'desktop'], [PHONE, 'phone']] as const) {
      const { context, page, errors } = await openPage(browser, viewport)
      try {
        await page.goto('/t&c')
        await page.getByRole('heading', { level: 1, name: 'Terms and conditions' }).waitFor({ timeout: 15_000 })
        const terms = await main(page).innerText()
        assert.match(terms, /run by Lumen & Leaf s\.r\.o\., Korunní 2569\/108, 101 00 Praha 10, Czechia, company ID 12345678, VAT ID CZ12345678/)
        assert.match(terms, /Version 2026-11-28 · In force since: November 28, 2026/)
        assert.match(terms, /governed by Czech law/)
        assert.doesNotMatch(terms, /\{seller\.|GmbH|Wien|ec\.europa\.eu\/consumers\/odr/)

        await page.goto('/returnpolicy')
        await page.getByRole('heading', { level: 1, name: 'Withdrawal and returns' }).waitFor({ timeout: 15_000 })
        const form = page.getByTestId('withdrawal-form')
        await form.getByRole('heading', { name: 'Model withdrawal form' }).waitFor()
        assert.match(await form.innerText(), /To: Lumen & Leaf s\.r\.o\., Korunní 2569\/108, 101 00 Praha 10, Czechia, invoices@lumenleaf\.example/)
        assert.equal(await horizontalOverflow(page, viewport.width), null, `${tag}: the withdrawal policy scrolls sideways`)
        await snap(page, `legal-1-withdrawal-policy-${tag}`)
        // The form as a reader sees it after following a link to it (the sticky header above it).
        await page.goto('/returnpolicy#model-form')
        await form.getByRole('heading', { name: 'Model withdrawal form' }).waitFor()
        await page.waitForTimeout(300)
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `legal-2-model-form-${tag}.png`) })

        if (tag === 'desktop') {
          // The footer leads to the imprint, next to the terms and the privacy policy (before the
          // Czech page: the browser then remembers Czech).
          await page.goto('/faq')
          await page.locator('footer').getByRole('link', { name: 'Imprint', exact: true }).click()
          await page.waitForURL((u) => u.pathname === '/imprint')
          await page.getByRole('heading', { level: 1, name: 'Imprint' }).waitFor({ timeout: 15_000 })
          assert.match(await main(page).innerText(), /Company ID \(IČO\)\s+12345678 \(commercial register\)/)
          await snap(page, 'legal-3-imprint-en-desktop')
        }
        await page.goto('/cz/imprint')
        await page.getByRole('heading', { level: 1, name: 'Údaje o prodávajícím' }).waitFor({ timeout: 15_000 })
        const imprintCz = await main(page).innerText()
        assert.match(imprintCz, /Lumen & Leaf s\.r\.o\./)
        assert.match(imprintCz, /Korunní 2569\/108, 101 00 Praha 10, Česko/)
        assert.match(imprintCz, /DIČ\s+CZ12345678/)
        assert.match(imprintCz, /Česká obchodní inspekce/)
        assert.equal(await horizontalOverflow(page, viewport.width), null, `${tag}: the imprint scrolls sideways`)
        await snap(page, `legal-3-imprint-cz-${tag}`)

        assert.deepEqual(unexpectedErrors(errors), [])
      } finally {
        await context.close()
      }
    }
  })

  it('follows the owner’s change of the seller’s name at once', async () => {
    const owner = await signInElsewhere(fixtureAccount('staff'))
    const seeded = await apiOk<{ name: string }>('GET', '/api/staff/settings/seller', { token: owner.token })
    assert.equal(seeded.name, 'Lumen & Leaf s.r.o.')
    // Rendered before the change, so the server has the old page cached.
    assert.match(await firstHtml('/imprint'), /Lumen &amp; Leaf s\.r\.o\./)
    const renamed = 'Lumen & Leaf Naturkosmetik s.r.o.'
    const desk = await openPage(browser, DESKTOP, owner.storage)
    try {
      await renameSeller(desk.page, renamed)

      // The server's first HTML of the imprint names the new seller, and so does the page a shopper opens.
      assert.match(await firstHtml('/imprint'), /Lumen &amp; Leaf Naturkosmetik s\.r\.o\./)
      const { context, page, errors } = await openPage(browser, PHONE)
      try {
        await page.goto('/imprint')
        await page.getByRole('heading', { level: 1, name: 'Imprint' }).waitFor({ timeout: 15_000 })
        await main(page).getByText(renamed, { exact: true }).waitFor()
        await page.goto('/ge/returnpolicy')
        await page.getByTestId('withdrawal-form').getByText(`An: ${renamed}, Korunní 2569/108, 101 00 Praha 10, Tschechien`, { exact: false }).waitFor({ timeout: 15_000 })
        await screenshot(page, 'legal-4-withdrawal-policy-ge-renamed-phone')
        assert.deepEqual(unexpectedErrors(errors), [])
      } finally {
        await context.close()
      }
    } finally {
      // Journeys after this one on the same server expect the seeded seller.
      await renameSeller(desk.page, seeded.name)
      assert.deepEqual(unexpectedErrors(desk.errors), [])
      await desk.context.close()
    }
  })
})
