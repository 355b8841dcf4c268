import { CardInputSchema, type CardInput } from '@shop/domain'

/** What the card fields hold while the shopper types: strings, as shown. */
export interface CardValues {
  number: string
  expiry: string
  cvc: string
  name: string
}
export type CardField = keyof CardValues
export type CardErrors = Partial<Record<CardField, string>>

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '', name: '' }

/** Shown when the expiry is not MM/YY; the schema's own texts cover the rest. */
export const EXPIRY_FORMAT = 'expiryFormat'

/** "4242424242424242" → "4242 4242 4242 4242" (19 digits at most). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19)
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** "1" → "1", "12" → "12/", "1228" → "12/28": the slash comes by itself, a backspace removes it. */
export function formatExpiry(input: string, previous: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4)
  const deleting = input.length < previous.length
  if (digits.length < 2) return digits
  if (digits.length === 2) return deleting ? digits : `${digits}/`
  return `${digits.slice(0, 2)}/${digits.slice(2)}`
}

function parseExpiry(expiry: string): { exp_month: number; exp_year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry)
  if (!m) return null
  const year = Number(m[2])
  return { exp_month: Number(m[1]), exp_year: year < 100 ? 2000 + year : year }
}

const FIELD_OF: Record<string, CardField> = { number: 'number', exp_month: 'expiry', exp_year: 'expiry', cvc: 'cvc', name: 'name' }

/**
 * The card as the API takes it, checked by the shared schema; or the first message per field
 * (English schema texts, or EXPIRY_FORMAT, for the caller to translate).
 */
export function readCard(values: CardValues): { card: CardInput; errors?: undefined } | { card?: undefined; errors: CardErrors } {
  const expiry = parseExpiry(values.expiry)
  const parsed = CardInputSchema.safeParse({
    number: values.number,
    exp_month: expiry?.exp_month ?? 0,
    exp_year: expiry?.exp_year ?? 0,
    cvc: values.cvc.trim(),
    name: values.name,
  })
  const errors: CardErrors = {}
  if (!expiry) errors.expiry = EXPIRY_FORMAT
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])]
      if (field && !errors[field]) errors[field] = issue.message
    }
  }
  return parsed.success && !errors.expiry ? { card: parsed.data } : { errors }
}

/** Field messages of a 400 answer (`errors[].path` like "body.card.number") on the card fields. */
export function cardErrorsFromServer(issues: Array<{ path: string; message: string }> | undefined): CardErrors {
  const out: CardErrors = {}
  for (const issue of issues ?? []) {
    const [head, field] = issue.path.split('.').filter((part) => part !== 'body')
    const target = head === 'card' && field ? FIELD_OF[field] : undefined
    if (target && !out[target]) out[target] = issue.message
  }
  return out
}
