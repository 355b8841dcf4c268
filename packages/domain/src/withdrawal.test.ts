import { describe, expect, it } from 'vitest'
import { lineAmount, remainingLines, splitRefund, withdrawalAmounts, withdrawalIssues, type WithdrawableLine } from './withdrawal'
import { withdrawalDeadline, withinWithdrawalPeriod } from './withdrawal-period'

const line = (over: Partial<WithdrawableLine> = {}): WithdrawableLine => ({
  line_id: 'var_a',
  quantity: 3,
  withdrawn: 0,
  pending: 0,
  net_cents: 66_719,
  vat_cents: 14_011,
  vat_rate_bp: 2100,
  ...over,
})
const SHIPPING = { net_cents: 7_355, vat_cents: 1_545, vat_rate_bp: 2100 }

describe('withdrawal period', () => {
  it('ends with the 14th day after the day of delivery, on the shop’s clock (Prague), in winter and summer', () => {
    // 1 November, 01:00 in Prague (UTC+1): the period ends at the end of 15 November there.
    expect(withdrawalDeadline('2026-11-01T00:00:00.000Z')).toBe('2026-11-15T22:59:59.999Z')
    // 23:30 UTC on 31 October is already 1 November in Prague.
    expect(withdrawalDeadline('2026-10-31T23:30:00.000Z')).toBe('2026-11-15T22:59:59.999Z')
    // Summer time (UTC+2): delivered 1 July at noon, in time until 15 July 23:59:59 in Prague.
    expect(withdrawalDeadline('2026-07-01T10:00:00.000Z')).toBe('2026-07-15T21:59:59.999Z')
  })

  it('takes a withdrawal on day 14 and refuses it on day 15', () => {
    const delivered = '2026-06-01T08:00:00.000Z'
    expect(withinWithdrawalPeriod(delivered, new Date('2026-06-15T21:59:00.000Z'))).toBe(true)
    expect(withinWithdrawalPeriod(delivered, new Date('2026-06-15T22:00:00.000Z'))).toBe(false)
  })
})

describe('withdrawal amounts', () => {
  it('gives back a line piece by piece exactly what it cost, VAT included', () => {
    const first = lineAmount(line(), 1)
    expect(first).toMatchObject({ gross_cents: 26_910, vat_cents: 4_670, net_cents: 22_240 })
    const second = lineAmount(line({ withdrawn: 1 }), 1)
    const third = lineAmount(line({ withdrawn: 2 }), 1)
    expect(first.gross_cents + second.gross_cents + third.gross_cents).toBe(66_719 + 14_011)
    expect(first.vat_cents + second.vat_cents + third.vat_cents).toBe(14_011)
  })

  it('adds the shipping only when the withdrawal completes the whole order', () => {
    const lines = [line(), line({ line_id: 'var_b', quantity: 1, net_cents: 34_140, vat_cents: 7_170 })]
    expect(withdrawalAmounts(lines, SHIPPING, [{ line_id: 'var_a', quantity: 3 }]).shipping).toBeNull()
    const whole = withdrawalAmounts(lines, SHIPPING, remainingLines(lines))
    expect(whole.shipping).toMatchObject({ gross_cents: 8_900, vat_cents: 1_545 })
    expect(whole.amount_cents).toBe(80_730 + 41_310 + 8_900)
    // The rest after an earlier withdrawal completes the order too.
    const after = [line({ withdrawn: 1 }), lines[1]!]
    const rest = withdrawalAmounts(after, SHIPPING, remainingLines(after))
    expect(rest.amount_cents).toBe(80_730 - 26_910 + 41_310 + 8_900)
  })

  it('names what cannot be withdrawn', () => {
    const lines = [line({ withdrawn: 1, pending: 1 })]
    expect(remainingLines(lines)).toEqual([{ line_id: 'var_a', quantity: 1 }])
    expect(withdrawalIssues(lines, [{ line_id: 'var_a', quantity: 2 }])).toEqual([{ path: 'lines.0.quantity', message: 'That is more than you can still withdraw of this item' }])
    expect(withdrawalIssues(lines, [{ line_id: 'var_x', quantity: 1 }])[0]!.path).toBe('lines.0.line_id')
    expect(withdrawalIssues(lines, [{ line_id: 'var_a', quantity: 1 }])).toEqual([])
  })
})

describe('refund split', () => {
  it('shares a partial refund over what is left of each payment part, exact to the cent', () => {
    expect(splitRefund(1_000, { wallet: 1_000, gift_card: 0, card: 2_500, cod: 0 })).toEqual({ wallet: 286, gift_card: 0, card: 714, cod: 0 })
    expect(splitRefund(2_500, { wallet: 714, gift_card: 0, card: 1_786, cod: 0 })).toEqual({ wallet: 714, gift_card: 0, card: 1_786, cod: 0 })
  })

  it('never gives back more than is left', () => {
    const parts = splitRefund(9_999, { wallet: 100, gift_card: 200, card: 300, cod: 0 })
    expect(parts).toEqual({ wallet: 100, gift_card: 200, card: 300, cod: 0 })
  })
})
