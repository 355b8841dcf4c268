import { TEST_CARDS } from '@shop/domain'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser, type Page } from 'playwright-core'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM helper shared with the journeys' runner (e2e/support.ts imports it the same way)
import { CHROMIUM_ARGS, findChromium } from '../../../../../e2e/chromium.mjs'
import type { Db } from '../../db/database'
import { migrateTestDb, openTestDb } from '../../test/harness'
import { startTestProcessor, type TestProcessor } from './test-processor'

/**
 * The processor's browser side in Debian's Chromium: a shop page on another origin loads the
 * stand-in for Stripe.js, mounts the Payment Element (the processor's iframe), and pays; 3-D
 * Secure opens the processor's page in a modal. Screenshots go to /tmp/P-*.png.
 */

const SHOP_PAGE = (scriptUrl: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Checkout</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#fafaf9} main{max-width:480px;margin:0 auto;background:#fff;padding:20px;border-radius:12px;border:1px solid #e5e7eb} h1{font-size:20px}</style>
<script src="${scriptUrl}"></script></head>
<body><main><h1>Payment</h1><div id="payment-element"></div></main>
<script>
  window.mountCard = function (pk, clientSecret, locale) {
    var stripe = Stripe(pk)
    window.elements = stripe.elements({ clientSecret: clientSecret, locale: locale, appearance: { variables: { colorPrimary: '#166534' } } })
    var el = window.elements.create('payment')
    window.ready = false
    window.lastChange = null
    el.on('ready', function () { window.ready = true })
    el.on('change', function (e) { window.lastChange = e })
    el.mount('#payment-element')
    window.stripe = stripe
  }
  window.mountDeferred = function (pk, amount, currency) {
    var stripe = Stripe(pk)
    window.elements = stripe.elements({ mode: 'payment', amount: amount, currency: currency, locale: 'sl' })
    window.ready = false
    var el = window.elements.create('payment')
    el.on('ready', function () { window.ready = true })
    el.mount(document.getElementById('payment-element'))
    window.stripe = stripe
  }
  window.payDeferred = function (clientSecret) {
    return window.elements.submit().then(function (checked) {
      if (checked.error) return { error: { type: checked.error.type, code: checked.error.code } }
      return window.stripe.confirmPayment({ elements: window.elements, clientSecret: clientSecret, confirmParams: { return_url: location.origin + '/done' }, redirect: 'if_required' })
        .then(function (r) { return r.error ? { error: { type: r.error.type, code: r.error.code } } : { status: r.paymentIntent.status, id: r.paymentIntent.id } })
    })
  }
  window.pay = function () {
    return window.stripe.confirmPayment({ elements: window.elements, confirmParams: { return_url: location.origin + '/done' }, redirect: 'if_required' })
      .then(function (r) { return r.error ? { error: { type: r.error.type, code: r.error.code, decline_code: r.error.decline_code } } : { status: r.paymentIntent.status, id: r.paymentIntent.id } })
  }
</script></body></html>`

describe('the test processor in the browser', () => {
  let db: Db
  let drop: () => Promise<void>
  let processor: TestProcessor
  let stripe: Stripe
  let browser: Browser
  let shop: Server
  let shopUrl: string
  const shopRequests: string[] = []

  beforeAll(async () => {
    ;({ db, drop } = await openTestDb('sqlite'))
    await migrateTestDb(db)
    processor = await startTestProcessor({ db, port: 0 })
    const url = new URL(processor.apiUrl)
    stripe = new Stripe(processor.secretKey, { host: url.hostname, port: url.port, protocol: 'http', telemetry: false })
    // The shop's page on 127.0.0.1, the processor on localhost: two origins, as in production.
    shop = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += String(c)))
      req.on('end', () => {
        shopRequests.push(`${req.method} ${req.url} ${body}`)
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SHOP_PAGE(`${processor.publicUrl}/v3/stripe.js`))
      })
    })
    await new Promise<void>((r) => shop.listen(0, '127.0.0.1', r))
    shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`
    const executablePath = findChromium()
    if (!executablePath) throw new Error('Chromium is missing: apt-get install -y chromium')
    browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS })
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await new Promise<void>((r) => (shop ? shop.close(() => r()) : r()))
    await processor?.close()
    await drop?.()
  })

  async function checkout(viewport: { width: number; height: number }, locale = 'en', amount = 4590) {
    const intent = await stripe.paymentIntents.create({ amount, currency: 'eur', description: 'Lumen & Leaf' })
    const page = await browser.newPage({ viewport })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.goto(shopUrl)
    await page.evaluate(([pk, cs, l]) => (globalThis as any).mountCard(pk, cs, l), [processor.publishableKey, intent.client_secret!, locale] as const)
    await page.waitForFunction(() => (globalThis as any).ready === true)
    const card = page.frameLocator('iframe[title="Secure payment input frame"]')
    return { intent, page, card, errors }
  }

  async function typeCard(card: ReturnType<Page['frameLocator']>, number: string) {
    await card.getByLabel('Card number').fill(number)
    await card.getByLabel('Expiry date').pressSequentially('1234')
    await card.getByLabel('Security code').fill('123')
  }

  const pay = (page: Page) => page.evaluate(() => (globalThis as any).pay()) as Promise<{ status?: string; error?: { type: string; code: string; decline_code?: string } }>

  it('pays with 4242 typed into the processor’s fields; the shop’s page never sees the number', async () => {
    const { page, card, intent, errors } = await checkout({ width: 1280, height: 800 })
    await typeCard(card, '4242 4242 4242 4242')
    await expect.poll(() => page.evaluate(() => (globalThis as any).lastChange?.complete)).toBe(true)
    await page.screenshot({ path: '/tmp/P-card-desktop.png' })
    expect(await pay(page)).toEqual({ status: 'succeeded', id: intent.id })
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded')
    expect(shopRequests.join('\n')).not.toContain(TEST_CARDS.approved)
    // The parent page cannot read the fields: they are another origin's document.
    expect(await page.evaluate(() => (globalThis as any).document.querySelector("iframe").contentDocument)).toBeNull()
    expect(errors).toEqual([])
    await page.close()
  })

  it('refuses incomplete fields with validation errors the shopper can read, in their language', async () => {
    const { page, card } = await checkout({ width: 390, height: 844 }, 'cs')
    await expect(card.getByLabel('Číslo karty').isVisible()).resolves.toBe(true)
    expect(await pay(page)).toEqual({ error: { type: 'validation_error', code: 'incomplete_number' } })
    await expect(card.getByLabel('Číslo karty').getAttribute('aria-invalid')).resolves.toBe('true')
    await expect(card.getByText('Číslo karty není úplné.').isVisible()).resolves.toBe(true)
    await page.screenshot({ path: '/tmp/P-card-phone-cs-invalid.png' })
    await page.evaluate(() => (globalThis as any).elements.update({ locale: 'de' }))
    await expect.poll(() => card.getByLabel('Kartennummer').count()).toBe(1)
    await page.close()
  })

  it('takes the card before the payment exists (deferred mode) and confirms it with the client secret made afterwards', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(shopUrl)
    await page.evaluate((pk) => (globalThis as any).mountDeferred(pk, 2000, 'czk'), processor.publishableKey)
    await page.waitForFunction(() => (globalThis as any).ready === true)
    const card = page.frameLocator('iframe[title="Secure payment input frame"]')
    await expect(card.getByLabel('Številka kartice').isVisible()).resolves.toBe(true)
    expect(await page.evaluate(() => (globalThis as any).elements.submit().then((r: any) => r.error?.code))).toBe('incomplete_number')
    await card.getByLabel('Številka kartice').fill(TEST_CARDS.issuedInNorway)
    await card.getByLabel('Datum veljavnosti').pressSequentially('1234')
    await card.getByLabel('Varnostna koda').fill('1234')
    const intent = await stripe.paymentIntents.create({ amount: 2000, currency: 'czk', capture_method: 'manual' })
    expect(await page.evaluate((cs) => (globalThis as any).payDeferred(cs), intent.client_secret!)).toEqual({ status: 'requires_capture', id: intent.id })
    await page.close()
  })

  it('keeps a language change made before the fields have loaded', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 1500, currency: 'eur' })
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(shopUrl)
    await page.evaluate(([pk, cs]) => {
      ;(globalThis as any).mountCard(pk, cs, 'en')
      ;(globalThis as any).elements.update({ locale: 'ge' })
    }, [processor.publishableKey, intent.client_secret!] as const)
    const card = page.frameLocator('iframe[title="Secure payment input frame"]')
    await expect.poll(() => card.getByLabel('Kartennummer').count()).toBe(1)
    await page.close()
  })

  it('shows the decline of the declined card as a card error', async () => {
    const { page, card } = await checkout({ width: 390, height: 844 })
    await typeCard(card, TEST_CARDS.declined)
    expect(await pay(page)).toEqual({ error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' } })
    await page.close()
  })

  it('asks 3-D Secure in the processor’s modal: Complete pays', async () => {
    const { page, card, intent } = await checkout({ width: 390, height: 844 })
    await page.screenshot({ path: '/tmp/P-card-phone.png' })
    await typeCard(card, TEST_CARDS.threeDSecure)
    const paying = pay(page)
    const challenge = page.frameLocator('iframe[title="3-D Secure"]')
    await challenge.getByRole('heading', { name: '3-D Secure' }).waitFor()
    await expect(challenge.getByText('€45.90').isVisible()).resolves.toBe(true)
    await expect(challenge.getByText('Lumen & Leaf').first().isVisible()).resolves.toBe(true)
    await page.screenshot({ path: '/tmp/P-3ds-phone.png' })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.screenshot({ path: '/tmp/P-3ds-desktop.png' })
    await challenge.getByRole('button', { name: 'Complete' }).click()
    expect(await paying).toEqual({ status: 'succeeded', id: intent.id })
    await expect(page.locator('[data-test-processor="3ds"]').count()).resolves.toBe(0)
    await page.close()
  })

  it('asks 3-D Secure in the processor’s modal: Fail answers an authentication failure and no money moves', async () => {
    const { page, card, intent } = await checkout({ width: 1280, height: 800 })
    await typeCard(card, TEST_CARDS.threeDSecure)
    const paying = pay(page)
    await page.frameLocator('iframe[title="3-D Secure"]').getByRole('button', { name: 'Fail' }).click()
    expect(await paying).toEqual({ error: { type: 'card_error', code: 'payment_intent_authentication_failure' } })
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ status: 'requires_payment_method', amount_received: 0 })
    await page.close()
  })
})
