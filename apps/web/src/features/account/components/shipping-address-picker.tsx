import { AUTH_MESSAGES } from '@shop/domain'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { EmptyState } from '../../../components/ui/empty-state'
import { CheckIcon } from '../../../components/ui/icons'
import { PostalAddress } from '../../../components/ui/postal-address'
import { notify } from '../../../lib/toast'
import { useAddresses, useAddressMutations } from '../api/account-api'
import { useAccountText } from '../hooks/use-account-text'
import { AddressesLoadFailed, AddressesLoading } from './address-list-states'
import { AddressForm, MAX_ADDRESSES } from './address-form'

/** Chooses the default shipping address from the book, or adds a new one that becomes it. */
export function ShippingAddressPicker() {
  const { t, message } = useAccountText()
  const addresses = useAddresses()
  const { update } = useAddressMutations()
  const [adding, setAdding] = useState(false)
  const [choosing, setChoosing] = useState<string | null>(null)
  const legendId = useId()
  const formHeadingId = useId()

  if (addresses.isPending) return <AddressesLoading className="space-y-3" cardClassName="h-32" />
  if (addresses.isError) return <AddressesLoadFailed onRetry={() => addresses.refetch()} />

  const list = addresses.data
  const choose = async (id: string) => {
    if (choosing) return
    setChoosing(id)
    try {
      const answer = await update.mutateAsync({ id, is_default: true })
      notify.success(message(answer.message || AUTH_MESSAGES.addressUpdated))
    } catch {
      notify.error(message(AUTH_MESSAGES.addressUpdateFailed))
    } finally {
      setChoosing(null)
    }
  }

  return (
    <div className="space-y-6">
      {list.length === 0 && !adding && <EmptyState title={t('address.empty')} message={t('shipping.empty')} />}
      {list.length > 0 && (
        <div role="radiogroup" aria-labelledby={legendId} className="space-y-3">
          <h2 id={legendId} className="font-sans text-sm font-semibold tracking-wide text-ink-600 uppercase">
            {t('shipping.choose')}
          </h2>
          {list.map((a) => {
            const selected = choosing ? choosing === a.id : a.is_default
            return (
              <label
                key={a.id}
                className={cx(
                  'flex cursor-pointer items-start gap-4 rounded-2xl bg-white p-5 ring-1 transition-shadow',
                  selected ? 'ring-2 ring-sage-600 shadow-sm' : 'ring-ink-100 hover:ring-sage-300',
                )}
              >
                <input
                  type="radio"
                  name="shipping-address"
                  className="mt-1 size-5 shrink-0 accent-sage-700"
                  checked={selected}
                  disabled={!!choosing}
                  onChange={() => choose(a.id)}
                />
                <span className="min-w-0 flex-1">
                  <PostalAddress address={a} as="span" />
                </span>
                {a.is_default && !choosing && (
                  <span className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-sage-700">
                    <CheckIcon size={16} />
                    <span className="hidden sm:inline">{t('shipping.current')}</span>
                  </span>
                )}
              </label>
            )
          })}
        </div>
      )}

      {adding ? (
        <section aria-labelledby={formHeadingId} className="rounded-2xl bg-white p-5 ring-1 ring-ink-100 sm:p-7">
          <h2 id={formHeadingId} className="mb-5 font-display text-2xl text-ink-900">
            {t('address.addTitle')}
          </h2>
          <AddressForm headingId={formHeadingId} autoFocus makeDefault onDone={() => setAdding(false)} onCancel={() => setAdding(false)} />
        </section>
      ) : list.length >= MAX_ADDRESSES ? (
        <p className="text-sm text-ink-600">{t('address.limit', { count: MAX_ADDRESSES })}</p>
      ) : (
        <Button variant={list.length ? 'secondary' : 'primary'} onClick={() => setAdding(true)}>
          {list.length ? t('shipping.addNew') : t('address.add')}
        </Button>
      )}
    </div>
  )
}
