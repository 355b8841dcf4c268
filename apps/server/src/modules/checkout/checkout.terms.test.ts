import { CHECKOUT_MESSAGES, TERMS_VERSION, TEST_CARDS, WITHDRAWAL_DAYS, type Order } from '@shop/domain'
import { withdrawalForm } from '@shop/domain/legal-texts/withdrawal-form'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { pdfText } from '../invoices/invoices.testing'
import { testCard } from '../payments/payments.testing'
import { ADDRESS, countOrders, mailsTo, product, shopper, stockOf } from './checkout.testing'

const BERLIN = { ...ADDRESS, street: 'Torstraße 1', city: 'Berlin', state: '', country: 'DE', zip_code: '10119' }

interface OutboxMail {
  to: string
  subject: string
  text: string
  html?: string
  attachments?: Array<{ filename: string; content_type: string; bytes: number; file: string }>
}

/**
 * Decision 043: an order records the terms version the shopper accepted by ordering; one that
 * names other terms than the current ones is refused, writing nothing; the confirmation names the
 * seller, states the right of withdrawal with the model form and attaches the terms as a PDF.
 */
describe.each(testDialects())('terms accepted with an order and the confirmation (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let cream: string

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    cream = await product(ctx, 2490, 1000, 3)
  })
  afterAll(async () => ctx?.close())

  const orderRow = (id: string) => ctx.db.kysely.selectFrom('shop_order').select(['terms_version', 'terms_accepted_at', 'created_at']).where('id', '=', id).executeTakeFirstOrThrow()

  it('names the current terms version in the quote and records it, with the time, on the order', async () => {
    const s = shopper(ctx)
    await s.add(cream)
    const q = await s.quote()
    expect(q.terms_version).toBe(TERMS_VERSION)
    const res = await s.place({ email: 'tereza@example.com', terms_version: q.terms_version, expected_total_cents: q.total_cents, payment: { cash_on_delivery: true } })
    expect(res.statusCode, res.body).toBe(201)
    const order = res.json<Order>()
    expect(order.terms_version).toBe(TERMS_VERSION)
    const row = await orderRow(order.id)
    expect(row).toEqual({ terms_version: TERMS_VERSION, terms_accepted_at: row.created_at, created_at: row.created_at })
    // The order page answers it too.
    const tracked = await s.send('POST', '/api/orders/track', { number: order.number, email: 'tereza@example.com' })
    expect(tracked.json().terms_version).toBe(TERMS_VERSION)
  })

  it('refuses other terms than the current ones with 409 terms_outdated, and no version at all with 400, writing nothing', async () => {
    const s = shopper(ctx)
    await s.add(cream, 2)
    const q = await s.quote()
    const [orders, stock, payments] = [await countOrders(ctx), await stockOf(ctx, cream), await ctx.db.kysely.selectFrom('payment').select('id').execute()]

    const stale = await s.place({ email: 'old@example.com', terms_version: '2020-01-01', expected_total_cents: q.total_cents, payment: { card: testCard(TEST_CARDS.approved) } })
    expect(stale.statusCode, stale.body).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'conflict', reason: 'terms_outdated', errors: [{ path: 'terms_version', message: CHECKOUT_MESSAGES.termsOutdated }] })
    expect(stale.json().detail).toContain(TERMS_VERSION)

    const none = await s.send('POST', '/api/orders', {
      idempotency_key: crypto.randomUUID(),
      email: 'old@example.com',
      shipping_method: 'standard',
      shipping_address: ADDRESS,
      expected_total_cents: q.total_cents,
      payment: { cash_on_delivery: true },
    })
    expect(none.statusCode, none.body).toBe(400)
    expect(none.json()).toMatchObject({ reason: 'validation_failed', errors: [{ path: 'body.terms_version', message: CHECKOUT_MESSAGES.termsVersionRequired }] })

    // No order, no stock taken, no card charged, the cart as it was.
    expect(await countOrders(ctx)).toBe(orders)
    expect(await stockOf(ctx, cream)).toBe(stock)
    expect(await ctx.db.kysely.selectFrom('payment').select('id').execute()).toHaveLength(payments.length)
    expect((await s.send('GET', '/api/cart')).json().item_count).toBe(2)

    // With the version the quote names, the same cart is ordered.
    const ok = await s.place({ email: 'old@example.com', terms_version: (await s.quote()).terms_version, expected_total_cents: q.total_cents, payment: { cash_on_delivery: true } })
    expect(ok.statusCode, ok.body).toBe(201)
  })

  /** Places one line of `cream` in `lang` to `address`, paid by `payment`, and answers the order with its confirmation. */
  async function confirmed(lang: 'cz' | 'ge', address: typeof ADDRESS, email: string, payment: Record<string, unknown>) {
    const s = shopper(ctx)
    await s.add(cream, 2)
    const q = await s.quote({ lang, country: address.country })
    const res = await s.place({ email, lang, shipping_address: address, expected_total_cents: q.total_cents, expected_currency: q.currency, payment })
    expect(res.statusCode, res.body).toBe(201)
    const order = res.json<Order>()
    // The first confirmation of a version renders its PDFs first: allow it a few seconds.
    let mails = await mailsTo(dataDir, email, 1)
    for (let i = 0; i < 40 && !mails.length; i++) mails = await mailsTo(dataDir, email, 1)
    const mail = mails.at(-1) as OutboxMail
    if (process.env.SHOW_MAIL) console.log(mail.text)
    return { order, mail, text: mail.text.replace(/\u00a0/g, ' ') }
  }

  it('confirms a Czech order in Czech: seller with VAT number, goods, payment, withdrawal with the model form, the terms as a PDF', async () => {
    const seller = await ctx.db.kysely.selectFrom('seller_settings').selectAll().executeTakeFirstOrThrow()
    const { order, mail, text } = await confirmed('cz', ADDRESS, 'jana.cz@example.com', { card: testCard(TEST_CARDS.approved) })
    expect(order.currency).toBe('CZK')
    expect(mail.subject).toContain(order.number)
    // The seller's identity from the owner's settings.
    for (const part of [seller.name, seller.vat_number, seller.registration_number, seller.email, seller.phone, seller.street]) expect(text).toContain(part)
    expect(text).toContain(`DIČ: ${seller.vat_number}`)
    // The goods with size, quantity, unit price and line total; the total with VAT, delivery and payment.
    const line = order.lines[0]!
    expect(text).toMatch(new RegExp(`2 × ${line.name} \\(${line.size_label}\\) · .*\\/ks — `))
    expect(text).toMatch(/včetně DPH 21 %/)
    expect(text).toContain('Způsob dopravy: Standardní doprava')
    expect(text).toMatch(/Karta Visa •••• 4242: /)
    // The right of withdrawal: the period, how to withdraw online, and the model form addressed to the seller.
    expect(text).toContain(`Od této smlouvy můžete odstoupit bez udání důvodu do ${WITHDRAWAL_DAYS} dnů.`)
    expect(text).toContain(`Odstoupit online: http://localhost:3000/trackorder?number=${order.number}`)
    const form = withdrawalForm('cz', { name: seller.name, address: '', email: seller.email })
    expect(text).toContain(form.title)
    for (const l of form.lines) expect(text).toContain(l)
    expect(text).toMatch(new RegExp(`Adresát: ${seller.name.replace(/[.&]/g, '\\$&')}, ${seller.street}`))
    // The terms version accepted, attached as a PDF holding the terms' title, the version and the form.
    expect(text).toContain(`obchodní podmínky ve verzi ${TERMS_VERSION}`)
    expect(mail.attachments).toEqual([expect.objectContaining({ filename: `obchodni-podminky-${TERMS_VERSION}.pdf`, content_type: 'application/pdf' })])
    const pdf = readFileSync(mail.attachments![0]!.file)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const pdfWords = pdfText(pdf).replace(/\s+/g, ' ')
    expect(pdfWords).toContain('Obchodní podmínky')
    expect(pdfWords).toContain(`Verze ${TERMS_VERSION}`)
    expect(pdfWords).toContain(form.title)
    expect(pdfWords).toContain(seller.vat_number)
    // The HTML twin carries the same sections.
    expect(mail.html).toContain(form.title)
    expect(mail.html).toContain(seller.vat_number)
  })

  it('confirms a German order in German, attaching the version accepted as stored once for every language', async () => {
    const { order, mail, text } = await confirmed('ge', BERLIN, 'hans.de@example.com', { cash_on_delivery: true })
    expect(order.currency).toBe('EUR')
    expect(text).toContain('Verkäufer:')
    expect(text).toMatch(/USt-IdNr\.: [A-Z]{2}\w+/)
    expect(text).toContain(`Sie können diesen Vertrag binnen ${WITHDRAWAL_DAYS} Tagen ohne Angabe von Gründen widerrufen.`)
    expect(text).toContain('Nachnahme (Zahlung an den Zusteller): ')
    expect(text).toContain('Muster-Widerrufsformular')
    expect(text).toContain('Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*):')
    expect(text).toContain(`Allgemeinen Geschäftsbedingungen in der Fassung ${TERMS_VERSION}`)
    expect(text).toContain(`http://localhost:3000/api/legal/terms.pdf?lang=ge&version=${TERMS_VERSION}`)
    expect(mail.attachments?.map((a) => a.filename)).toEqual([`AGB-${TERMS_VERSION}.pdf`])
    const attached = readFileSync(mail.attachments![0]!.file)
    const pdfWords = pdfText(attached).replace(/\s+/g, ' ')
    expect(pdfWords).toContain('Allgemeine Geschäftsbedingungen')
    expect(pdfWords).toContain(`Fassung ${TERMS_VERSION}`)

    // Rendered once: the version is stored in all four languages, and the mail attached those bytes.
    const stored = await ctx.db.kysely.selectFrom('legal_document').select(['lang', 'pdf']).where('version', '=', TERMS_VERSION).orderBy('lang').execute()
    expect(stored.map((r) => r.lang)).toEqual(['cz', 'en', 'ge', 'sl'])
    expect(Buffer.from(stored.find((r) => r.lang === 'ge')!.pdf).equals(attached)).toBe(true)
    // And the download of the version the order accepted is the very same file.
    const download = await ctx.app.inject({ method: 'GET', url: `/api/legal/terms.pdf?lang=ge&version=${order.terms_version}` })
    expect(download.rawPayload.equals(attached)).toBe(true)
  })
})
