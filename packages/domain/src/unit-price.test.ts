import { describe, expect, it } from 'vitest'
import { formatUnitPrice, unitPrice } from './unit-price'

const NB = '\u00a0'

describe('unit price (decision 045)', () => {
  it('is the price per 100 ml or 100 g, in hundredths of the currency', () => {
    expect(unitPrice(1690, { value: 200, unit: 'ml' })).toEqual({ cents: 845, per: 'ml' })
    expect(unitPrice(1290, { value: 50, unit: 'g' })).toEqual({ cents: 2580, per: 'g' })
    expect(unitPrice(990, { value: 100, unit: 'ml' })).toEqual({ cents: 990, per: 'ml' })
    expect(unitPrice(45900, { value: 1000, unit: 'ml' })).toEqual({ cents: 4590, per: 'ml' })
  })

  it('rounds half up to the hundredth, exactly', () => {
    // 999 × 100 / 30 = 3330 exactly; 1000 × 100 / 30 = 3333.33… → 3333; 1001 × 100 / 40 = 2502.5 → 2503
    expect(unitPrice(999, { value: 30, unit: 'ml' })!.cents).toBe(3330)
    expect(unitPrice(1000, { value: 30, unit: 'ml' })!.cents).toBe(3333)
    expect(unitPrice(1001, { value: 40, unit: 'ml' })!.cents).toBe(2503)
    expect(unitPrice(1002, { value: 300, unit: 'g' })!.cents).toBe(334)
    // 12.5 hundredths a piece rounds up, 12.49… down
    expect(unitPrice(25, { value: 2, unit: 'pcs' })!.cents).toBe(13)
    expect(unitPrice(1249, { value: 100, unit: 'pcs' })!.cents).toBe(12)
  })

  it('is per piece for packs of several, and none for a single piece or no content', () => {
    expect(unitPrice(1200, { value: 3, unit: 'pcs' })).toEqual({ cents: 400, per: 'pcs' })
    expect(unitPrice(1200, { value: 1, unit: 'pcs' })).toBeNull()
    expect(unitPrice(1200, { value: 0, unit: 'ml' })).toBeNull()
  })

  it('is written in the language and currency, with the hundredths (crowns too)', () => {
    expect(formatUnitPrice(1690, { value: 200, unit: 'ml' }, 'en', 'USD')).toBe(`$8.45 / 100${NB}ml`)
    expect(formatUnitPrice(45900, { value: 1000, unit: 'ml' }, 'cz', 'CZK')).toBe(`45,90${NB}Kč / 100${NB}ml`)
    expect(formatUnitPrice(39900, { value: 200, unit: 'ml' }, 'cz', 'CZK')).toBe(`199,50${NB}Kč / 100${NB}ml`)
    expect(formatUnitPrice(40000, { value: 200, unit: 'ml' }, 'cz', 'CZK')).toBe(`200,00${NB}Kč / 100${NB}ml`)
    expect(formatUnitPrice(990, { value: 200, unit: 'g' }, 'sl', 'EUR')).toBe(`4,95${NB}€ / 100${NB}g`)
    expect(formatUnitPrice(135, { value: 3, unit: 'pcs' }, 'en', 'USD')).toBe('$0.45 / piece')
    expect(formatUnitPrice(135, { value: 3, unit: 'pcs' }, 'ge', 'EUR')).toBe(`0,45${NB}€ / Stück`)
    expect(formatUnitPrice(3450, { value: 3, unit: 'pcs' }, 'cz', 'CZK')).toBe(`11,50${NB}Kč / ks`)
    expect(formatUnitPrice(135, { value: 3, unit: 'pcs' }, 'sl', 'EUR')).toBe(`0,45${NB}€ / kos`)
    expect(formatUnitPrice(1290, { value: 1, unit: 'pcs' }, 'en', 'USD')).toBeNull()
  })
})
