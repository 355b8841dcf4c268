import { zodResolver } from '@hookform/resolvers/zod'
import { CheckoutAddressSchema, isCountryCode, type CheckoutAddress } from '@shop/domain'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { CountrySelectField } from '../../../components/ui/country-select'
import { TextField } from '../../../components/ui/fields'
import { useCheckoutText, type AddressField } from '../hooks/use-checkout-text'

type FormValues = z.input<typeof CheckoutAddressSchema>

const AUTOCOMPLETE: Record<AddressField, string> = {
  first_name: 'shipping given-name',
  last_name: 'shipping family-name',
  street: 'shipping address-line1',
  city: 'shipping address-level2',
  state: 'shipping address-level1',
  country: 'shipping country',
  zip_code: 'shipping postal-code',
}

const BLANK: FormValues = { first_name: '', last_name: '', street: '', city: '', state: '', country: '', zip_code: '' }

/**
 * The address an order ships to (SPEC's address label fields), checked with the schema the server
 * applies to the order. It has no button of its own: the step's "Continue" submits it by `id`.
 */
export function CheckoutAddressForm({
  id,
  initial,
  onSubmit,
  headingId,
  onCountry,
}: {
  id: string
  initial?: CheckoutAddress | null
  onSubmit: (address: CheckoutAddress) => void
  headingId?: string
  /** The country as soon as it is picked (the step shows that country's delivery options), or null */
  onCountry?: (country: string | null) => void
}) {
  const { t, addressError } = useCheckoutText()
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<FormValues, unknown, CheckoutAddress>({
    resolver: zodResolver(CheckoutAddressSchema),
    defaultValues: initial ? { ...initial, country: isCountryCode(initial.country) ? initial.country : '' } : BLANK,
  })
  const country = watch('country')
  useEffect(() => {
    onCountry?.(isCountryCode(country) ? country : null)
  }, [country, onCountry])

  const field = (name: AddressField, className?: string) => (
    <TextField
      label={t(`address.field.${name}`)}
      autoComplete={AUTOCOMPLETE[name]}
      error={addressError(name, errors[name])}
      aside={name === 'state' ? <span className="text-xs text-ink-500">{t('address.optional')}</span> : undefined}
      className={className}
      {...register(name)}
    />
  )

  return (
    <form id={id} noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-2">
      {field('first_name')}
      {field('last_name')}
      {field('street', 'sm:col-span-2')}
      {field('city')}
      {field('zip_code')}
      {field('state')}
      <CountrySelectField label={t('address.field.country')} autoComplete={AUTOCOMPLETE.country} error={addressError('country', errors.country)} {...register('country')} />
    </form>
  )
}
