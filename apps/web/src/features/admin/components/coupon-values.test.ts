import type { StaffCoupon } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { parseMoney, toCouponInput, toFormValues } from './coupon-values'

const GET15: StaffCoupon = {
  id: 'cpn_get15aaaa',
  code: 'GET15',
  kind: 'fixed',
  value: 1500,
  lang_terms: { cz: { kind: 'percent', value: 15 }, sl: { kind: 'percent', value: 15 }, ge: { kind: 'percent', value: 15 } },
  description: { en: '$15 off', cz: '15 % sleva', sl: '15 % popusta', ge: '15 % Rabatt' },
  min_order_cents: 3000,
  starts_at: null,
  expires_at: null,
  usage_limit: null,
  used_count: 12,
  per_shopper_limit: null,
  owner_email: null,
  owner_user_id: null,
  stackable: false,
  active: true,
  created_at: '2026-11-01T00:00:00.000Z',
}

describe('coupon form values', () => {
  it('reads amounts in dollars with a dot or a comma', () => {
    expect(parseMoney('15')).toBe(1500)
    expect(parseMoney('15,5')).toBe(1550)
    expect(parseMoney('$ 0.99')).toBe(99)
    expect(parseMoney('15.999')).toBeNaN()
    expect(parseMoney('-1')).toBeNaN()
    expect(parseMoney('')).toBeNaN()
  })

  it('turns a coupon into form values and back without changing it', () => {
    const result = toCouponInput(toFormValues(GET15))
    expect(result.errors).toBeUndefined()
    expect(result.input).toEqual({
      code: 'GET15',
      kind: 'fixed',
      value: 1500,
      lang_terms: GET15.lang_terms,
      description: GET15.description,
      min_order_cents: 3000,
      starts_at: null,
      expires_at: null,
      usage_limit: null,
      per_shopper_limit: null,
      stackable: false,
      active: true,
    })
  })

  it('names every problem by the field it belongs to', () => {
    const values = toFormValues()
    const result = toCouponInput({
      ...values,
      code: 'NO SPACES',
      kind: 'percent',
      value: '150',
      description: { en: 'Ten off', cz: '', sl: 'x', ge: 'y' },
      usage_limit: '2.5',
      lang_terms: { ...values.lang_terms, ge: { on: true, kind: 'fixed', value: 'ten' } },
    })
    expect(result.errors).toEqual({
      code: 'Coupon code is not valid',
      value: 'A percent coupon takes at most 100% off',
      'description.cz': 'Please describe the coupon in every language',
      usage_limit: 'error.wholeNumber',
      'lang_terms.ge.value': 'error.money',
    })
  })

  it('applies the whole-coupon rules the server applies (percent at most 100, dates in order)', () => {
    const base = { ...toFormValues(GET15), kind: 'percent' as const }
    expect(toCouponInput({ ...base, value: '101' }).errors).toEqual({ value: 'A percent coupon takes at most 100% off' })
    expect(toCouponInput({ ...base, value: '10', starts_at: '2026-12-02T10:00', expires_at: '2026-12-01T10:00' }).errors).toEqual({
      expires_at: 'The coupon must start before it expires',
    })
    const ok = toCouponInput({ ...base, value: '10', starts_at: '2026-12-01T10:00', expires_at: '2026-12-02T10:00' })
    expect(ok.input?.starts_at).toBe(new Date('2026-12-01T10:00').toISOString())
  })
})
