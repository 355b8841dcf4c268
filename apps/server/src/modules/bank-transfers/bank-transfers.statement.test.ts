import { describe, expect, it } from 'vitest'
import { creditorReference } from './bank-transfers.qr'
import { parseAmount, parseStatement, referenceIn } from './bank-transfers.statement'
import { camt053 } from './bank-transfers.testing'

describe('reading bank statements', () => {
  it('reads amounts with a dot or a comma, signs and spaces', () => {
    expect(parseAmount('867.00')).toBe(86700)
    expect(parseAmount('1 234,5')).toBe(123450)
    expect(parseAmount('-20')).toBe(-2000)
    expect(parseAmount('12.345')).toBeNull()
    expect(parseAmount('abc')).toBeNull()
  })

  it('finds the variable symbol in an RF reference, "VS:" text or a bare number, without leading zeros', () => {
    expect(referenceIn('RF18539007547034')).toBe('539007547034')
    expect(referenceIn('Platba VS:4711002233 dekuji')).toBe('4711002233')
    expect(referenceIn('/VS/0004711')).toBe('4711')
    expect(referenceIn('0000004711')).toBe('4711')
    expect(referenceIn('order NL-ABCD', '')).toBe('')
  })

  it('reads camt.053 entries: amount, currency, direction, booking date, reference from Strd, EndToEndId or Ustrd, the payer', () => {
    const s = parseStatement(
      camt053([
        { amount: '867.00', ccy: 'CZK', ref: creditorReference('4711002233') },
        { amount: '123.45', ccy: 'EUR', e2e: 'VS4711002234' },
        { amount: '10.00', ccy: 'CZK', credit: false, ustrd: 'fee' },
      ]),
    )
    expect(s.format).toBe('camt.053')
    expect(s.lines.map((l) => [l.line, l.booked_on, l.amount_cents, l.currency, l.credit, l.reference, l.counterparty])).toEqual([
      [1, '2026-12-01', 86700, 'CZK', true, '4711002233', 'Jana Nováková'],
      [2, '2026-12-01', 12345, 'EUR', true, '4711002234', 'Jana Nováková'],
      [3, '2026-12-01', 1000, 'CZK', false, '', 'Jana Nováková'],
    ])
  })

  it('reads CSV with commas or semicolons, and keeps two equal lines two lines (different fingerprints, stable across reads)', () => {
    const csv = 'date;amount;currency;variable_symbol;counterparty\n2026-12-01;867,00;CZK;4711002233;Jana\n2026-12-01;867,00;CZK;4711002233;Jana\n'
    const a = parseStatement(csv)
    const b = parseStatement(csv)
    expect(a.format).toBe('csv')
    expect(a.lines.map((l) => [l.amount_cents, l.currency, l.reference, l.counterparty, l.credit])).toEqual([
      [86700, 'CZK', '4711002233', 'Jana', true],
      [86700, 'CZK', '4711002233', 'Jana', true],
    ])
    expect(a.lines[0]!.fingerprint).not.toBe(a.lines[1]!.fingerprint)
    expect(a.lines.map((l) => l.fingerprint)).toEqual(b.lines.map((l) => l.fingerprint))
  })

  it('refuses what it cannot read with statement_unreadable', () => {
    expect(() => parseStatement('')).toThrow(expect.objectContaining({ reason: 'statement_unreadable' }))
    expect(() => parseStatement('<html><body>hi</body></html>')).toThrow(expect.objectContaining({ reason: 'statement_unreadable' }))
    expect(() => parseStatement('name,email\na,b\n')).toThrow(expect.objectContaining({ reason: 'statement_unreadable' }))
    expect(() => parseStatement('date,amount,currency,reference\n2026-12-01,lots,CZK,1\n')).toThrow(expect.objectContaining({ reason: 'statement_unreadable' }))
  })
})
