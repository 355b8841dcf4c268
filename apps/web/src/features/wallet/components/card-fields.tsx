import { TextField } from '../../../components/ui/fields'
import { useWalletText } from '../hooks/use-wallet-text'
import { EXPIRY_FORMAT, formatCardNumber, formatExpiry, type CardErrors, type CardField, type CardValues } from './card-form'

/**
 * Number, expiry (MM/YY), security code and name, with the browser's card autofill. The number
 * goes to the server once and is never stored; only brand and last four come back.
 */
export function CardFields({
  values,
  errors,
  onChange,
  disabled,
}: {
  values: CardValues
  /** Untranslated: schema texts or EXPIRY_FORMAT */
  errors: CardErrors
  onChange: (values: CardValues, changed: CardField) => void
  disabled?: boolean
}) {
  const { t, message } = useWalletText()
  const set = (field: CardField, value: string) => onChange({ ...values, [field]: value }, field)
  const error = (field: CardField) => {
    const text = errors[field]
    if (!text) return undefined
    return text === EXPIRY_FORMAT ? t('card.expiryFormat') : message(text)
  }
  return (
    <fieldset className="grid grid-cols-2 gap-4" disabled={disabled}>
      <legend className="sr-only">{t('card.legend')}</legend>
      <TextField
        className="col-span-2"
        label={t('card.number')}
        value={values.number}
        onChange={(e) => set('number', formatCardNumber(e.target.value))}
        error={error('number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={23}
        spellCheck={false}
      />
      <TextField
        label={t('card.expiry')}
        value={values.expiry}
        onChange={(e) => set('expiry', formatExpiry(e.target.value, values.expiry))}
        error={error('expiry')}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={t('card.expiryPlaceholder')}
        maxLength={5}
      />
      <TextField
        label={t('card.cvc')}
        value={values.cvc}
        onChange={(e) => set('cvc', e.target.value.replace(/\D/g, '').slice(0, 4))}
        error={error('cvc')}
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={4}
      />
      <TextField
        className="col-span-2"
        label={t('card.name')}
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={error('name')}
        autoComplete="cc-name"
        maxLength={100}
      />
    </fieldset>
  )
}
