import { describe, expect, it } from 'vitest'
import {
  convertPrice,
  defaultShipTo,
  EU_COUNTRIES,
  MARKET_SEEDS,
  roundPrice,
  VAT_RATE_SEEDS,
} from './markets'
import { parseRate, parseVatRate, rateText } from './markets-staff'
import { allocate, formatVatRate, taxOrder, vatOfGross, vatOfNet } from './vat'

describe('price list rounding', () => {
  it('rounds crowns to the nearest whole amount ending in 9', () => {
    expect(roundPrice(44415, 'whole_9')).toBe(44900)
    expect(roundPrice(44300, 'whole_9')).toBe(43900)
    expect(roundPrice(44400, 'whole_9')).toBe(44900) // a tie goes up
    expect(roundPrice(300, 'whole_9')).toBe(900)
  })
  it('rounds euros to the nearest .90 or .95', () => {
    expect(roundPrice(1739, 'cents_90_95')).toBe(1695)
    expect(roundPrice(1788, 'cents_90_95')).toBe(1790)
    expect(roundPrice(1793, 'cents_90_95')).toBe(1795)
    expect(roundPrice(1750, 'cents_90_95')).toBe(1790)
    expect(roundPrice(40, 'cents_90_95')).toBe(90)
  })
  it('rounds dollars to .99 and keeps cents as they are', () => {
    expect(roundPrice(1890, 'cents_99')).toBe(1899)
    expect(roundPrice(1840, 'cents_99')).toBe(1799)
    expect(roundPrice(1234, 'cents')).toBe(1234)
    expect(roundPrice(0, 'whole_9')).toBe(0)
  })
  it('converts a base price at the exchange rate, then rounds', () => {
    expect(convertPrice(1890, 23_000_000, 'whole_9')).toBe(43900) // 434.70 Kč → 439 Kč
    expect(convertPrice(1890, 920_000, 'cents_90_95')).toBe(1695) // 17.39 € → 16.95 €
    expect(convertPrice(1890, 1_000_000, 'cents')).toBe(1890)
  })
  it('reads and writes exchange rates and VAT rates exactly', () => {
    expect(parseRate('23.45')).toBe(23_450_000)
    expect(parseRate('0.92')).toBe(920_000)
    expect(parseRate('0')).toBeNull()
    expect(parseRate('1.2345678')).toBeNull()
    expect(rateText(23_450_000)).toBe('23.45')
    expect(rateText(1_000_000)).toBe('1')
    expect(parseVatRate('25.5')).toBe(2550)
    expect(parseVatRate('21')).toBe(2100)
    expect(parseVatRate('51')).toBeNull()
    expect(formatVatRate(2100, 'cz')).toBe('21\u00a0%')
    expect(formatVatRate(2550, 'en')).toBe('25.5%')
    expect(formatVatRate(2550, 'ge')).toBe('25,5\u00a0%')
  })
})

describe('VAT', () => {
  it('takes VAT out of a gross amount and adds it to a net one, half up', () => {
    expect(vatOfGross(12100, 2100)).toBe(2100)
    expect(vatOfGross(44900, 2100)).toBe(7793) // 449 × 21/121 = 77.925 → 77.93
    expect(vatOfGross(1890, 1900)).toBe(302) // 3.0176
    expect(vatOfNet(10000, 1900)).toBe(1900)
    expect(vatOfNet(1005, 2000)).toBe(201)
    expect(vatOfGross(999, 0)).toBe(0)
  })

  it('shares a discount over lines in proportion, to the cent', () => {
    expect(allocate(1000, [3000, 1000])).toEqual([750, 250])
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(allocate(0, [5, 5])).toEqual([0, 0])
    for (let total = 0; total < 500; total += 7) {
      const shares = allocate(total, [1299, 4599, 1, 333])
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total)
    }
  })

  it('taxes an order whose lines, shipping and totals add up exactly (prices include VAT)', () => {
    const t = taxOrder({ lines: [{ amount_cents: 44900 }, { amount_cents: 2 * 25900 }], discount_cents: 7000, shipping_cents: 9900, mode: 'included', rate_bp: 2100 })
    expect(t.total_cents).toBe(44900 + 51800 - 7000 + 9900)
    expect(t.lines.map((l) => l.discount_cents).reduce((a, b) => a + b)).toBe(7000)
    for (const a of [...t.lines, t.shipping]) expect(a.net_cents + a.vat_cents).toBe(a.gross_cents)
    expect(t.breakdown).toHaveLength(1)
    expect(t.breakdown[0]!.vat_cents).toBe(t.vat_cents)
    expect(t.breakdown[0]!.net_cents + t.breakdown[0]!.vat_cents).toBe(t.total_cents)
    expect(t.vat_cents).toBe(t.lines.reduce((s, l) => s + l.vat_cents, 0) + t.shipping.vat_cents)
  })

  it('adds VAT on top when prices exclude it, and none for exports', () => {
    const added = taxOrder({ lines: [{ amount_cents: 10000 }], discount_cents: 0, shipping_cents: 500, mode: 'excluded', rate_bp: 1900 })
    expect(added.total_cents).toBe(10000 + 1900 + 500 + 95)
    const none = taxOrder({ lines: [{ amount_cents: 10000 }], discount_cents: 1000, shipping_cents: 500, mode: 'none', rate_bp: 2100 })
    expect(none.vat_cents).toBe(0)
    expect(none.total_cents).toBe(9500)
    expect(none.breakdown).toEqual([{ vat_rate_bp: 0, net_cents: 9500, vat_cents: 0, gross_cents: 9500 }])
  })
})

describe('markets as the shop starts', () => {
  it('puts every EU country in a VAT market and has a rate for each', () => {
    for (const c of EU_COUNTRIES) {
      const m = MARKET_SEEDS.filter((s) => s.countries.includes(c))
      expect(m, c).toHaveLength(1)
      expect(m[0]!.tax_mode).toBe('included')
      expect(VAT_RATE_SEEDS.some((r) => r.country === c), c).toBe(true)
    }
    expect(MARKET_SEEDS.filter((m) => m.rest_of_world)).toHaveLength(1)
  })

  it('assumes the language’s country, or the browser’s region in that language', () => {
    expect(defaultShipTo('cz', undefined)).toBe('CZ')
    expect(defaultShipTo('ge', 'de-AT,de;q=0.9')).toBe('AT')
    expect(defaultShipTo('ge', 'en-GB,de;q=0.9')).toBe('DE')
    expect(defaultShipTo('en', 'en-GB')).toBe('GB')
    expect(defaultShipTo('en', 'en-XX')).toBe('US')
  })
})
