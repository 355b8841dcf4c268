import { describe, expect, it } from 'vitest'
import { COD_LIMITS, codLimitMessage } from './checkout'
import { PROMO_FIXED_CENTS, promoText } from './promo'
import { methodIn } from './shipping'

describe('checkout figures per currency (decision 038)', () => {
  it('promises GET15 in the currency the checkout gives it in, 15 % in the other languages', () => {
    expect(promoText('en')).toBe('Get $15 off with code GET15')
    expect(promoText('en', 'EUR')).toBe('Get €15 off with code GET15')
    expect(promoText('en', 'CZK')).toBe('Get CZK\u00a0379 off with code GET15')
    expect(promoText('cz', 'CZK')).toBe('Získejte slevu 15 % s kódem GET15')
    expect(PROMO_FIXED_CENTS).toEqual({ USD: 1500, EUR: 1500, CZK: 37900 })
  })

  it('limits cash on delivery per currency and names the limit', () => {
    expect(COD_LIMITS).toEqual({ USD: 30000, EUR: 30000, CZK: 750000 })
    expect(codLimitMessage('USD')).toBe('Cash on delivery is available for orders up to $300')
    expect(codLimitMessage('EUR')).toBe('Cash on delivery is available for orders up to €300')
    expect(codLimitMessage('CZK')).toBe('Cash on delivery is available for orders up to CZK\u00a07,500')
  })

  it('takes a shipping method’s figures from the currency’s list', () => {
    const m = { price_cents: 499, free_from_cents: 5000, price_eur_cents: 490, free_from_eur_cents: 4595, price_czk_cents: 11900, free_from_czk_cents: null }
    expect(methodIn(m, 'USD')).toEqual({ price_cents: 499, free_from_cents: 5000 })
    expect(methodIn(m, 'EUR')).toEqual({ price_cents: 490, free_from_cents: 4595 })
    expect(methodIn(m, 'CZK')).toEqual({ price_cents: 11900, free_from_cents: null })
  })
})
