import { LANGUAGES, ORDER_STATUSES, TERMS_VERSION, type Order } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { ORDER_EMAIL_TEXTS } from './orders.email-texts'
import { composeOrderEmail, createOrderNotifier } from './orders.emails'

const ORDER: Order = {
  id: 'ord_aaaaaaaaaaaaaaaa',
  number: 'NL-ABCD2345',
  status: 'confirm_order',
  created_at: '2026-11-21T10:00:00.000Z',
  item_count: 2,
  total_cents: 6500,
  currency: 'USD',
  email: 'jana@example.com',
  lang: 'en',
  lines: [{ product_id: 'prd_1', variant_id: 'var_1', sku: 'LUM-1-50ML', size_label: '50 ml', name: 'Rose & Oat Cream', image: '/x.svg', quantity: 2, unit_price_cents: 4000, line_total_cents: 8000, discount_cents: 1500, net_cents: 6500, vat_rate_bp: 0, vat_cents: 0 }],
  subtotal_cents: 8000,
  discount_cents: 1500,
  coupons: [{ code: 'GET15', amount_cents: 1500 }],
  shipping_method: 'standard',
  shipping_cents: 0,
  shipping_net_cents: 0,
  shipping_vat_rate_bp: 0,
  shipping_vat_cents: 0,
  market: 'world',
  tax_mode: 'none',
  vat_country: '',
  vat_cents: 0,
  vat_breakdown: [{ vat_rate_bp: 0, net_cents: 6500, vat_cents: 0, gross_cents: 6500 }],
  shipping_address: { first_name: '<script>alert(1)</script>', last_name: 'Nováková', street: 'Vinohradská "12"', city: 'Praha', state: '', country: 'Czech Republic', zip_code: '120 00' },
  payment: { wallet_cents: 0, gift_card_cents: 0, card_cents: 6500, cod_cents: 0, transfer_cents: 0, transfer_paid_at: null, card: { brand: 'visa', last4: '4242' }, card_refund_only: false },
  refunded_cents: 0,
  refundable_cents: 0,
  refunds: [],
  events: [
    { status: 'new_order', at: '2026-11-21T10:00:00.000Z', actor: 'system', note: '' },
    { status: 'confirm_order', at: '2026-11-21T11:00:00.000Z', actor: 'staff', note: 'Packed with <b>care</b>' },
  ],
  requests: [],
  cancel_mode: 'request',
  can_return: false,
  return_deadline: null,
  shipment: null,
  terms_version: TERMS_VERSION,
}

describe('order emails', () => {
  it('confirms an order with number, lines, totals, address and a tracking link', () => {
    const mail = composeOrderEmail(ORDER, null, 'https://shop.example/')
    expect(mail.subject).toBe('Lumen & Leaf: we received order NL-ABCD2345')
    expect(mail.text).toContain('Order number: NL-ABCD2345')
    // The size bought is named (decision 029).
    expect(mail.text).toContain('2 × Rose & Oat Cream (50 ml) — $80.00')
    expect(mail.text).toContain('Discount: −$15.00')
    expect(mail.text).toContain('Total: $65.00')
    expect(mail.text).toContain('Vinohradská "12"')
    expect(mail.text).toContain('https://shop.example/trackorder?number=NL-ABCD2345')
    expect(mail.text).not.toContain('A note from our team')
  })

  it("names the address's country in the order's language (addresses store the ISO code)", () => {
    const address = { ...ORDER.shipping_address, country: 'DE' }
    expect(composeOrderEmail({ ...ORDER, shipping_address: address }, null, 'https://shop.example').text).toContain('Germany')
    expect(composeOrderEmail({ ...ORDER, lang: 'cz', shipping_address: address }, null, 'https://shop.example').text).toContain('Německo')
  })

  it('escapes every text from people in the HTML part', () => {
    const mail = composeOrderEmail(ORDER, 'confirm_order', 'https://shop.example')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Nováková')
    expect(mail.html).toContain('Vinohradská &quot;12&quot;')
    expect(mail.html).toContain('Packed with &lt;b&gt;care&lt;/b&gt;')
    expect(mail.html).toContain('Rose &amp; Oat Cream')
    expect(mail.text).toContain('A note from our team: Packed with <b>care</b>')
  })

  it("writes in the order's language with its money format", () => {
    const ge = composeOrderEmail({ ...ORDER, lang: 'ge' }, 'shipped_order', 'https://shop.example')
    expect(ge.subject).toBe('Lumen & Leaf: Bestellung NL-ABCD2345 – Versandt')
    expect(ge.text).toContain('Ihre Bestellung NL-ABCD2345 hat einen neuen Status: Versandt.')
    expect(ge.text.replace(/\s/g, ' ')).toContain('Gesamt: 65,00 $')
    const sl = composeOrderEmail({ ...ORDER, lang: 'sl' }, 'cancelled_order', 'https://shop.example')
    expect(sl.subject).toBe('Lumen & Leaf: naročilo NL-ABCD2345 – Preklicano')
  })

  it('writes a crown order in crowns with its VAT line, and links the invoice when there is one', () => {
    const czk: Order = {
      ...ORDER,
      lang: 'cz',
      currency: 'CZK',
      market: 'cz',
      tax_mode: 'included',
      vat_country: 'CZ',
      lines: [{ ...ORDER.lines[0]!, quantity: 1, unit_price_cents: 44900, line_total_cents: 44900, discount_cents: 0, net_cents: 37107, vat_rate_bp: 2100, vat_cents: 7793 }],
      subtotal_cents: 44900,
      discount_cents: 0,
      coupons: [],
      shipping_cents: 11900,
      shipping_net_cents: 9835,
      shipping_vat_rate_bp: 2100,
      shipping_vat_cents: 2065,
      total_cents: 56800,
      vat_cents: 9858,
      vat_breakdown: [{ vat_rate_bp: 2100, net_cents: 46942, vat_cents: 9858, gross_cents: 56800 }],
    }
    const mail = composeOrderEmail(czk, null, 'https://shop.example')
    const text = mail.text.replace(/\u00a0/g, ' ')
    expect(text).toContain('Celkem: 568 Kč')
    expect(text).toContain('včetně DPH 21 %: 98,58 Kč')
    expect(text).not.toContain('$')
    expect(text).not.toContain('Faktura')
    const withInvoice = composeOrderEmail(czk, null, 'https://shop.example', [], { invoice_url: 'https://shop.example/api/orders/ord_aaaaaaaaaaaaaaaa/invoice.pdf' })
    expect(withInvoice.text).toContain('Faktura (PDF): https://shop.example/api/orders/ord_aaaaaaaaaaaaaaaa/invoice.pdf')
    expect(withInvoice.html).toContain('href="https://shop.example/api/orders/ord_aaaaaaaaaaaaaaaa/invoice.pdf"')
    // A dollar export carries no VAT line.
    expect(composeOrderEmail(ORDER, null, 'https://shop.example').text).not.toContain('VAT')
    const de = composeOrderEmail({ ...czk, lang: 'ge', currency: 'EUR', vat_breakdown: [{ vat_rate_bp: 1900, net_cents: 100, vat_cents: 19, gross_cents: 119 }] }, null, 'https://shop.example')
    expect(de.text.replace(/\u00a0/g, ' ')).toContain('inkl. MwSt. 19 %: 0,19 €')
  })

  it('names every status in every language, each name distinct', () => {
    for (const lang of LANGUAGES) {
      const names = ORDER_STATUSES.map((s) => ORDER_EMAIL_TEXTS[lang].status[s])
      expect(names.every((n) => n.trim().length > 0)).toBe(true)
      expect(new Set(names).size).toBe(ORDER_STATUSES.length)
    }
  })

  const SELLER = {
    name: 'Lumen & <Leaf> s.r.o.',
    street: 'Korunní 2569/108',
    city: 'Praha 10',
    postal_code: '101 00',
    country: 'CZ',
    vat_number: 'CZ12345678',
    registration_number: '12345678',
    email: 'shop@lumenleaf.example',
    phone: '+420 220 000 000',
  }
  const NEW_ORDER: Order = { ...ORDER, status: 'new_order', events: [ORDER.events[0]!] }

  it('confirms a new order in Slovenian with the seller, unit prices, delivery, payment, the terms and the right of withdrawal', () => {
    const mail = composeOrderEmail({ ...NEW_ORDER, lang: 'sl' }, null, 'https://shop.example/', [], {}, { seller: SELLER, terms_file: `splosni-pogoji-${TERMS_VERSION}.pdf` })
    const text = mail.text.replace(/\u00a0/g, ' ')
    expect(text).toContain('2 × Rose & Oat Cream (50 ml) · 40,00 $/kos — 80,00 $')
    expect(text).toContain('Način dostave: Standardna dostava')
    expect(text).toContain('Kartica Visa •••• 4242: 65,00 $')
    expect(text).toContain(`splošne pogoje, različica ${TERMS_VERSION}. Priloženi so temu sporočilu kot PDF (splosni-pogoji-${TERMS_VERSION}.pdf)`)
    expect(text).toContain(`https://shop.example/api/legal/terms.pdf?lang=sl&version=${TERMS_VERSION}`)
    expect(text).toContain('Od te pogodbe lahko odstopite v 14 dneh, ne da bi navedli razlog.')
    expect(text).toContain('Odstop prek spleta: https://shop.example/trackorder?number=NL-ABCD2345')
    expect(text).toContain('Vzorčni obrazec za odstop od pogodbe')
    expect(text).toContain('Naslovnik: Lumen & <Leaf> s.r.o., Korunní 2569/108, 101 00 Praha 10, Češka, shop@lumenleaf.example')
    expect(text).toContain('ID za DDV: CZ12345678')
    // The seller's name came from people too: escaped in the HTML.
    expect(mail.html).toContain('Lumen &amp; &lt;Leaf&gt; s.r.o.')
    expect(mail.html).not.toContain('<Leaf>')
    // Status emails stay short.
    const shipped = composeOrderEmail(ORDER, 'shipped_order', 'https://shop.example', [], {}, { seller: SELLER, terms_file: null })
    expect(shipped.text).not.toContain('Model withdrawal form')
  })

  it('links the terms when their PDF could not be attached, and leaves them out for an order placed before they were recorded', () => {
    const linked = composeOrderEmail(NEW_ORDER, null, 'https://shop.example', [], {}, { seller: SELLER, terms_file: null })
    expect(linked.text).toContain(`By placing your order you accepted our terms and conditions, version ${TERMS_VERSION}, with`)
    expect(linked.text).toContain(`Download them (PDF): https://shop.example/api/legal/terms.pdf?lang=en&version=${TERMS_VERSION}`)
    const older = composeOrderEmail({ ...NEW_ORDER, terms_version: null }, null, 'https://shop.example', [], {}, { seller: SELLER, terms_file: null })
    expect(older.text).not.toContain('terms and conditions')
    expect(older.text).toContain('Your right of withdrawal')
  })

  it('attaches the terms the order accepted; without them the confirmation still goes out, and the failure is logged', async () => {
    const sent: Array<{ attachments?: unknown[]; text: string }> = []
    const errors: unknown[] = []
    const log = { error: (...args: unknown[]) => errors.push(args), warn: () => {} } as never
    const pdf = { filename: `terms-${TERMS_VERSION}.pdf`, content_type: 'application/pdf', content: Buffer.from('%PDF') }
    const asked: string[] = []
    const deps = { db: {} as never, mailer: { send: async (m: (typeof sent)[number]) => void sent.push(m) }, config: { PUBLIC_URL: 'https://shop.example' } as never, log, seller: async () => SELLER }
    await createOrderNotifier({ ...deps, termsOf: async (v, lang) => (asked.push(`${v} ${lang}`), pdf) }).placed(NEW_ORDER)
    expect(asked).toEqual([`${TERMS_VERSION} en`])
    expect(sent[0]!.attachments).toEqual([pdf])
    expect(sent[0]!.text).toContain(`(terms-${TERMS_VERSION}.pdf)`)

    await createOrderNotifier({ ...deps, termsOf: async () => { throw new Error('disk full') } }).placed(NEW_ORDER)
    expect(sent[1]!.attachments).toBeUndefined()
    expect(sent[1]!.text).toContain('Model withdrawal form')
    expect(errors).toHaveLength(1)
  })

  it('logs a failed send instead of throwing it at the caller', async () => {
    const errors: unknown[] = []
    const log = { error: (...args: unknown[]) => errors.push(args), warn: () => {} } as never
    const db = { kysely: { selectFrom: () => { throw new Error('database is gone') } } } as never
    const notifier = createOrderNotifier({ db, mailer: { send: async () => {} }, config: { PUBLIC_URL: 'https://shop.example' } as never, log })
    await expect(notifier.statusChanged('ord_aaaaaaaaaaaaaaaa', 'shipped_order')).resolves.toBeUndefined()
    expect(errors).toHaveLength(1)
  })
})
