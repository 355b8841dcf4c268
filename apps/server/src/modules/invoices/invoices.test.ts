import { formatMoney, formatVatRate, invoiceNumber, vatOfGross } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { forceStatus, placeFixtureOrder, signUp, signUpStaff, someProducts, type Account } from '../orders/orders.testing'
import { caller } from '../staff/staff.testing'
import { DOCUMENT_TRACK_LIMITS } from './invoices.routes'
import { invoicesAt, makeVatOrder, pdfText, spaced } from './invoices.testing'

const MAY = () => new Date('2026-05-10T10:00:00.000Z')
const DELIVERED = '2026-05-09T08:00:00.000Z'

describe.each(testDialects())('invoices and credit notes (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let alice: Account
  let bob: Account
  let staff: Account
  let products: string[]
  let call: ReturnType<typeof caller>
  let invoices: ReturnType<typeof invoicesAt>

  /** A cash-on-delivery order, delivered (so paid) unless told otherwise; CZK with 21 % VAT unless told otherwise. */
  async function paidOrder(opts: { user?: Account; lang?: 'en' | 'cz' | 'sl' | 'ge'; delivered?: boolean; vat?: Parameters<typeof makeVatOrder>[2]; quantity?: number; guestEmail?: string } = {}) {
    const placed = await placeFixtureOrder(ctx, {
      user: opts.user,
      email: opts.guestEmail,
      lang: opts.lang ?? 'cz',
      lines: [
        { product_id: products[0]!, quantity: opts.quantity ?? 1 },
        { product_id: products[1]!, quantity: 2 },
      ],
    })
    // Every fixture order pays for its shipping (a line of its own on the invoice).
    const taxed = await makeVatOrder(ctx, placed.id, { shipping_cents: 499, ...(opts.vat ?? { currency: 'CZK', country: 'CZ', rate_bp: 2100 }) })
    if (opts.delivered !== false) await forceStatus(ctx, placed.id, 'delivered_order', { delivered_at: DELIVERED })
    return { ...placed, ...taxed }
  }

  const seqs = async (kind: 'invoice' | 'credit_note') => {
    const rows = await ctx.db.kysely.selectFrom(kind).select(['year', 'seq', 'number']).orderBy('seq').execute()
    return rows
  }

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir, ORDER_EMAIL_BURST_SECONDS: 0 } })
    alice = await signUp(ctx, dataDir, 'Alice')
    bob = await signUp(ctx, dataDir, 'Bob')
    staff = await signUpStaff(ctx, dataDir, 'Owner')
    products = await someProducts(ctx, 2)
    // Enough stock for every fixture order below.
    await ctx.db.kysely.updateTable('product_variant').set({ stock: 100_000 }).where('product_id', 'in', products).execute()
    await ctx.db.kysely.updateTable('product').set({ stock: 100_000 }).where('id', 'in', products).execute()
    call = caller(ctx)
    invoices = invoicesAt(ctx, MAY)
  })
  afterAll(async () => ctx?.close())

  it('numbers 50 invoices issued at once without a gap or a repeat, each order once even when asked twice', async () => {
    const orders = []
    for (let i = 0; i < 50; i++) orders.push(await paidOrder())
    const issued = await Promise.all(orders.flatMap((o) => [invoices.issueForOrder(o.id), invoices.issueForOrder(o.id)]))
    const byOrder = new Map<string, string>()
    for (const inv of issued) {
      if (byOrder.has(inv.order_id)) expect(byOrder.get(inv.order_id)).toBe(inv.number)
      byOrder.set(inv.order_id, inv.number)
    }
    expect(byOrder.size).toBe(50)
    const rows = await seqs('invoice')
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    expect(rows.map((r) => r.number)).toEqual(rows.map((r) => invoiceNumber(2026, r.seq!)))
    expect(rows[0]!.number).toBe('2026-000001')
    const seq = await ctx.db.kysely.selectFrom('document_sequence').selectAll().where('kind', '=', 'invoice').execute()
    expect(seq).toEqual([{ kind: 'invoice', year: 2026, next_seq: 51 }])
  })

  it('sums the stored line figures: lines, shipping, VAT per rate and the total agree with the order to the cent', async () => {
    const o = await paidOrder({ quantity: 3 })
    const inv = await invoices.issueForOrder(o.id)
    expect(inv.currency).toBe('CZK')
    expect(inv.total_cents).toBe(o.total_cents)
    expect(inv.vat_cents).toBe(o.vat_cents)
    expect(inv.vat_rows).toEqual([{ vat_rate_bp: 2100, net_cents: o.total_cents - o.vat_cents, vat_cents: o.vat_cents, gross_cents: o.total_cents }])
    expect(inv.lines.map((l) => l.kind)).toEqual(['item', 'item', 'shipping'])
    expect(inv.lines.reduce((s, l) => s + l.vat_cents, 0)).toBe(o.vat_cents)
    for (const l of inv.lines) expect(l.vat_cents).toBe(vatOfGross(l.gross_cents, 2100))
    expect(inv.payment).toEqual([{ method: 'cod', amount_cents: o.total_cents, detail: '' }])
    expect(inv.supplied_at).toBe(DELIVERED)
    expect(inv.seller).toMatchObject({ name: 'Lumen & Leaf s.r.o.', vat_number: 'CZ12345678', registration_number: '12345678' })
    expect(inv.buyer).toMatchObject({ name: 'Jana Nováková <b>', city: 'Praha', email: 'guest@example.com' })
  })

  it('numbers an invoice a crash left waiting (written, no number) with the next issue, oldest first; until then it is not shown', async () => {
    const stranded = await paidOrder({ user: alice })
    const later = await paidOrder()
    // What a process killed between writing the invoice and numbering it leaves behind.
    const template = await invoices.issueForOrder((await paidOrder()).id)
    const row = await ctx.db.kysely.selectFrom('invoice').selectAll().where('id', '=', template.id).executeTakeFirstOrThrow()
    await ctx.db.kysely
      .insertInto('invoice')
      .values({ ...row, id: 'inv_stranded000000', order_id: stranded.id, order_number: stranded.number, number: null, year: null, seq: null, issued_at: null, created_at: '2026-05-01T00:00:00.000Z' })
      .execute()
    expect((await call('GET', `/api/orders/${stranded.id}/documents`, alice.token)).json()).toEqual({ documents: [] })
    expect((await call('GET', `/api/orders/${stranded.id}/invoice.pdf`, alice.token)).statusCode).toBe(404)
    const next = await invoices.issueForOrder(later.id)
    const numbered = await invoices.invoiceOf(stranded.id)
    expect(numbered?.number).toBe(invoiceNumber(2026, Number(template.number.slice(5)) + 1))
    expect(next.number).toBe(invoiceNumber(2026, Number(template.number.slice(5)) + 2))
    expect((await call('GET', `/api/orders/${stranded.id}/documents`, alice.token)).json().documents).toHaveLength(1)
  })

  it('refuses an unpaid order (cash on delivery not yet delivered) and takes no number for it', async () => {
    const before = (await seqs('invoice')).length
    const o = await paidOrder({ delivered: false })
    await expect(invoices.issueForOrder(o.id)).rejects.toMatchObject({ reason: 'order_not_paid' })
    const next = await invoices.issueForOrder((await paidOrder()).id)
    expect(next.number).toBe(invoiceNumber(2026, before + 1))
    await expect(invoices.issueForOrder('ord_0000000000000000')).rejects.toMatchObject({ reason: 'order_not_found' })
  })

  it('numbers 50 credit notes at once without a gap; a refund key gets one credit note; more than is left is refused', async () => {
    const orders = []
    for (let i = 0; i < 25; i++) orders.push(await paidOrder())
    await Promise.all(orders.map((o) => invoices.issueForOrder(o.id)))
    const notes = await Promise.all(
      orders.flatMap((o) => [
        invoices.creditForRefund({ order_id: o.id, key: `refund:${o.id}:a`, amount_cents: 100, reason: 'return' }),
        invoices.creditForRefund({ order_id: o.id, key: `refund:${o.id}:b`, amount_cents: 200, reason: 'return' }),
        invoices.creditForRefund({ order_id: o.id, key: `refund:${o.id}:b`, amount_cents: 200, reason: 'return' }),
      ]),
    )
    expect(new Set(notes.map((n) => n.number)).size).toBe(50)
    const rows = await seqs('credit_note')
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    expect(rows[0]!.number).toBe('CN-2026-000001')
    const first = orders[0]!
    await expect(invoices.creditForRefund({ order_id: first.id, key: 'too-much', amount_cents: first.total_cents - 299, reason: 'x' })).rejects.toMatchObject({
      reason: 'credit_exceeds_invoice',
    })
    await expect(invoices.creditForRefund({ order_id: first.id, key: 'zero', amount_cents: 0, reason: 'x' })).rejects.toMatchObject({ reason: 'validation_failed' })
    const rest = await invoices.creditForRefund({ order_id: first.id, key: 'rest', amount_cents: first.total_cents - 300, reason: 'x' })
    expect(rest.number).toBe('CN-2026-000051')
  })

  it("gives a partial refund the VAT inside it at the invoice's rate, and a full refund exactly the invoice's figures", async () => {
    const o = await paidOrder({ quantity: 2 })
    const inv = await invoices.issueForOrder(o.id)
    const amount = Math.floor(inv.total_cents / 3)
    const part = await invoices.creditForRefund({ order_id: o.id, key: `p:${o.id}`, amount_cents: amount, reason: 'return' })
    expect(part.vat_rows).toEqual([{ vat_rate_bp: 2100, net_cents: amount - vatOfGross(amount, 2100), vat_cents: vatOfGross(amount, 2100), gross_cents: amount }])
    expect(part.invoice_number).toBe(inv.number)
    const rest = await invoices.creditForRefund({ order_id: o.id, key: `r:${o.id}`, amount_cents: inv.total_cents - amount, reason: 'cancel' })
    expect(part.vat_cents + rest.vat_cents).toBe(inv.vat_cents)
    expect(part.net_cents + rest.net_cents).toBe(inv.net_cents)
  })

  it('prints the invoice in Czech for a Czech order: number, VAT breakdown, total, seller and buyer with their letters', async () => {
    const o = await paidOrder({ user: alice })
    const inv = await invoices.issueForOrder(o.id)
    const res = await call('GET', `/api/orders/${o.id}/invoice.pdf`, alice.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const text = pdfText(res.rawPayload)
    const money = (c: number) => spaced(formatMoney(c, 'cz', { currency: 'CZK', wholeUnits: false }))
    expect(text).toContain('Faktura – daňový doklad')
    expect(text).toContain(inv.number)
    expect(text).toContain('Rekapitulace DPH')
    expect(text).toContain(spaced(formatVatRate(2100, 'cz')))
    expect(text).toMatch(new RegExp(`Celkem k úhradě\\s+${money(inv.total_cents)}`))
    expect(text).toContain(`DPH celkem`)
    expect(text).toContain(money(inv.vat_cents))
    expect(text).toContain(money(inv.net_cents))
    expect(text).toContain('Lumen & Leaf s.r.o.')
    expect(text).toContain('DIČ: CZ12345678')
    expect(text).toContain('IBAN: CZ65 0800 0000 1920 0014 5399')
    expect(text).toContain('Jana Nováková')
    expect(text).toContain('Dobírkou')
    expect(text).toContain('Datum zdanitelného plnění')
    expect(text).toContain('CZK')
  })

  it('prints a German invoice with ü and ß, and a credit note that refers to its invoice', async () => {
    const o = await paidOrder({ user: alice, lang: 'ge', vat: { currency: 'EUR', country: 'DE', rate_bp: 1900, market: 'de-at' } })
    const inv = await invoices.issueForOrder(o.id)
    const note = await invoices.creditForRefund({ order_id: o.id, key: `ge:${o.id}`, amount_cents: 1000, reason: 'Rückgabe: Größe' })
    const text = pdfText((await call('GET', `/api/orders/${o.id}/invoice.pdf`, alice.token)).rawPayload)
    expect(text).toContain(`Rechnung ${inv.number}`)
    expect(text).toContain('19 %')
    expect(text).toContain('Verkäufer')
    const res = await call('GET', `/api/orders/${o.id}/credit-notes/${note.number}.pdf`, alice.token)
    expect(res.statusCode, res.body).toBe(200)
    const cn = pdfText(res.rawPayload)
    expect(cn).toContain(`Gutschrift ${note.number}`)
    expect(cn).toContain(`Bezieht sich auf Rechnung ${inv.number}`)
    expect(cn).toContain('Rückgabe: Größe')
    expect(cn).toContain(spaced(formatMoney(-1000, 'ge', { currency: 'EUR', wholeUnits: false })))
  })

  it('opens documents to the order page’s owner only; a key link opens them for guests; tracking hands out keyed links', async () => {
    const mine = await paidOrder({ user: alice })
    const guest = await paidOrder({ guestEmail: 'Guest.Buyer@example.com' })
    const url = `/api/orders/${mine.id}/invoice.pdf`
    expect((await call('GET', url, alice.token)).json()).toMatchObject({ reason: 'document_not_found' })
    expect((await call('GET', url, alice.token)).statusCode).toBe(404)
    expect((await call('GET', `/api/orders/${mine.id}/documents`, alice.token)).json()).toEqual({ documents: [] })
    await invoices.issueForOrder(mine.id)
    await invoices.issueForOrder(guest.id)
    expect((await call('GET', url, alice.token)).statusCode).toBe(200)
    expect((await call('GET', url, bob.token)).json()).toMatchObject({ reason: 'order_not_found' })
    expect((await call('GET', url, bob.token)).statusCode).toBe(404)
    expect((await call('GET', url)).statusCode).toBe(401)
    expect((await call('GET', `/api/orders/${guest.id}/invoice.pdf`, alice.token)).statusCode).toBe(404)
    expect((await call('GET', `${url}?key=wrong`)).statusCode).toBe(404)
    const list = (await call('GET', `/api/orders/${mine.id}/documents`, alice.token)).json()
    expect(list.documents).toEqual([expect.objectContaining({ kind: 'invoice', currency: 'CZK', amount_cents: mine.total_cents, url })])

    const tracked = await call('POST', '/api/orders/documents/track', undefined, { number: guest.number.toLowerCase(), email: 'guest.buyer@EXAMPLE.com' })
    expect(tracked.statusCode, tracked.body).toBe(200)
    const link: string = tracked.json().documents[0].url
    expect(link).toMatch(new RegExp(`^/api/orders/${guest.id}/invoice\\.pdf\\?key=[\\w-]{32}$`))
    const byLink = await call('GET', link)
    expect(byLink.statusCode).toBe(200)
    expect(byLink.headers['content-type']).toBe('application/pdf')
    const key = link.split('key=')[1]!
    expect((await call('GET', `/api/orders/${mine.id}/invoice.pdf?key=${key}`)).statusCode).toBe(404)
    expect((await call('POST', '/api/orders/documents/track', undefined, { number: guest.number, email: 'other@example.com' })).statusCode).toBe(404)
    expect((await call('GET', `/api/orders/${mine.id}/credit-notes/CN-2026-999999.pdf`, alice.token)).json()).toMatchObject({ reason: 'document_not_found' })
    expect((await call('GET', `/api/orders/${mine.id}/credit-notes/nonsense.pdf`, alice.token)).statusCode).toBe(400)
  })

  it("shares order tracking's guessing budget: guesses at a number through either route count together", async () => {
    const o = await paidOrder({ guestEmail: 'budget@example.com' })
    const guess = (url: string, i: number) =>
      ctx.app.inject({ method: 'POST', url, remoteAddress: `10.77.0.${i + 1}`, payload: { number: o.number, email: `guess${i}@example.com` } })
    const half = DOCUMENT_TRACK_LIMITS.trackNumber.limit / 2
    for (let i = 0; i < half; i++) expect((await guess('/api/orders/track', i)).statusCode).toBe(404)
    for (let i = half; i < 2 * half; i++) expect((await guess('/api/orders/documents/track', i)).statusCode).toBe(404)
    expect((await guess('/api/orders/track', 50)).statusCode).toBe(429)
    expect((await guess('/api/orders/documents/track', 51)).statusCode).toBe(429)
  })

  it('gives the confirmation email an absolute invoice link that opens without signing in', async () => {
    const o = await paidOrder({ user: alice })
    await invoices.issueForOrder(o.id)
    const link = await invoices.invoiceUrl('https://shop.example/', o.id)
    expect(link).toMatch(new RegExp(`^https://shop\\.example/api/orders/${o.id}/invoice\\.pdf\\?key=`))
    expect((await call('GET', link.replace('https://shop.example', ''))).statusCode).toBe(200)
  })

  it('lets staff list, issue and download documents; shoppers 403 and guests 401 before anything else', async () => {
    const o = await paidOrder()
    const base = `/api/staff/orders/${o.id}`
    for (const [method, url] of [['GET', `${base}/documents`], ['POST', `${base}/invoice`], ['GET', `${base}/invoice.pdf`], ['GET', `${base}/credit-notes/CN-2026-000001.pdf`], ['GET', '/api/staff/reports/vat?year=2026&quarter=2'], ['GET', '/api/staff/reports/vat.csv?year=2026&quarter=2'], ['GET', '/api/staff/settings/seller']] as const) {
      expect((await call(method, url, alice.token)).statusCode, url).toBe(403)
      expect((await call(method, url)).statusCode, url).toBe(401)
    }
    expect((await call('GET', `${base}/invoice.pdf`, staff.token)).statusCode).toBe(404)
    const issued = await call('POST', `${base}/invoice`, staff.token)
    expect(issued.statusCode, issued.body).toBe(200)
    expect(issued.json().documents[0]).toMatchObject({ kind: 'invoice', url: `${base}/invoice.pdf` })
    expect((await call('POST', `${base}/invoice`, staff.token)).json()).toEqual(issued.json())
    expect((await call('GET', `${base}/invoice.pdf`, staff.token)).statusCode).toBe(200)
    const unpaid = await paidOrder({ delivered: false })
    expect((await call('POST', `/api/staff/orders/${unpaid.id}/invoice`, staff.token)).json()).toMatchObject({ reason: 'order_not_paid' })
    expect((await call('POST', '/api/staff/orders/ord_0000000000000000/invoice', staff.token)).statusCode).toBe(404)
  })
})
