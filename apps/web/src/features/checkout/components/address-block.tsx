import type { CheckoutAddress } from '@shop/domain'

/** An address as written on a parcel. Inside a label (phrasing content only) pass `as="span"`. */
export function AddressBlock({ address, as: As = 'address' }: { address: CheckoutAddress; as?: 'address' | 'span' }) {
  const place = [address.zip_code, address.city].filter(Boolean).join(' ')
  return (
    <As className="block not-italic leading-relaxed text-ink-700">
      <span className="block font-medium text-ink-900">
        {address.first_name} {address.last_name}
      </span>
      <span className="block">{address.street}</span>
      <span className="block">{place}</span>
      {address.state && <span className="block">{address.state}</span>}
      <span className="block">{address.country}</span>
    </As>
  )
}

/** The fields an order ships to, from any address-shaped record (a saved address carries more). */
export function toCheckoutAddress(a: CheckoutAddress): CheckoutAddress {
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    street: a.street,
    city: a.city,
    state: a.state ?? '',
    country: a.country,
    zip_code: a.zip_code,
  }
}
