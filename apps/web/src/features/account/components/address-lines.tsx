import type { Address } from '@shop/domain'

/** An address as it is written on a parcel. Inside a label (phrasing content only) pass `as="span"`. */
export function AddressLines({ address, as: As = 'address' }: { address: Address; as?: 'address' | 'span' }) {
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

export function DefaultBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sage-100 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-sage-800 uppercase">
      {label}
    </span>
  )
}
