import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import {
  ADDRESS,
  apiOk,
  buyableProducts,
  DESKTOP,
  eventually,
  fixtureAccount,
  horizontalOverflow,
  launch,
  mailTo,
  openPage,
  PHONE,
  SCREENSHOT_DIR,
  snap,
  uniqueEmail,
  unexpectedErrors,
} from '../support'
import { signInElsewhere } from '../support-staff'

/**
 * Issue 19, decision 043, in a browser: right before the order button a Czech shopper (desktop)
 * and a German one (phone) read the total with VAT and shipping, when it arrives, and the terms
 * they accept by version, with the withdrawal and privacy policies beside them; the button says the
 * order obliges to pay in their language; the legal pages open beside the form. The confirmation
 * email names the seller with the VAT number, states the right of withdrawal with the model form,
 * and carries the terms of the version accepted as a PDF.
 */

let browser: Browser
let seller: { name: string; vat_number: string; street: string }
before(async () => {
  browser = await launch()
  const staff = await signInElsewhere(fixtureAccount('staff'))
  seller = await apiOk('GET', '/api/staff/settings/seller', { token: staff.token })
})
after(async () => {
  await browser?.close()
})

const plain = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ')
const tidy = (text: string | null) => plain(text).replace(/\s+/g, ' ')

interface Quote {
  total_cents: number
  currency: string
  terms_version: string
  shipping_method: string
  shipping_options: Array<{ code: string; delivery_days: string }>
}

const SHOPPERS = {
  cz: {
    viewport: DESKTOP,
    address: ADDRESS,
    currency: 'CZK',
    money: (cents: number) => new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: cents % 100 ? 2 : 0 }).format(cents / 100),
    form: 'Platba',
    cod: 'Dobírka',
    button: 'Objednat s povinností platby',
    total: 'Celkem včetně DPH a dopravy',
    delivery: (days: string) => `Standardní doprava: doručení do ${days} pracovních dnů`,
    links: { 'obchodními podmínkami': '/cz/t&c', 'poučením o odstoupení od smlouvy': '/cz/returnpolicy', 'zásadami ochrany osobních údajů': '/cz/privacy&policy' },
    version: (v: string) => `(verze ${v})`,
    termsHeading: 'Obchodní podmínky',
    thanks: 'Děkujeme za vaši objednávku!',
    mail: {
      seller: 'Prodávající:',
      vat: 'DIČ:',
      withdrawal: 'Od této smlouvy můžete odstoupit bez udání důvodu do 14 dnů.',
      form: ['Vzorový formulář pro odstoupení od smlouvy', 'Oznamuji/oznamujeme (*), že tímto odstupuji/odstupujeme (*) od smlouvy o nákupu tohoto zboží (*)/o poskytnutí těchto služeb (*):', 'Adresát: '],
      file: (v: string) => `obchodni-podminky-${v}.pdf`,
      pdf: (v: string) => [`Obchodní podmínky`, `Verze ${v}`, 'Vzorový formulář pro odstoupení od smlouvy'],
    },
  },
  ge: {
    viewport: PHONE,
    address: { ...ADDRESS, street: 'Torstraße 1', city: 'Berlin', country: 'DE', zip_code: '10119' },
    currency: 'EUR',
    money: (cents: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100),
    form: 'Zahlung',
    cod: 'Nachnahme',
    button: 'Zahlungspflichtig bestellen',
    total: 'Gesamtbetrag inkl. MwSt. und Versand',
    delivery: (days: string) => `Standardversand: Lieferung in ${days} Werktagen`,
    links: { AGB: '/ge/t&c', Widerrufsbelehrung: '/ge/returnpolicy', Datenschutzerklärung: '/ge/privacy&policy' },
    version: (v: string) => `(Fassung ${v})`,
    termsHeading: 'Allgemeine Geschäftsbedingungen',
    thanks: 'Vielen Dank für Ihre Bestellung!',
    mail: {
      seller: 'Verkäufer:',
      vat: 'USt-IdNr.:',
      withdrawal: 'Sie können diesen Vertrag binnen 14 Tagen ohne Angabe von Gründen widerrufen.',
      form: ['Muster-Widerrufsformular', 'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*):', 'An: '],
      file: (v: string) => `AGB-${v}.pdf`,
      pdf: (v: string) => ['Allgemeine Geschäftsbedingungen', `Fassung ${v}`, 'Muster-Widerrufsformular'],
    },
  },
} as const

/** The checkout so far, as the earlier steps leave it in this tab (their journeys walk them): a guest's email and address. */
async function checkoutReady(context: BrowserContext, email: string, address: (typeof SHOPPERS)[keyof typeof SHOPPERS]['address'], currency: string): Promise<void> {
  const state = { email, address, address_id: null, country: null, shipping_method: 'standard', coupons: [], attempt_key: null, placed: null, seen_currency: currency }
  await context.addInitScript((s) => {
    // The shop's own page only: the processor's card frame (another origin, sandboxed) has no storage.
    if (window !== window.top) return
    if (!sessionStorage.getItem('checkout')) sessionStorage.setItem('checkout', s)
  }, JSON.stringify(state))
}

/** The bottom of the payment form, as a picture of its own: what is read right before the button. */
async function shotOfBottom(page: Page, name: string): Promise<void> {
  const box = page.getByTestId('order-commitment').locator('..')
  await box.scrollIntoViewIfNeeded()
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await box.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) })
}

/** The email's HTML as a reader's mail program shows it. */
async function shotOfMail(html: string, viewport: { width: number; height: number }, name: string): Promise<void> {
  const context = await browser.newContext({ viewport })
  try {
    const page = await context.newPage()
    await page.setContent(html)
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
  } finally {
    await context.close()
  }
}

describe('checkout: the order button, the terms accepted and the confirmation', () => {
  for (const lang of ['cz', 'ge'] as const) {
    const s = SHOPPERS[lang]
    it(`${lang === 'cz' ? 'desktop' : 'phone'} (${lang}): total, delivery and terms before "${s.button}"; the email holds seller, withdrawal, form and the terms PDF`, async () => {
      const [product] = await buyableProducts({ min: 1500, max: 4000, count: 1, skip: lang === 'cz' ? 2 : 3 })
      const email = uniqueEmail(`terms-${lang}`)
      const { context, page, errors } = await openPage(browser, s.viewport)
      try {
        await context.request.post('/api/cart', { data: { product_id: product!.id, quantity: 1 } })
        await checkoutReady(context, email, s.address, s.currency)
        const quote = (await (await context.request.post('/api/checkout/quote', { data: { country: s.address.country, coupons: [], lang } })).json()) as Quote
        assert.equal(quote.currency, s.currency)
        const days = quote.shipping_options.find((o) => o.code === quote.shipping_method)!.delivery_days

        await page.goto(`/${lang}/paymentpage`)
        const form = page.getByRole('form', { name: s.form })
        await form.waitFor({ timeout: 15_000 })
        // Right before the button: the total with VAT and shipping in the market's currency, and when it arrives.
        const commitment = form.getByTestId('order-commitment')
        await eventually(async () => assert.equal(plain(await commitment.getByTestId('commit-total').textContent()), plain(s.money(quote.total_cents))))
        assert.ok(tidy(await commitment.textContent()).includes(s.total))
        assert.equal(tidy(await commitment.getByTestId('commit-delivery').textContent()), s.delivery(days))
        // The terms accepted, by version, with the withdrawal and privacy policies beside them.
        const notice = form.getByTestId('terms-notice')
        assert.ok(tidy(await notice.textContent()).includes(s.version(quote.terms_version)))
        for (const [words, href] of Object.entries(s.links)) {
          const link = notice.getByRole('link', { name: new RegExp(`^${words} \\(`) })
          assert.equal(await link.getAttribute('href'), href)
          assert.equal(await link.getAttribute('target'), '_blank')
        }
        assert.equal(await notice.getByRole('link').last().getAttribute('href'), `/api/legal/terms.pdf?lang=${lang}&version=${quote.terms_version}`)
        // The button says that ordering obliges to pay.
        const button = form.getByRole('button', { name: s.button })
        await button.waitFor()
        assert.equal(await horizontalOverflow(page, s.viewport.width), null)
        await form.getByRole('radio', { name: new RegExp(s.cod) }).check()
        await snap(page, `checkout-terms-${lang}-1-payment`)
        await shotOfBottom(page, `checkout-terms-${lang}-2-before-the-button`)

        // The terms open beside the form, which stays as it was.
        const [terms] = await Promise.all([context.waitForEvent('page'), notice.getByRole('link', { name: new RegExp(`^${Object.keys(s.links)[0]} \\(`) }).click()])
        await terms.getByRole('heading', { level: 1, name: s.termsHeading }).waitFor({ timeout: 15_000 })
        await terms.close()
        assert.equal(await form.getByRole('radio', { name: new RegExp(s.cod) }).isChecked(), true)

        const since = Date.now()
        await button.click()
        await page.waitForURL((u) => u.pathname === `/${lang}/confirmorder`, { timeout: 15_000 })
        await page.getByRole('heading', { level: 1, name: s.thanks }).waitFor()
        const number = ((await page.getByTestId('order-number').textContent()) ?? '').trim()

        // The confirmation: seller with VAT number, the right of withdrawal and the model form, the terms as a PDF.
        const mail = await mailTo(email, since, (m) => m.text.includes(number), 30_000)
        const text = plain(mail.text)
        for (const part of [s.mail.seller, seller.name, `${s.mail.vat} ${seller.vat_number}`, s.mail.withdrawal, ...s.mail.form, s.mail.file(quote.terms_version)]) assert.ok(text.includes(part), `the email says "${part}":\n${text}`)
        assert.ok(text.includes(`${s.mail.form[2]}${seller.name}, ${seller.street}`), 'the form is addressed to the seller')
        const [attachment, ...others] = mail.attachments ?? []
        assert.deepEqual(others, [])
        assert.deepEqual([attachment?.filename, attachment?.content_type], [s.mail.file(quote.terms_version), 'application/pdf'])
        const pdf = tidy(execFileSync('pdftotext', ['-layout', attachment!.file, '-'], { encoding: 'utf8' }))
        for (const part of s.mail.pdf(quote.terms_version)) assert.ok(pdf.includes(part), `the PDF holds "${part}"`)
        assert.ok(mail.html, 'the email has an HTML part')
        await shotOfMail(mail.html!, s.viewport, `checkout-terms-${lang}-3-email`)

        assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
      } finally {
        await context.close()
      }
    })
  }
})
