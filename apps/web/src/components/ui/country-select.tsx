import { countriesByName, countryName, type CheckoutAddress } from '@shop/domain'
import { useMemo } from 'react'
import { useLanguage } from '../../lib/i18n'
import { useTranslation } from '../../lib/i18n-runtime'
import { SelectField, type SelectFieldProps } from './fields'

/**
 * The country of an address, picked from the shop's list (names in the shopper's language, sorted
 * by them); the value is the ISO code the server takes. Empty until one is chosen.
 */
export function CountrySelectField(props: Omit<SelectFieldProps, 'options'>) {
  const lang = useLanguage()
  const { t } = useTranslation('common')
  const options = useMemo(
    () => [{ value: '', label: t('field.country.placeholder') }, ...countriesByName(lang).map((c) => ({ value: c.code, label: c.name }))],
    [lang, t],
  )
  return <SelectField {...props} options={options} />
}

/** An address's country as shoppers read it: its name for a code, or the text an older address kept. */
export function useCountryName(): (address: Pick<CheckoutAddress, 'country'>) => string {
  const lang = useLanguage()
  return (address) => countryName(address.country, lang)
}
