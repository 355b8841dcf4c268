import {
  COUPON_KINDS,
  COUPON_LIST_CURRENCIES,
  COUPON_LIST_FIELDS,
  COUPON_WHOLE_UNITS,
  CouponInputSchema,
  LANGUAGES,
  couponListProblem,
  couponProblem,
  type CouponInput,
  type CouponKind,
  type CouponListFigures,
  type HandSetCurrency,
  type Language,
  type StaffCoupon,
} from '@shop/domain'

/**
 * The coupon form works on strings (what inputs hold); these turn a coupon into form values and
 * back into the API's CouponInput, checked by the same schema and rules the server uses.
 */

export interface TermsValues {
  on: boolean
  kind: CouponKind
  value: string
}

export interface CouponFormValues {
  code: string
  kind: CouponKind
  value: string
  lang_terms: Record<Language, TermsValues>
  description: Record<Language, string>
  min_order: string
  starts_at: string
  expires_at: string
  usage_limit: string
  per_shopper_limit: string
  stackable: boolean
  active: boolean
  /** The fixed amount and minimum in EUR and CZK as typed; empty: it follows USD (decision 047) */
  lists: ListFigureValues
}

/** A coupon's amount and minimum order in one of the other price lists, as the inputs hold them. */
export type ListFigureValues = Record<HandSetCurrency, { value: string; min_order: string }>
export type ListFigure = 'value' | 'min_order'

/** Field path (as the server's errors[] name it, e.g. 'description.cz') → message key or text. */
export type CouponErrors = Partial<Record<string, string>>

/** "15", "15.5", "15,50", "$15" → 1550 cents; anything else → NaN. */
export function parseMoney(text: string): number {
  const clean = text.trim().replace(/[$\s]/g, '').replace(',', '.')
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return Number.NaN
  return Math.round(Number(clean) * 100)
}

export function moneyText(cents: number): string {
  return (cents / 100).toFixed(2)
}

/** "4,90", "4.90 €", "379 Kč", "1 149" → hundredths; anything else → NaN. */
export function parseListMoney(text: string): number {
  return parseMoney(text.replace(/€|kč/gi, '').replace(/\u00a0/g, ''))
}

/** A list figure as its input shows it: crowns whole ("379"), euros with cents ("4.90"). */
function listMoneyText(cents: number, currency: HandSetCurrency): string {
  return COUPON_WHOLE_UNITS[currency] && cents % 100 === 0 ? String(cents / 100) : moneyText(cents)
}

/** Whether the coupon's terms (base or a language's) take a fixed amount: only then has it an amount per list. */
export function hasFixedTerms(v: Pick<CouponFormValues, 'kind' | 'lang_terms'>): boolean {
  return v.kind === 'fixed' || LANGUAGES.some((lang) => v.lang_terms[lang].on && v.lang_terms[lang].kind === 'fixed')
}

/** What a list figure's field says about it: follows USD, typed by hand, or will follow once saved. */
export function listFigureState(values: ListFigureValues, coupon: StaffCoupon | undefined, currency: HandSetCurrency, figure: ListFigure): 'filled' | 'manual' | 'willFill' | 'newFill' {
  const f = COUPON_LIST_FIELDS[currency]
  const manual = !!coupon && (figure === 'value' ? coupon[f.value_manual] : coupon[f.min_order_manual])
  const text = values[currency][figure].trim()
  if (!text) return manual ? 'willFill' : 'newFill'
  if (manual) return 'manual'
  const stored = coupon ? (figure === 'value' ? coupon[f.value] : coupon[f.min_order]) : null
  return stored !== null && parseListMoney(text) === stored ? 'filled' : 'manual'
}

/** A value field shows dollars for fixed coupons, whole percent for percent ones. */
function valueText(kind: CouponKind, value: number): string {
  return kind === 'fixed' ? moneyText(value) : String(value)
}

function parseValue(kind: CouponKind, text: string): number {
  if (kind === 'fixed') return parseMoney(text)
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN
}

/** ISO time → the value of an <input type="datetime-local"> in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

function fromLocalInput(text: string): string | null | undefined {
  if (!text) return null
  const d = new Date(text)
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString()
}

export function toFormValues(coupon?: StaffCoupon): CouponFormValues {
  const langTerms = Object.fromEntries(
    LANGUAGES.map((lang) => {
      const t = coupon?.lang_terms[lang]
      return [lang, t ? { on: true, kind: t.kind, value: valueText(t.kind, t.value) } : { on: false, kind: 'percent' as CouponKind, value: '' }]
    }),
  ) as Record<Language, TermsValues>
  return {
    code: coupon?.code ?? '',
    kind: coupon?.kind ?? 'percent',
    value: coupon ? valueText(coupon.kind, coupon.value) : '',
    lang_terms: langTerms,
    description: { en: coupon?.description.en ?? '', cz: coupon?.description.cz ?? '', sl: coupon?.description.sl ?? '', ge: coupon?.description.ge ?? '' },
    min_order: coupon && coupon.min_order_cents > 0 ? moneyText(coupon.min_order_cents) : '',
    starts_at: toLocalInput(coupon?.starts_at ?? null),
    expires_at: toLocalInput(coupon?.expires_at ?? null),
    usage_limit: coupon?.usage_limit != null ? String(coupon.usage_limit) : '',
    per_shopper_limit: coupon?.per_shopper_limit != null ? String(coupon.per_shopper_limit) : '',
    stackable: coupon?.stackable ?? false,
    active: coupon?.active ?? true,
    lists: listValuesOf(coupon),
  }
}

/** Each list's figures as stored (typed or filled); empty for a new coupon (it follows USD). */
function listValuesOf(coupon?: StaffCoupon): ListFigureValues {
  const one = (cur: HandSetCurrency) => {
    if (!coupon) return { value: '', min_order: '' }
    const f = COUPON_LIST_FIELDS[cur]
    const value = coupon[f.value]
    return { value: value === null ? '' : listMoneyText(value, cur), min_order: listMoneyText(coupon[f.min_order], cur) }
  }
  return { EUR: one('EUR'), CZK: one('CZK') }
}

/**
 * The list figures to send: a figure shown as stored and following USD, or emptied, follows USD
 * (null: the server fills it from the dollar figure, new or not); anything else is typed by hand.
 * Errors are keys under `coupons.` by the server's field names.
 */
export function toListFigures(v: CouponFormValues, coupon: StaffCoupon | undefined): { figures: CouponListFigures; errors: CouponErrors } {
  const figures: Required<CouponListFigures> = { value_eur_cents: null, value_czk_cents: null, min_order_eur_cents: null, min_order_czk_cents: null }
  const errors: CouponErrors = {}
  const fixed = hasFixedTerms(v)
  for (const cur of COUPON_LIST_CURRENCIES) {
    const f = COUPON_LIST_FIELDS[cur]
    for (const figure of ['value', 'min_order'] as const) {
      if (figure === 'value' && !fixed) continue
      const field = figure === 'value' ? f.value : f.min_order
      const text = v.lists[cur][figure].trim()
      if (!text || listFigureState(v.lists, coupon, cur, figure) === 'filled') continue
      const cents = parseListMoney(text)
      if (Number.isNaN(cents)) errors[field] = 'error.money'
      else if (figure === 'value' && cents <= 0) errors[field] = 'error.listPositive'
      else if (COUPON_WHOLE_UNITS[cur] && cents % 100 !== 0) errors[field] = 'error.wholeCrowns'
      else figures[field] = cents
    }
  }
  return { figures, errors }
}

/** Form values → a CouponInput, or the problems by field (message keys under `coupons.error.` or server texts). */
export function toCouponInput(v: CouponFormValues, coupon?: StaffCoupon): { input: CouponInput; errors?: undefined } | { input?: undefined; errors: CouponErrors } {
  const lists = toListFigures(v, coupon)
  const errors: CouponErrors = { ...lists.errors }
  const value = parseValue(v.kind, v.value)
  if (Number.isNaN(value)) errors.value = v.kind === 'fixed' ? 'error.money' : 'error.wholeNumber'
  const minOrder = v.min_order.trim() ? parseMoney(v.min_order) : 0
  if (Number.isNaN(minOrder)) errors.min_order_cents = 'error.money'
  const startsAt = fromLocalInput(v.starts_at)
  const expiresAt = fromLocalInput(v.expires_at)
  if (startsAt === undefined) errors.starts_at = 'error.date'
  if (expiresAt === undefined) errors.expires_at = 'error.date'
  const limit = (text: string, field: string) => {
    if (!text.trim()) return null
    if (!/^\d+$/.test(text.trim())) {
      errors[field] = 'error.wholeNumber'
      return null
    }
    return Number(text.trim())
  }
  const usageLimit = limit(v.usage_limit, 'usage_limit')
  const perShopperLimit = limit(v.per_shopper_limit, 'per_shopper_limit')
  const langTerms: CouponInput['lang_terms'] = {}
  for (const lang of LANGUAGES) {
    const t = v.lang_terms[lang]
    if (!t.on) continue
    const n = parseValue(t.kind, t.value)
    if (Number.isNaN(n)) errors[`lang_terms.${lang}.value`] = t.kind === 'fixed' ? 'error.money' : 'error.wholeNumber'
    else langTerms[lang] = { kind: t.kind, value: n }
  }

  const candidate = {
    code: v.code,
    kind: v.kind,
    value: Number.isNaN(value) ? 0 : value,
    lang_terms: langTerms,
    description: v.description,
    min_order_cents: Number.isNaN(minOrder) ? 0 : minOrder,
    starts_at: startsAt ?? null,
    expires_at: expiresAt ?? null,
    usage_limit: usageLimit,
    per_shopper_limit: perShopperLimit,
    stackable: v.stackable,
    active: v.active,
    ...lists.figures,
  }
  const parsed = CouponInputSchema.safeParse(candidate)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.')
      errors[path] ??= issue.message
    }
  }
  // The whole-coupon rules too, at once: staff should not fix the code first to learn that 120% is too much.
  const problem = couponProblem(candidate) ?? couponListProblem(candidate)
  if (problem) errors[problem.path] ??= problem.message
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors }
  return { input: parsed.data }
}

export const KINDS = COUPON_KINDS
