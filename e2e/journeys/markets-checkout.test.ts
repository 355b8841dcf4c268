import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import {
  ADDRESS,
  apiOk,
  BASE_URL,
  DESKTOP,
  eventually,
  fillCard,
  fixtureAccount,
  horizontalOverflow,
  launch,
  mailTo,
  openPage,
  PHONE,
  signIn,
  mouseAway,
  snap,
  toast,
  unexpectedErrors,
} from '../support'

/**
 * Issue 18, the proof in a browser: a Czech shopper ships to Česko and sees crowns including VAT on
 * the home page, the product page, the cart and every checkout step; pays by card; the
 * confirmation email has the total in Kč, the VAT line and the invoice's link; the order page lists
 * the invoice, and its PDF holds the number, the 21 % VAT and the total; the coupons page names
 * amounts in crowns, never dollars. A German shopper ships to Germany and goes through the real
 * screens in euros with 19 % MwSt.: product page, cart, a German address, review, payment by card,
 * confirmation, email and order page.
 */

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

/** Amounts as the Czech pages write them: "449 Kč", "1 149 Kč", "77,93 Kč" (no-break spaces). */
const kc = (cents: number) =>
  new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: cents % 100 ? 2 : 0 }).format(cents / 100)
const euro = (cents: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100)
const tidy = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ').replace(/\s+/g, ' ')
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ')

interface Pick {
  id: string
  name: string
  price_cents: number
  stock: number
  kind: string
}

/** A single product in stock, priced in crowns between 300 and 900 Kč, with its Czech name. */
async function czechProduct(skip: number): Promise<Pick> {
  const q = new URLSearchParams({ lang: 'cz', currency: 'CZK', in_stock: 'true', sort: 'price_asc', min_price: '30000', max_price: '90000', page_size: '96' })
  const list = await apiOk<{ currency: string; data: Pick[] }>('GET', `/api/product?${q}`)
  assert.equal(list.currency, 'CZK')
  const pick = list.data.filter((p) => p.kind === 'single' && p.stock >= 20)[skip]
  if (!pick) throw new Error('no product to buy in crowns')
  return pick
}

/** A single product in stock, priced in euros between 15 and 40 €, with its German name. */
async function euroProduct(skip: number): Promise<Pick> {
  const q = new URLSearchParams({ lang: 'ge', currency: 'EUR', in_stock: 'true', sort: 'price_asc', min_price: '1500', max_price: '4000', page_size: '96' })
  const list = await apiOk<{ currency: string; data: Pick[] }>('GET', `/api/product?${q}`)
  assert.equal(list.currency, 'EUR')
  const pick = list.data.filter((p) => p.kind === 'single' && p.stock >= 20)[skip]
  if (!pick) throw new Error('no product to buy in euros')
  return pick
}

describe('markets: buying in crowns', () => {
  it('desktop: Česko · Kč on home, product, cart and checkout, including VAT; pays; the email and the invoice PDF agree', async () => {
    const account = fixtureAccount('czech')
    const session = await signIn(account)
    await apiOk('POST', '/auth/user-address', { token: session.token, body: { ...ADDRESS, is_default: true } })
    await apiOk('DELETE', '/api/cart', { token: session.token })
    const product = await czechProduct(3)

    const { context, page, errors } = await openPage(browser, DESKTOP, session.storage)
    try {
      const main = page.getByRole('main')
      // Home: the Czech pages ship to Česko, and prices are crowns including VAT.
      await page.goto('/cz/')
      await page.getByRole('button', { name: 'Doručit do: Česko · Kč' }).waitFor()
      assert.match(tidy(await main.textContent()), /\d+ Kč/)
      assert.match(tidy(await page.getByRole('contentinfo').textContent()), /Ceny v CZK včetně DPH\./)
      await snap(page, 'markets-czk-1-home')

      // The coupons page: every amount in crowns (SPRING5's $5 from $25 is 119 Kč from 579 Kč), no dollars.
      await page.goto('/cz/coupan')
      await main.getByText('GET15', { exact: true }).waitFor({ timeout: 10_000 })
      const coupons = tidy(await main.textContent())
      assert.ok(coupons.includes('Sleva 15 % na objednávky od 759 Kč'), coupons)
      assert.ok(coupons.includes('Sleva 119 Kč na objednávky od 579 Kč, jen po omezenou dobu'), coupons)
      assert.ok(coupons.includes('Minimální objednávka 579 Kč'), coupons)
      assert.ok(!coupons.includes('$'), `no dollars on the Czech coupons page: ${coupons}`)
      await snap(page, 'markets-czk-1b-coupons')

      await page.goto(`/cz/productdetails/${product.id}`)
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor({ timeout: 15_000 })
      const priced = tidy(await main.textContent())
      assert.ok(priced.includes(plain(kc(product.price_cents))), `the page shows ${kc(product.price_cents)}`)
      assert.ok(priced.includes('vč. DPH, bez dopravy'), 'the price says it includes VAT')
      await snap(page, 'markets-czk-2-product')

      // The cart, in crowns, says what its total includes.
      await apiOk('POST', '/api/cart', { token: session.token, body: { product_id: product.id, quantity: 2 } })
      await page.goto('/cz/cart')
      await main.getByRole('link', { name: product.name }).first().waitFor({ timeout: 10_000 })
      const cart = tidy(await main.textContent())
      assert.ok(cart.includes(plain(kc(product.price_cents * 2))), `the cart shows ${kc(product.price_cents * 2)}`)
      assert.ok(cart.includes('vč. DPH, bez dopravy'))
      await snap(page, 'markets-czk-3-cart')

      // Checkout with the saved Czech address: the totals are in Kč with the 21 % VAT line.
      await main.getByRole('link', { name: 'Pokračovat k pokladně' }).click()
      await main.getByRole('button', { name: `Pokračovat jako ${account.name}` }).click()
      await page.waitForURL((u) => u.pathname === '/cz/shippingaddress')
      await main.getByRole('radio', { checked: true }).first().waitFor({ timeout: 10_000 })
      await main.getByRole('button', { name: 'Pokračovat ke kontrole' }).click()
      await page.waitForURL((u) => u.pathname === '/cz/revieworder')
      const quote = await apiOk<{ total_cents: number; vat_cents: number; currency: string; vat_rate_bp: number }>('POST', '/api/checkout/quote', {
        token: session.token,
        body: { country: 'CZ', coupons: [], lang: 'cz' },
      })
      assert.deepEqual([quote.currency, quote.vat_rate_bp], ['CZK', 2100])
      const totals = page.getByLabel('Součty objednávky').first()
      await eventually(async () => {
        const text = tidy(await totals.textContent())
        assert.ok(text.includes(plain(kc(quote.total_cents))), text)
        assert.ok(text.includes(`včetně DPH 21 %${plain(kc(quote.vat_cents))}`) || text.includes(`včetně DPH 21 % ${plain(kc(quote.vat_cents))}`), text)
      })
      await snap(page, 'markets-czk-4-review')
      await main.getByRole('link', { name: 'Pokračovat k platbě' }).click()

      // Pay by card: no currency notice (the cart was in crowns already).
      await page.waitForURL((u) => u.pathname === '/cz/paymentpage')
      const form = page.getByRole('form', { name: 'Platba' })
      // The card goes into the processor's fields, in Czech as the page is (issue 20).
      await fillCard(form, '4242 4242 4242 4242', 'cz')
      assert.equal(await form.getByRole('button', { name: 'Objednat s povinností platby' }).isDisabled(), false)
      const since = Date.now()
      await form.getByRole('button', { name: 'Objednat s povinností platby' }).click()
      await page.waitForURL((u) => u.pathname === '/cz/confirmorder', { timeout: 15_000 })
      await page.getByRole('heading', { level: 1, name: 'Děkujeme za vaši objednávku!' }).waitFor()
      const number = ((await page.getByTestId('order-number').textContent()) ?? '').trim()
      await snap(page, 'markets-czk-5-confirmation')

      // The confirmation email: the total in Kč, the VAT line, and the invoice's link.
      const mail = await mailTo(account.email, since, (m) => m.text.includes(number))
      const text = plain(mail.text)
      assert.ok(text.includes(plain(kc(quote.total_cents))), text)
      assert.ok(text.includes(`včetně DPH 21 %: ${plain(kc(quote.vat_cents))}`), text)
      const link = /https?:\/\/\S+\/api\/orders\/\S+\/invoice\.pdf\?key=\S+/.exec(mail.text)?.[0]
      assert.ok(link, 'the email links the invoice')

      // The order page lists the invoice; its PDF holds the number, the 21 % VAT and the total.
      const orders = await apiOk<{ data: Array<{ id: string; number: string }> }>('GET', '/api/orders?page=1', { token: session.token })
      const order = orders.data.find((o) => o.number === number)!
      await page.goto(`/cz/individualorderview/${order.id}`)
      const docs = main.getByRole('region', { name: 'Faktura a dobropisy' })
      const invoiceName = (await docs.getByText(/^Faktura \d{4}-\d{6}$/).textContent())!.replace('Faktura ', '')
      assert.equal(await horizontalOverflow(page, DESKTOP.width), null)
      await snap(page, 'markets-czk-6-order-documents')
      const [download] = await Promise.all([page.waitForEvent('download'), docs.getByRole('button', { name: `Stáhnout PDF: ${invoiceName}` }).click()])
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-')), 'invoice.pdf')
      await download.saveAs(file)
      const pdf = plain(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }))
      assert.ok(pdf.includes(invoiceName), pdf)
      assert.match(pdf, /21 %/)
      // An invoice writes every amount with its haléře: "737,00 Kč".
      const kc2 = (cents: number) => plain(new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK' }).format(cents / 100))
      assert.ok(pdf.includes(kc2(quote.total_cents)), pdf)
      assert.ok(pdf.includes(kc2(quote.vat_cents)), pdf)
      // The email's keyed link opens the same PDF without signing in.
      const keyed = await fetch(link!.replace(/^https?:\/\/[^/]+/, BASE_URL))
      assert.equal(keyed.status, 200)
      assert.equal(keyed.headers.get('content-type'), 'application/pdf')

      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })

  it('phone and desktop: a German shopper ships to Germany and buys in euros with 19 % MwSt. on every screen; the order page and the email agree', async () => {
    const account = fixtureAccount('german')
    const session = await signIn(account)
    await apiOk('DELETE', '/api/cart', { token: session.token })
    const product = await euroProduct(2)

    const { context, page, errors } = await openPage(browser, PHONE, session.storage)
    /** The page on a phone, then the same page on a desktop: both pictures of one step. */
    const snapBoth = async (name: string) => {
      assert.equal(await horizontalOverflow(page, PHONE.width), null, `${name}: nothing wider than the phone`)
      await snap(page, `${name}-phone`)
      await page.setViewportSize(DESKTOP)
      assert.equal(await horizontalOverflow(page, DESKTOP.width), null, `${name}: nothing wider than the desktop`)
      await snap(page, `${name}-desktop`)
      await page.setViewportSize(PHONE)
    }
    try {
      const main = page.getByRole('main')
      // The product page on the German pages: shipped to Germany, its price in euros including VAT.
      await page.goto(`/ge/productdetails/${product.id}`)
      await main.getByRole('heading', { level: 1, name: product.name }).waitFor({ timeout: 15_000 })
      // On a phone the header names the country by its code: "Lieferung nach: DE €".
      await page.getByRole('banner').getByRole('button', { name: /^Lieferung nach: ?(DE|Deutschland)[ ·]*€$/ }).waitFor()
      assert.match(tidy(await page.getByRole('contentinfo').textContent()), /Preise in EUR inklusive MwSt\./)
      const text = tidy(await main.textContent())
      assert.ok(text.includes(plain(euro(product.price_cents))), `the page shows ${euro(product.price_cents)}`)
      assert.ok(text.includes('inkl. MwSt., zzgl. Versand'))
      assert.equal(await horizontalOverflow(page, PHONE.width), null)
      await snap(page, 'markets-eur-1-product-phone')

      // Into the cart with the page's own button; the cart is in euros and says what its total includes.
      await main.getByRole('button', { name: 'In den Warenkorb', exact: true }).click()
      await page.getByRole('banner').getByRole('link', { name: 'Warenkorb, 1 Artikel' }).waitFor({ timeout: 10_000 })
      await page.goto('/ge/cart')
      await main.getByRole('link', { name: product.name }).first().waitFor({ timeout: 10_000 })
      const cart = tidy(await main.textContent())
      assert.ok(cart.includes(plain(euro(product.price_cents))), `the cart shows ${euro(product.price_cents)}: ${cart}`)
      assert.ok(cart.includes('inkl. MwSt., zzgl. Versand'), cart)
      assert.ok(!/\$|Kč/.test(cart), `no dollars or crowns in the cart: ${cart}`)
      await snapBoth('markets-eur-2-cart')

      // Checkout: a new German address typed on the address step.
      await main.getByRole('link', { name: 'Zur Kasse' }).click()
      await main.getByRole('button', { name: `Weiter als ${account.name}` }).click()
      await page.waitForURL((u) => u.pathname === '/ge/shippingaddress')
      const form = main.getByRole('region', { name: 'Neue Adresse' })
      await form.getByLabel('Vorname', { exact: true }).fill('Katharina')
      await form.getByLabel('Nachname', { exact: true }).fill('Schmidt')
      await form.getByLabel('Straße und Hausnummer', { exact: true }).fill('Friedrichstraße 123')
      await form.getByLabel('Ort', { exact: true }).fill('Berlin')
      await form.getByLabel('Postleitzahl', { exact: true }).fill('10117')
      await form.getByLabel('Land', { exact: true }).selectOption('DE')
      await form.getByRole('button', { name: 'Adresse speichern' }).click()
      await main.getByRole('radio', { checked: true }).first().waitFor({ timeout: 10_000 })
      // The saved address's toast has said its word; it leaves before the pictures are taken.
      await mouseAway(page)
      await toast(page, 'Ihre Angaben wurden erfolgreich hinzugefügt').waitFor({ state: 'hidden', timeout: 15_000 })
      await snapBoth('markets-eur-3-address')
      await main.getByRole('button', { name: 'Weiter zur Prüfung' }).click()
      await page.waitForURL((u) => u.pathname === '/ge/revieworder')

      // The review: the total in euros with its 19 % MwSt. line, as the server quotes it for Germany.
      const quote = await apiOk<{ total_cents: number; vat_cents: number; currency: string; vat_rate_bp: number }>('POST', '/api/checkout/quote', {
        token: session.token,
        body: { country: 'DE', coupons: [], lang: 'ge' },
      })
      assert.deepEqual([quote.currency, quote.vat_rate_bp], ['EUR', 1900])
      const totals = page.getByLabel('Summen der Bestellung').first()
      await eventually(async () => {
        const shown = tidy(await totals.textContent())
        assert.ok(shown.includes(plain(euro(quote.total_cents))), shown)
        assert.match(shown, new RegExp(`inkl\\. MwSt\\. 19 % ?${plain(euro(quote.vat_cents)).replace(/[.$]/g, '\\$&')}`), shown)
      })
      assert.ok(tidy(await main.textContent()).includes('Friedrichstraße 123'), 'the review ships to the German address')
      await snapBoth('markets-eur-4-review')
      await main.getByRole('link', { name: 'Weiter zur Zahlung' }).click()

      // Pay with the test card. The place-order button is the payment form's one submit button: its
      // words are being changed ("Zahlungspflichtig bestellen"), so it is not found by them.
      await page.waitForURL((u) => u.pathname === '/ge/paymentpage')
      const payment = page.getByRole('form', { name: 'Zahlung' })
      await fillCard(payment, '4242 4242 4242 4242', 'ge')
      assert.ok(tidy(await payment.textContent()).includes(plain(euro(quote.total_cents))), 'the payment step charges the total in euros')
      await snapBoth('markets-eur-5-payment')
      const place = payment.locator('button[type="submit"]')
      assert.equal(await place.count(), 1)
      assert.equal(await place.isDisabled(), false)
      const since = Date.now()
      await place.click()
      await page.waitForURL((u) => u.pathname === '/ge/confirmorder', { timeout: 15_000 })
      await page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' }).waitFor()
      const number = ((await page.getByTestId('order-number').textContent()) ?? '').trim()
      await snap(page, 'markets-eur-6-confirmation-phone')

      // The confirmation email: the total in euros and the 19 % MwSt. line.
      const mail = await mailTo(account.email, since, (m) => m.text.includes(number))
      const mailText = plain(mail.text)
      assert.ok(mailText.includes(plain(euro(quote.total_cents))), mailText)
      assert.ok(mailText.includes(`inkl. MwSt. 19 %: ${plain(euro(quote.vat_cents))}`), mailText)
      assert.ok(!/\$|Kč/.test(mailText), `no dollars or crowns in the email: ${mailText}`)

      // The order page: the same total and VAT line in euros, and its invoice.
      const orders = await apiOk<{ data: Array<{ id: string; number: string }> }>('GET', '/api/orders?page=1', { token: session.token })
      const order = orders.data.find((o) => o.number === number)!
      await page.goto(`/ge/individualorderview/${order.id}`)
      const docs = main.getByRole('region', { name: 'Rechnung und Gutschriften' })
      await docs.getByText(/^Rechnung \d{4}-\d{6}$/).waitFor({ timeout: 10_000 })
      const orderPage = tidy(await main.textContent())
      assert.ok(orderPage.includes(plain(euro(quote.total_cents))), orderPage)
      assert.ok(orderPage.includes(`inkl. MwSt. 19 %`) && orderPage.includes(plain(euro(quote.vat_cents))), orderPage)
      await snapBoth('markets-eur-7-order')

      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })
})
