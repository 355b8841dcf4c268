import { zodResolver } from '@hookform/resolvers/zod'
import { AddressInputSchema, AUTH_MESSAGES, isCountryCode, type Address, type AddressInput } from '@shop/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { CountrySelectField } from '../../../components/ui/country-select'
import { Notice, TextField } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useAddressMutations } from '../api/account-api'
import { ADDRESS_FIELDS, useAccountText, type AddressField } from '../hooks/use-account-text'

type FormValues = z.input<typeof AddressInputSchema>

const AUTOCOMPLETE: Record<AddressField, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  street: 'address-line1',
  city: 'address-level2',
  state: 'address-level1',
  country: 'country',
  zip_code: 'postal-code',
}

export const MAX_ADDRESSES = 20

function blank(isDefault: boolean): FormValues {
  return { first_name: '', last_name: '', street: '', city: '', state: '', country: '', zip_code: '', is_default: isDefault }
}

/**
 * Adds an address, or changes `address` when given. Checked in the browser with the same schema
 * the server uses; the outcome is a toast with SPEC's message.
 */
export function AddressForm({
  address,
  makeDefault = false,
  onDone,
  onCancel,
  headingId,
  autoFocus = false,
}: {
  address?: Address
  /** A new address starts ticked as the default (the shipping page adds the address to ship to). */
  makeDefault?: boolean
  onDone?: (saved: Address) => void
  onCancel?: () => void
  /** The id of the heading that names this form. */
  headingId?: string
  /** Puts the cursor in the first field (the form was just opened by the shopper). */
  autoFocus?: boolean
}) {
  const { t, message, addressError } = useAccountText()
  const { add, update } = useAddressMutations()
  const [limitReached, setLimitReached] = useState(false)
  const editing = !!address
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, AddressInput>({
    resolver: zodResolver(AddressInputSchema),
    defaultValues: address
      ? {
          first_name: address.first_name,
          last_name: address.last_name,
          street: address.street,
          city: address.city,
          state: address.state,
          // A country typed before the list (decision 031) is chosen again from it.
          country: isCountryCode(address.country) ? address.country : '',
          zip_code: address.zip_code,
          is_default: address.is_default,
        }
      : blank(makeDefault),
  })

  const submit = handleSubmit(async (values) => {
    const failure = editing ? AUTH_MESSAGES.addressUpdateFailed : AUTH_MESSAGES.addressAddFailed
    try {
      // An edit only ever makes an address default; un-setting happens by choosing another one.
      const { is_default, ...fields } = values
      const answer = address
        ? await update.mutateAsync({ id: address.id, ...fields, ...(is_default && !address.is_default ? { is_default } : {}) })
        : await add.mutateAsync(values)
      notify.success(message(answer.message || (editing ? AUTH_MESSAGES.addressUpdated : AUTH_MESSAGES.addressAdded)))
      onDone?.(answer.data)
    } catch (err) {
      notify.error(message(failure))
      if (!(err instanceof ApiError)) return
      if (err.reason === 'address_limit' && !editing) setLimitReached(true)
      for (const issue of err.problem?.errors ?? []) {
        const field = issue.path as AddressField
        if ((ADDRESS_FIELDS as readonly string[]).includes(field)) setError(field, { type: 'server', message: issue.message })
      }
    }
  })

  const field = (name: AddressField, className?: string) => (
    <TextField
      label={t(`address.field.${name}`)}
      autoComplete={AUTOCOMPLETE[name]}
      error={addressError(name, errors[name])}
      aside={name === 'state' ? <span className="text-xs text-ink-500">{t('address.optional')}</span> : undefined}
      className={className}
      autoFocus={autoFocus && name === 'first_name'}
      {...register(name)}
    />
  )

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-2">
      {limitReached && (
        <Notice tone="error" className="sm:col-span-2">
          {t('address.limit', { count: MAX_ADDRESSES })}
        </Notice>
      )}
      {field('first_name')}
      {field('last_name')}
      {field('street', 'sm:col-span-2')}
      {field('city')}
      {field('zip_code')}
      {field('state')}
      <CountrySelectField label={t('address.field.country')} autoComplete={AUTOCOMPLETE.country} error={addressError('country', errors.country)} {...register('country')} />
      {!address?.is_default && (
        <label className="flex cursor-pointer items-center gap-3 text-ink-800 sm:col-span-2">
          <input type="checkbox" className="size-5 rounded border-ink-300 accent-sage-700" {...register('is_default')} />
          {t('address.defaultCheckbox')}
        </label>
      )}
      <div className="mt-1 flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" busy={isSubmitting}>
          {t('address.save')}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('address.cancel')}
          </Button>
        )}
      </div>
    </form>
  )
}
