import { describe, expect, it } from 'vitest'
import { creditNoteNumber, creditRows, invoiceNumber, quarterRange, subtractRows } from './invoices'
import { vatOfGross } from './vat'
import { formatIban, isValidIban, SellerSettingsSchema } from './settings'

describe('document numbers and quarters', () => {
  it('writes the year and a six-digit sequence', () => {
    expect(invoiceNumber(2026, 123)).toBe('2026-000123')
    expect(creditNoteNumber(2026, 7)).toBe('CN-2026-000007')
  })
  it('gives a quarter as a half-open UTC range', () => {
    expect(quarterRange(2026, 1)).toEqual({ from: '2026-01-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' })
    expect(quarterRange(2026, 4)).toEqual({ from: '2026-10-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' })
  })
})

describe('credit note VAT', () => {
  const invoice = [
    { vat_rate_bp: 2100, net_cents: 82645, vat_cents: 17355, gross_cents: 100000 },
    { vat_rate_bp: 1200, net_cents: 44643, vat_cents: 5357, gross_cents: 50000 },
  ]
  it('takes one rate’s VAT inside the refunded amount', () => {
    expect(creditRows(999, [invoice[0]!])).toEqual([{ vat_rate_bp: 2100, net_cents: 999 - vatOfGross(999, 2100), vat_cents: vatOfGross(999, 2100), gross_cents: 999 }])
  })
  it('shares a refund over the rates in proportion, exact to the cent', () => {
    const rows = creditRows(1001, invoice)
    expect(rows.map((r) => r.gross_cents)).toEqual([667, 334])
    expect(rows.reduce((s, r) => s + r.gross_cents, 0)).toBe(1001)
    for (const r of rows) expect(r.net_cents + r.vat_cents).toBe(r.gross_cents)
  })
  it('gives what is left of the invoice exactly when the refund is all of it', () => {
    const first = creditRows(30_001, invoice)
    const left = subtractRows(invoice, first)
    const rest = creditRows(150_000 - 30_001, left)
    expect(rest).toEqual(left)
    expect(first[0]!.vat_cents + rest[0]!.vat_cents).toBe(17355)
    expect(first[1]!.vat_cents + rest[1]!.vat_cents).toBe(5357)
  })
})

describe('seller settings', () => {
  it('checks an IBAN’s digits', () => {
    expect(isValidIban('CZ65 0800 0000 1920 0014 5399')).toBe(true)
    expect(isValidIban('CZ65 0800 0000 1920 0014 5398')).toBe(false)
    expect(isValidIban('DE89370400440532013000')).toBe(true)
    expect(isValidIban('hello')).toBe(false)
    expect(formatIban('cz6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399')
  })
  it('normalises the VAT number, country and IBAN', () => {
    const parsed = SellerSettingsSchema.parse({
      name: 'A',
      street: 'B 1',
      city: 'C',
      postal_code: '1',
      country: 'si',
      vat_number: 'si 1234-5678',
      registration_number: '1',
      iban: 'si56 1910 0000 0123 438',
      email: 'a@example.com',
      phone: '+386 1 000 000',
    })
    expect(parsed).toMatchObject({ country: 'SI', vat_number: 'SI12345678', iban: 'SI56191000000123438' })
  })
})
