import { CardInputSchema, type CardInput } from '@shop/domain'
import { TextField } from '../../../components/ui/fields'
import { EXPIRY_FORMAT_MESSAGE, useCheckoutText } from '../hooks/use-checkout-text'

export const CARD_FIELDS = ['number', 'expiry', 'cvc', 'name'] as const
export type CardField = (typeof CARD_FIELDS)[number]
export type CardValues = Record<CardField, string>
export type CardErrors = Partial<Record<CardField, string>>

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '', name: '' }

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits) */
export function formatCardNumber(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** "1228" → "12/28"; the slash comes back by itself while typing, and deleting past it works. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/**
 * The typed card checked with the schema the server applies; errors are the schema's English
 * texts (the form shows them translated), keyed by the field they belong under.
 */
export function parseCard(values: CardValues): { card?: CardInput; errors: CardErrors } {
  const errors: CardErrors = {}
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expiry)
  const exp_month = m ? Number(m[1]) : 0
  const exp_year = m ? (m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2])) : 0
  if (!m) errors.expiry = EXPIRY_FORMAT_MESSAGE
  const parsed = CardInputSchema.safeParse({ number: values.number, exp_month, exp_year, cvc: values.cvc.trim(), name: values.name })
  if (parsed.success && m) return { card: parsed.data, errors }
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path[0]
    const field: CardField | null = key === 'number' || key === 'cvc' || key === 'name' ? key : key === 'exp_month' || key === 'exp_year' ? 'expiry' : null
    if (field && !errors[field]) errors[field] = issue.message
  }
  return { errors }
}

/** Number, expiry, security code and name, with the browser's card autofill and a numeric keypad. */
export function CardFields({
  values,
  errors,
  onChange,
}: {
  values: CardValues
  errors: CardErrors
  onChange: (field: CardField, value: string) => void
}) {
  const { t, message } = useCheckoutText()
  return (
    <div className="grid grid-cols-2 gap-4">
      <TextField
        label={t('payment.card.number')}
        className="col-span-2"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={values.number}
        error={message(errors.number)}
        onChange={(e) => onChange('number', formatCardNumber(e.target.value))}
      />
      <TextField
        label={t('payment.card.expiry')}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={t('payment.card.expiryPlaceholder')}
        value={values.expiry}
        error={message(errors.expiry)}
        onChange={(e) => onChange('expiry', formatExpiry(e.target.value))}
      />
      <TextField
        label={t('payment.card.cvc')}
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={4}
        value={values.cvc}
        error={message(errors.cvc)}
        onChange={(e) => onChange('cvc', e.target.value.replace(/\D/g, '').slice(0, 4))}
      />
      <TextField
        label={t('payment.card.name')}
        className="col-span-2"
        autoComplete="cc-name"
        autoCapitalize="words"
        spellCheck={false}
        value={values.name}
        error={message(errors.name)}
        onChange={(e) => onChange('name', e.target.value)}
      />
    </div>
  )
}
