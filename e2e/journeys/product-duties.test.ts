import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Locator, Page } from 'playwright-core'
import { apiOk, BASE_URL, DESKTOP, fixtureAccount, horizontalOverflow, launch, openPage, PHONE, SCREENSHOT_DIR, snap, toast, unexpectedErrors } from '../support'
import { adminHeading, signInElsewhere } from '../support-staff'

/**
 * Issue 19, "Product page duties" (decision 045): a product the demo has reduced shows, on its
 * category page's card and on its own page, the unit price (per 100 ml or 100 g) and the lowest
 * price of the 30 days before the reduction, in English and dollars on a desktop, in Czech and
 * crowns on a phone; its page says who the responsible person in the EU is, its nominal content
 * and its precautions, in the page's language, rendered by the server.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

interface Summary {
  id: string
  name: string
  brand: { id: string; name: string }
  price_cents: number
  compare_at_cents: number | null
  prior_low_cents: number | null
  size: { value: number; unit: 'ml' | 'g' | 'pcs' }
}
interface Listing {
  url: string
  query: string
  product: Summary
}

/** Text with no-break spaces as plain ones: how a person reads it. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim()
/** Hundredths per 100 units, rounded half up (decision 045). */
const per100 = (cents: number, size: number) => Math.floor((200 * cents + size) / (2 * size))
const usd = (cents: number) => `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`
const czk = (cents: number, whole = true) => {
  const crowns = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
  return whole && cents % 100 === 0 ? `${crowns} Kč` : `${crowns},${String(cents % 100).padStart(2, '0')} Kč`
}

/**
 * A product on page 1 of its subcategory's listing, shown reduced, whose 30-day low is below the
 * struck-through price (a demo sale that followed a promotion), in ml or g.
 */
async function reducedListing(): Promise<Listing> {
  const tree = await apiOk<{ data: Array<{ slug: string; subcategories: Array<{ id: string }> }> }>('GET', '/api/category?lang=en')
  let fallback: Listing | undefined
  for (const c of tree.data) {
    for (const s of c.subcategories) {
      const list = await apiOk<{ data: Summary[] }>('GET', `/api/product?category=${c.slug}&subcategory=${s.id}&lang=en`)
      for (const p of list.data) {
        if (p.compare_at_cents === null || p.compare_at_cents <= p.price_cents || p.prior_low_cents === null || p.size.unit === 'pcs') continue
        const listing = { url: `/category/${c.slug}/${s.id}`, query: `category=${c.slug}&subcategory=${s.id}`, product: p }
        if (p.prior_low_cents < p.compare_at_cents) return listing
        fallback ??= listing
      }
    }
  }
  assert.ok(fallback, 'the demo has a reduced product on the first page of a listing')
  return fallback
}

/** The card of a product in a listing. */
function card(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) }).first()
}

describe('product page duties: unit price, 30-day low, product safety', () => {
  it('desktop, English, dollars: the reduced product’s card and page', async () => {
    const { url, product: p } = await reducedListing()
    const unit = `${usd(per100(p.price_cents, p.size.value))} / 100 ${p.size.unit}`
    const detail = await apiOk<{ warnings: string; responsible_person: { name: string; address: string } | null }>('GET', `/api/product/${p.id}?lang=en`)
    assert.ok(detail.responsible_person, 'the demo brand has a responsible person')

    const { context, page, errors } = await openPage(browser, DESKTOP)
    try {
      await page.goto(url)
      const c = card(page, p.name)
      await c.waitFor({ timeout: 15_000 })
      const text = plain(await c.innerText())
      assert.ok(text.includes(unit), `the card shows ${unit}: ${text}`)
      assert.ok(text.includes(`30-day low: ${usd(p.prior_low_cents!)}`), `the card shows the 30-day low: ${text}`)
      await snap(page, 'product-duties-1-listing-desktop')
      await c.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SCREENSHOT_DIR}/product-duties-1-card-desktop-viewport.png` })

      await c.getByRole('link', { name: p.name, exact: true }).click()
      await page.getByRole('heading', { level: 1, name: p.name }).waitFor({ timeout: 15_000 })
      const price = page.locator('[aria-live="polite"]').first()
      const priceText = plain(await price.innerText())
      assert.ok(priceText.includes(unit), priceText)
      assert.ok(priceText.includes(`Lowest price in the 30 days before the reduction: ${usd(p.prior_low_cents!)}`), priceText)
      const safety = page.getByRole('region', { name: 'Product safety and legal information' })
      await safety.getByText('Responsible person in the EU').waitFor()
      await safety.getByText(detail.responsible_person.name, { exact: true }).waitFor()
      await safety.getByText('Nominal content').waitFor()
      await safety.getByText(`${p.size.value} ${p.size.unit}`, { exact: true }).waitFor()
      if (detail.warnings) await safety.getByText(detail.warnings).waitFor()
      await snap(page, 'product-duties-2-product-desktop')
      await page.locator('[aria-live="polite"]').first().scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SCREENSHOT_DIR}/product-duties-2-price-desktop-viewport.png` })
      await safety.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SCREENSHOT_DIR}/product-duties-3-safety-desktop-viewport.png` })
      assert.deepEqual(unexpectedErrors(errors), [], errors.join('\n'))
    } finally {
      await context.close()
    }

    // The server renders both in the page it sends: no script needed to see them.
    const html = plain(await (await fetch(`${BASE_URL}/productdetails/${p.id}`)).text())
    assert.ok(html.includes('Lowest price in the 30 days before the reduction'), 'the 30-day low is in the rendered page')
    assert.ok(html.includes('Product safety and legal information'), 'the safety block is in the rendered page')
    assert.ok(html.includes(detail.responsible_person.name.replace(/&/g, '&amp;')), 'the responsible person is in the rendered page')
  })

  it('phone, Czech, crowns: the same product’s card and page, no sideways scrolling', async () => {
    const { url, query, product } = await reducedListing()
    const list = await apiOk<{ data: Summary[] }>('GET', `/api/product?${query}&lang=cz&currency=CZK`)
    const p = list.data.find((x) => x.id === product.id)!
    assert.ok(p.compare_at_cents! > p.price_cents && p.prior_low_cents !== null, 'reduced in crowns too')
    const unit = `${czk(per100(p.price_cents, p.size.value), false)} / 100 ${p.size.unit}`
    const detail = await apiOk<{ warnings: string; responsible_person: { name: string } }>('GET', `/api/product/${p.id}?lang=cz&currency=CZK`)

    const { context, page, errors } = await openPage(browser, PHONE)
    try {
      await page.goto(`/cz${url}`)
      const c = card(page, p.name)
      await c.waitFor({ timeout: 15_000 })
      const text = plain(await c.innerText())
      assert.ok(text.includes(unit), `the card shows ${unit}: ${text}`)
      assert.ok(text.includes(`Nejnižší cena za 30 dní: ${czk(p.prior_low_cents!)}`), `the card shows the 30-day low: ${text}`)
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'product-duties-4-listing-phone')
      await c.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SCREENSHOT_DIR}/product-duties-4-card-phone-viewport.png` })

      await c.getByRole('link', { name: p.name, exact: true }).click()
      await page.getByRole('heading', { level: 1, name: p.name }).waitFor({ timeout: 15_000 })
      const priceText = plain(await page.locator('[aria-live="polite"]').first().innerText())
      assert.ok(priceText.includes(unit), priceText)
      assert.ok(priceText.includes(`Nejnižší cena za 30 dní před slevou: ${czk(p.prior_low_cents!)}`), priceText)
      const safety = page.getByRole('region', { name: 'Bezpečnost výrobku a zákonné informace' })
      await safety.getByText('Odpovědná osoba v EU').waitFor()
      await safety.getByText(detail.responsible_person.name, { exact: true }).waitFor()
      await safety.getByText('Jmenovitý obsah').waitFor()
      if (detail.warnings) await safety.getByText(detail.warnings).waitFor()
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'product-duties-5-product-phone')
      await page.locator('[aria-live="polite"]').first().scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SCREENSHOT_DIR}/product-duties-5-price-phone-viewport.png` })
      await safety.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SCREENSHOT_DIR}/product-duties-6-safety-phone-viewport.png` })
      assert.deepEqual(unexpectedErrors(errors), [], errors.join('\n'))
    } finally {
      await context.close()
    }
  })

  it('desktop staff: the brand’s responsible person and the product’s warnings are edited where brands and products are; the shop shows them', async () => {
    const { product: p } = await reducedListing()
    const staff = await signInElsewhere(fixtureAccount('staff'))
    const email = `safety-${Date.now()}@example.com`
    const { context, page, errors } = await openPage(browser, DESKTOP, staff.storage)
    try {
      await page.goto(`/admin/brands?edit=${p.brand.id}`)
      await adminHeading(page, `Edit ${p.brand.name}`).waitFor({ timeout: 15_000 })
      const section = page.getByRole('region', { name: 'Responsible person in the EU' })
      assert.notEqual(await section.getByLabel('Company name').inputValue(), '')
      assert.notEqual(await section.getByLabel('Postal address').inputValue(), '')
      await section.getByLabel('Email (optional)').fill(email)
      await section.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SCREENSHOT_DIR}/product-duties-7-brand-form-desktop-viewport.png` })
      await page.getByRole('button', { name: 'Save changes' }).click()
      await toast(page, `Brand ${p.brand.name} saved`).waitFor({ timeout: 10_000 })

      await page.goto(`/admin/products/${p.id}`)
      const warnings = page.getByLabel('Precautions and warnings (optional)')
      await warnings.waitFor({ timeout: 15_000 })
      await warnings.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SCREENSHOT_DIR}/product-duties-8-product-warnings-desktop-viewport.png` })
      assert.deepEqual(unexpectedErrors(errors), [], errors.join('\n'))
    } finally {
      await context.close()
    }
    const shown = await apiOk<{ responsible_person: { email: string } }>('GET', `/api/product/${p.id}?lang=ge`)
    assert.equal(shown.responsible_person.email, email)
  })
})
