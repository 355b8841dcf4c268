import type { StaffCoupon } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { listFigureState, parseListMoney, parseMoney, toCouponInput, toFormValues } from './coupon-values'

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
  // GET15's figures are typed by hand (decision 047): 15 € / 379 Kč from 30 € / 759 Kč.
  value_eur_cents: 1500,
  value_eur_manual: true,
  value_czk_cents: 37900,
  value_czk_manual: true,
  min_order_eur_cents: 3000,
  min_order_eur_manual: true,
  min_order_czk_cents: 75900,
  min_order_czk_manual: true,
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
      value_eur_cents: 1500,
      value_czk_cents: 37900,
      min_order_eur_cents: 3000,
      min_order_czk_cents: 75900,
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

  it('reads euro and crown amounts with their signs and spaces', () => {
    expect(parseListMoney('4,90 €')).toBe(490)
    expect(parseListMoney('1\u00a0149 Kč')).toBe(114900)
    expect(parseListMoney('379')).toBe(37900)
    expect(parseListMoney('15 $')).toBe(1500)
    expect(parseListMoney('Kč')).toBeNaN()
  })

  it('sends a figure that follows USD as null, a typed one as its hundredths, and an emptied one as null again (decision 047)', () => {
    // SPRING5 as the server answers it: euros follow USD, the crown amount was typed.
    const spring: StaffCoupon = {
      ...GET15, code: 'SPRING5', kind: 'fixed', value: 500, lang_terms: {}, min_order_cents: 2500,
      value_eur_cents: 490, value_eur_manual: false, value_czk_cents: 9900, value_czk_manual: true,
      min_order_eur_cents: 2295, min_order_eur_manual: false, min_order_czk_cents: 57900, min_order_czk_manual: false,
    }
    const values = toFormValues(spring)
    expect(values.lists).toEqual({ EUR: { value: '4.90', min_order: '22.95' }, CZK: { value: '99', min_order: '579' } })
    expect(listFigureState(values.lists, spring, 'EUR', 'value')).toBe('filled')
    expect(listFigureState(values.lists, spring, 'CZK', 'value')).toBe('manual')
    expect(toCouponInput(values, spring).input).toMatchObject({ value_eur_cents: null, value_czk_cents: 9900, min_order_eur_cents: null, min_order_czk_cents: null })

    const edited = { ...values, lists: { EUR: { value: '4,50', min_order: '22.95' }, CZK: { value: '', min_order: '600' } } }
    expect(listFigureState(edited.lists, spring, 'EUR', 'value')).toBe('manual')
    expect(listFigureState(edited.lists, spring, 'CZK', 'value')).toBe('willFill')
    expect(toCouponInput(edited, spring).input).toMatchObject({ value_eur_cents: 450, value_czk_cents: null, min_order_eur_cents: null, min_order_czk_cents: 60000 })
    // A new coupon's empty figures follow USD.
    expect(listFigureState(toFormValues().lists, undefined, 'CZK', 'min_order')).toBe('newFill')
  })

  it('refuses crowns with haléře, a zero amount and an amount on a coupon without fixed terms, by field', () => {
    const values = toFormValues(GET15)
    expect(toCouponInput({ ...values, lists: { EUR: { value: '0', min_order: '30' }, CZK: { value: '379,50', min_order: 'lots' } } }, GET15).errors).toEqual({
      value_eur_cents: 'error.listPositive',
      value_czk_cents: 'error.wholeCrowns',
      min_order_czk_cents: 'error.money',
    })
    // Percent in every language: the amount fields are not shown, and nothing typed in them is sent.
    const percent = { ...values, kind: 'percent' as const, value: '10', lang_terms: { ...values.lang_terms } }
    expect(toCouponInput(percent, GET15).input).toMatchObject({ value_eur_cents: null, value_czk_cents: null, min_order_eur_cents: 3000, min_order_czk_cents: 75900 })
  })
})
