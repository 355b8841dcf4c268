import type { Language } from './languages'

/**
 * VAT maths (issue 18, decision 036): the tax modes of a market and the one rounding rule every
 * quote, order, email, invoice and report follows (`taxOrder`). Amounts are integer hundredths.
 */

/**
 * How a market's prices relate to VAT:
 * - included: shown and charged including the destination country's VAT (EU consumers)
 * - excluded: shown without VAT; the destination's VAT is added at the checkout
 * - none: no VAT (exports outside the EU)
 */
export const TAX_MODES = ['included', 'excluded', 'none'] as const
export type TaxMode = (typeof TAX_MODES)[number]

/** Half-up division of non-negative integers (negative amounts round away from zero symmetrically). */
function divRound(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1
  return sign * Math.floor((Math.abs(numerator) * 2 + denominator) / (2 * denominator))
}

/** VAT inside a gross amount at `rateBp` basis points (2100 = 21 %): round(gross × r / (1 + r)), half up. */
export function vatOfGross(grossCents: number, rateBp: number): number {
  return rateBp > 0 ? divRound(grossCents * rateBp, 10_000 + rateBp) : 0
}
/** VAT on a net amount: round(net × r), half up. */
export function vatOfNet(netCents: number, rateBp: number): number {
  return rateBp > 0 ? divRound(netCents * rateBp, 10_000) : 0
}

/**
 * Splits `total` over `weights` in proportion, in whole cents, exactly (largest remainder; ties go
 * to the earlier weight). A coupon's discount is shared by the order's lines this way.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0)
  if (sum <= 0 || total === 0) return weights.map(() => 0)
  const shares = weights.map((w) => Math.floor((total * w) / sum))
  let left = total - shares.reduce((a, s) => a + s, 0)
  const order = weights
    .map((w, i) => ({ i, rest: (total * w) % sum }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k]!.i]! += 1
  return shares
}

/** One taxed amount: a line after its share of the discount, or the shipping. */
export interface TaxedAmount {
  /** What the amount was before the discount (line total or shipping, as priced) */
  priced_cents: number
  /** Its share of the coupons' discount (shipping: 0) */
  discount_cents: number
  net_cents: number
  vat_rate_bp: number
  vat_cents: number
  /** net + VAT: what the shopper pays for it */
  gross_cents: number
}

export interface VatBreakdownLine {
  vat_rate_bp: number
  net_cents: number
  vat_cents: number
  gross_cents: number
}

export interface TaxedOrder {
  lines: TaxedAmount[]
  shipping: TaxedAmount
  /** Per rate, highest first: the sums of the lines and shipping at that rate */
  breakdown: VatBreakdownLine[]
  net_cents: number
  vat_cents: number
  /** What the shopper pays: the sum of every amount's gross */
  total_cents: number
}

function taxed(priced: number, discount: number, mode: TaxMode, rateBp: number): TaxedAmount {
  const amount = priced - discount
  const rate = mode === 'none' ? 0 : rateBp
  if (mode === 'excluded') {
    const vat = vatOfNet(amount, rate)
    return { priced_cents: priced, discount_cents: discount, net_cents: amount, vat_rate_bp: rate, vat_cents: vat, gross_cents: amount + vat }
  }
  const vat = vatOfGross(amount, rate)
  return { priced_cents: priced, discount_cents: discount, net_cents: amount - vat, vat_rate_bp: rate, vat_cents: vat, gross_cents: amount }
}

/**
 * The one rounding rule (decision 036): the discount is shared over the lines in proportion to
 * their totals (allocate); each line after its share, and the shipping, is taxed on its own, VAT
 * rounded half up to the cent (inside the gross when prices include VAT, on the net when VAT is
 * added); every total is a sum of those amounts. Lines, totals, emails, invoices and the VAT
 * report therefore agree to the cent. `rateBp` is the destination's rate for each line (cosmetics
 * all take the standard rate) and for the shipping, which follows the goods.
 */
export function taxOrder(input: {
  lines: ReadonlyArray<{ amount_cents: number; vat_rate_bp?: number }>
  discount_cents: number
  shipping_cents: number
  mode: TaxMode
  rate_bp: number
}): TaxedOrder {
  const shares = allocate(input.discount_cents, input.lines.map((l) => l.amount_cents))
  const lines = input.lines.map((l, i) => taxed(l.amount_cents, shares[i]!, input.mode, l.vat_rate_bp ?? input.rate_bp))
  const shipping = taxed(input.shipping_cents, 0, input.mode, input.rate_bp)
  const byRate = new Map<number, VatBreakdownLine>()
  for (const a of [...lines, shipping]) {
    if (a.gross_cents === 0 && a.priced_cents === 0) continue
    const row = byRate.get(a.vat_rate_bp) ?? { vat_rate_bp: a.vat_rate_bp, net_cents: 0, vat_cents: 0, gross_cents: 0 }
    row.net_cents += a.net_cents
    row.vat_cents += a.vat_cents
    row.gross_cents += a.gross_cents
    byRate.set(a.vat_rate_bp, row)
  }
  const all = [...lines, shipping]
  return {
    lines,
    shipping,
    breakdown: [...byRate.values()].sort((a, b) => b.vat_rate_bp - a.vat_rate_bp),
    net_cents: all.reduce((s, a) => s + a.net_cents, 0),
    vat_cents: all.reduce((s, a) => s + a.vat_cents, 0),
    total_cents: all.reduce((s, a) => s + a.gross_cents, 0),
  }
}

/** "21 %", "25,5 %": a rate in basis points as the language writes a percentage. */
export function formatVatRate(rateBp: number, lang: Language): string {
  const whole = Math.floor(rateBp / 100)
  const fraction = String(rateBp % 100).padStart(2, '0').replace(/0+$/, '')
  const dec = lang === 'en' ? '.' : ','
  const number = fraction ? `${whole}${dec}${fraction}` : String(whole)
  return lang === 'en' ? `${number}%` : `${number}\u00a0%`
}
