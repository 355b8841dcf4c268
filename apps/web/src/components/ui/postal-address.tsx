import type { CheckoutAddress } from '@shop/domain'
import { useCountryName } from './country-select'

/**
 * An address as written on a parcel (a saved address or an order's). Inside a label (phrasing
 * content only) pass `as="span"`.
 */
export function PostalAddress({ address, as: As = 'address' }: { address: CheckoutAddress; as?: 'address' | 'span' }) {
  const country = useCountryName()
  const place = [address.zip_code, address.city].filter(Boolean).join(' ')
  return (
    <As className="block not-italic leading-relaxed text-ink-700">
      <span className="block font-medium text-ink-900">
        {address.first_name} {address.last_name}
      </span>
      <span className="block">{address.street}</span>
      <span className="block">{place}</span>
      {address.state && <span className="block">{address.state}</span>}
      <span className="block">{country(address)}</span>
    </As>
  )
}
