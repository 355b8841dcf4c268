import { formatMoney, type OrderDocument, type SellerSettingsAnswer, type VatReport } from '@shop/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, problem, renderAt, signIn } from '../../features/admin/test-utils'
import { OrderDocuments } from '../../features/invoices/components/order-documents'
import { StaffOrderDocuments } from '../../features/invoices/components/staff-order-documents'
import { Component as Settings } from './settings'
import { Component as VatReportPage } from './vat-report'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
})

const SELLER: SellerSettingsAnswer = {
  name: 'Lumen & Leaf s.r.o.',
  street: 'Korunní 2569/108',
  city: 'Praha 10',
  postal_code: '101 00',
  country: 'CZ',
  vat_number: 'CZ12345678',
  registration_number: '12345678',
  iban: 'CZ6508000000192000145399',
  email: 'invoices@lumenleaf.example',
  phone: '+420 220 000 000',
  updated_at: '2026-11-28T00:00:00.000Z',
}

describe('shop settings page', () => {
  it('checks the IBAN and VAT number before sending, then saves the normalised details', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/settings/seller': { body: SELLER },
      'PUT /api/staff/settings/seller': (call) => ({ body: { ...SELLER, ...(call.body as object), updated_at: '2026-11-28T01:00:00.000Z' } }),
    })
    renderAt(<Settings />, { pattern: '/admin/settings', url: '/admin/settings' })
    const iban = await screen.findByLabelText('IBAN', undefined, { timeout: 4000 })
    expect((iban as HTMLInputElement).value).toBe('CZ6508000000192000145399')
    fireEvent.change(iban, { target: { value: 'CZ65 0800 0000 1920 0014 5398' } })
    fireEvent.change(screen.getByLabelText('VAT number'), { target: { value: '123' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('This IBAN is not valid: please check its letters and digits.')).toBeTruthy()
    expect(screen.getByText('A VAT number is the country code and 2 to 13 letters or digits, e.g. CZ12345678.')).toBeTruthy()
    expect(server.called('PUT /api/staff/settings/seller')).toHaveLength(0)

    fireEvent.change(iban, { target: { value: 'cz65 0800 0000 1920 0014 5399' } })
    fireEvent.change(screen.getByLabelText('VAT number'), { target: { value: 'cz 876 543 21' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await waitFor(() => expect(server.called('PUT /api/staff/settings/seller')).toHaveLength(1))
    expect(server.called('PUT /api/staff/settings/seller')[0]!.body).toMatchObject({ iban: 'CZ6508000000192000145399', vat_number: 'CZ87654321', country: 'CZ' })
  })

  it("shows the server's field message when it refuses", async () => {
    signIn()
    fakeServer({
      'GET /api/staff/settings/seller': { body: SELLER },
      'PUT /api/staff/settings/seller': { status: 400, body: problem(400, 'validation_failed', 'Please enter the city', [{ path: 'body.city', message: 'Please enter the city' }]) },
    })
    renderAt(<Settings />, { pattern: '/admin/settings', url: '/admin/settings' })
    fireEvent.click(await screen.findByRole('button', { name: 'Save settings' }, { timeout: 4000 }))
    expect(await screen.findByText('Please enter the city.')).toBeTruthy()
  })
})

/** Crowns as the English page writes them, with every hundredth. */
const czk = (cents: number) => formatMoney(cents, 'en', { currency: 'CZK', wholeUnits: false })

const REPORT: VatReport = {
  year: 2026,
  quarter: 2,
  from: '2026-04-01T00:00:00.000Z',
  to: '2026-07-01T00:00:00.000Z',
  rows: [
    { country: 'CZ', currency: 'CZK', vat_rate_bp: 2100, net_cents: 123553, vat_cents: 25947, invoices: 2, credit_notes: 1 },
    { country: 'DE', currency: 'EUR', vat_rate_bp: 1900, net_cents: 1588, vat_cents: 302, invoices: 1, credit_notes: 0 },
  ],
  totals: [
    { currency: 'CZK', net_cents: 123553, vat_cents: 25947 },
    { currency: 'EUR', net_cents: 1588, vat_cents: 302 },
  ],
}

describe('VAT report page', () => {
  it('shows the chosen quarter per country, currency and rate with totals per currency', async () => {
    signIn()
    const server = fakeServer({ 'GET /api/staff/reports/vat': (call) => ({ body: { ...REPORT, year: Number(call.query.get('year')), quarter: Number(call.query.get('quarter')) } }) })
    renderAt(<VatReportPage />, { pattern: '/admin/vat-report', url: '/admin/vat-report' })
    const table = await screen.findByRole('table', undefined, { timeout: 4000 })
    const rows = within(table).getAllByRole('row')
    expect(rows.map((r) => r.textContent)).toEqual([
      'CountryCurrencyVAT rateNetVATDocuments',
      `Czechia CZCZK21%${czk(123553)}${czk(25947)}2 inv. · 1 cr.`,
      'Germany DEEUR19%€15.88€3.021 inv. · 0 cr.',
      `TotalCZK${czk(123553)}${czk(25947)}`,
      'TotalEUR€15.88€3.02',
    ])
    fireEvent.change(screen.getByLabelText('Quarter'), { target: { value: '1' } })
    await waitFor(() => expect(server.calls.at(-1)!.query.get('quarter')).toBe('1'))
  })

  it('says so when the quarter has no documents', async () => {
    signIn()
    fakeServer({ 'GET /api/staff/reports/vat': { body: { ...REPORT, rows: [], totals: [] } } })
    renderAt(<VatReportPage />, { pattern: '/admin/vat-report', url: '/admin/vat-report' })
    expect(await screen.findByText('No invoices or credit notes were issued in this quarter.', undefined, { timeout: 4000 })).toBeTruthy()
  })
})

describe('order documents', () => {
  const ORDER = 'ord_aaaaaaaaaaaaaaaa'
  const DOCS: OrderDocument[] = [
    { kind: 'invoice', number: '2026-000123', issued_at: '2026-11-28T10:00:00.000Z', currency: 'CZK', amount_cents: 149500, url: `/api/orders/${ORDER}/invoice.pdf` },
    { kind: 'credit_note', number: 'CN-2026-000007', issued_at: '2026-11-29T10:00:00.000Z', currency: 'CZK', amount_cents: 44900, url: `/api/orders/${ORDER}/credit-notes/CN-2026-000007.pdf` },
  ]

  it("lists the shopper's invoice and credit notes with their amounts", async () => {
    signIn()
    fakeServer({ [`GET /api/orders/${ORDER}/documents`]: { body: { documents: DOCS } } })
    renderAt(<OrderDocuments orderId={ORDER} />, { pattern: '/order', url: '/order' })
    expect(await screen.findByText('Invoice 2026-000123', undefined, { timeout: 4000 })).toBeTruthy()
    expect(screen.getByText('Credit note CN-2026-000007')).toBeTruthy()
    expect(screen.getByText((_, el) => el?.tagName === 'P' && !!el.textContent?.endsWith(czk(-44900)))).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Download PDF: 2026-000123' })).toBeTruthy()
  })

  it('lets staff issue the invoice of a paid order that has none', async () => {
    signIn()
    const server = fakeServer({
      [`GET /api/staff/orders/${ORDER}/documents`]: { body: { documents: [] } },
      [`POST /api/staff/orders/${ORDER}/invoice`]: { body: { documents: [DOCS[0]] } },
    })
    renderAt(<StaffOrderDocuments orderId={ORDER} />, { pattern: '/order', url: '/order' })
    fireEvent.click(await screen.findByRole('button', { name: 'Issue the invoice now' }, { timeout: 4000 }))
    expect(await screen.findByText('Invoice 2026-000123')).toBeTruthy()
    expect(server.called(`POST /api/staff/orders/${ORDER}/invoice`)).toHaveLength(1)
  })

  it("names the refusal of an unpaid order's invoice", async () => {
    signIn()
    fakeServer({
      [`GET /api/staff/orders/${ORDER}/documents`]: { body: { documents: [] } },
      [`POST /api/staff/orders/${ORDER}/invoice`]: { status: 409, body: problem(409, 'order_not_paid', 'An invoice is issued once the order is paid') },
    })
    renderAt(<StaffOrderDocuments orderId={ORDER} />, { pattern: '/order', url: '/order' })
    fireEvent.click(await screen.findByRole('button', { name: 'Issue the invoice now' }, { timeout: 4000 }))
    expect(await screen.findByText('An invoice is issued once the order is paid.')).toBeTruthy()
  })
})
