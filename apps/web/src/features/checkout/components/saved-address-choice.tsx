import type { CheckoutAddress } from '@shop/domain'
import { useId } from 'react'
import { cx } from '../../../components/ui/cx'
import { CheckIcon } from '../../../components/ui/icons'
import { PostalAddress } from '../../../components/ui/postal-address'
import { useCheckoutText } from '../hooks/use-checkout-text'

export interface SavedAddress extends CheckoutAddress {
  id: string
  is_default: boolean
}

/** The signed-in shopper's saved addresses as a choice for this order (the default stays the default). */
export function SavedAddressChoice({
  addresses,
  selectedId,
  onSelect,
}: {
  addresses: SavedAddress[]
  selectedId: string | null
  onSelect: (address: SavedAddress) => void
}) {
  const { t } = useCheckoutText()
  const legendId = useId()
  return (
    <div role="radiogroup" aria-labelledby={legendId} className="space-y-3">
      <h2 id={legendId} className="font-sans text-sm font-semibold tracking-wide text-ink-600 uppercase">
        {t('address.savedTitle')}
      </h2>
      {addresses.map((a) => {
        const selected = a.id === selectedId
        return (
          <label
            key={a.id}
            className={cx(
              'flex cursor-pointer items-start gap-4 rounded-2xl bg-white p-4 ring-1 transition-shadow sm:p-5',
              selected ? 'shadow-sm ring-2 ring-sage-600' : 'ring-ink-100 hover:ring-sage-300',
            )}
          >
            <input
              type="radio"
              name="checkout-address"
              className="mt-1 size-5 shrink-0 accent-sage-700"
              checked={selected}
              onChange={() => onSelect(a)}
            />
            <span className="min-w-0 flex-1">
              <PostalAddress address={a} as="span" />
            </span>
            {a.is_default && (
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-sage-100 px-2.5 py-0.5 text-xs font-semibold text-sage-800">
                <CheckIcon size={14} />
                {t('address.default')}
              </span>
            )}
          </label>
        )
      })}
    </div>
  )
}
