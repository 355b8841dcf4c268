import { AUTH_MESSAGES, type Address } from '@shop/domain'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { PostalAddress } from '../../../components/ui/postal-address'
import { notify } from '../../../lib/toast'
import { useAddresses, useAddressMutations } from '../api/account-api'
import { useAccountText } from '../hooks/use-account-text'
import { AddressesLoadFailed, AddressesLoading } from './address-list-states'
import { AddressForm, MAX_ADDRESSES } from './address-form'
import { DefaultBadge } from './default-badge'

/** The address book: list, add, change, delete and choose the default. */
export function AddressBook() {
  const { t } = useAccountText()
  const addresses = useAddresses()
  // Which form is open: a new address, an address being changed (its id), or none.
  const [open, setOpen] = useState<'new' | string | null>(null)
  const newHeadingId = useId()

  if (addresses.isPending) return <AddressesLoading className="grid gap-4 md:grid-cols-2" cardClassName="h-48" />
  if (addresses.isError) return <AddressesLoadFailed onRetry={() => addresses.refetch()} />

  const list = addresses.data
  const full = list.length >= MAX_ADDRESSES

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-600">{t('address.count', { count: list.length })}</p>
        {open !== 'new' && (
          <Button onClick={() => setOpen('new')} disabled={full}>
            {t('address.add')}
          </Button>
        )}
      </div>
      {full && open !== 'new' && <p className="text-sm text-ink-600">{t('address.limit', { count: MAX_ADDRESSES })}</p>}

      {open === 'new' && (
        <section aria-labelledby={newHeadingId} className="rounded-2xl bg-white p-5 ring-1 ring-ink-100 sm:p-7">
          <h2 id={newHeadingId} className="mb-5 font-display text-2xl text-ink-900">
            {t('address.addTitle')}
          </h2>
          <AddressForm headingId={newHeadingId} autoFocus makeDefault={list.length === 0} onDone={() => setOpen(null)} onCancel={() => setOpen(null)} />
        </section>
      )}

      {list.length === 0 && open !== 'new' ? (
        <EmptyState title={t('address.empty')} message={t('address.emptyText')} />
      ) : (
        <ul aria-label={t('address.listLabel')} className="grid gap-4 md:grid-cols-2">
          {list.map((a) => (
            <li key={a.id} className={open === a.id ? 'md:col-span-2' : undefined}>
              {open === a.id ? (
                <EditCard address={a} onClose={() => setOpen(null)} />
              ) : (
                <AddressCard address={a} onEdit={() => setOpen(a.id)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function EditCard({ address, onClose }: { address: Address; onClose: () => void }) {
  const { t } = useAccountText()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 ring-1 ring-sage-300 sm:p-7">
      <h2 id={headingId} className="mb-5 font-display text-2xl text-ink-900">
        {t('address.editTitle')}
      </h2>
      <AddressForm address={address} headingId={headingId} autoFocus onDone={onClose} onCancel={onClose} />
    </section>
  )
}

function AddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const { t, message } = useAccountText()
  const { update, remove } = useAddressMutations()
  const [confirming, setConfirming] = useState(false)

  const makeDefault = async () => {
    try {
      const answer = await update.mutateAsync({ id: address.id, is_default: true })
      notify.success(message(answer.message || AUTH_MESSAGES.addressUpdated))
    } catch {
      notify.error(message(AUTH_MESSAGES.addressUpdateFailed))
    }
  }
  const del = async () => {
    try {
      await remove.mutateAsync(address.id)
      notify.success(t('address.deleted'))
    } catch {
      notify.error(t('address.deleteFailed'))
      setConfirming(false)
    }
  }

  return (
    <article
      className={
        'flex h-full flex-col justify-between gap-5 rounded-2xl bg-white p-5 ring-1 sm:p-6 ' +
        (address.is_default ? 'ring-sage-300 shadow-sm shadow-sage-900/5' : 'ring-ink-100')
      }
    >
      <div className="flex items-start justify-between gap-3">
        <PostalAddress address={address} />
        {address.is_default && <DefaultBadge label={t('address.default')} />}
      </div>
      {confirming ? (
        <div role="group" aria-label={t('address.deleteConfirm')} className="rounded-xl bg-clay-50 px-4 py-3">
          <p className="text-sm font-medium text-clay-700">{t('address.deleteConfirm')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="accent" busy={remove.isPending} onClick={del}>
              {t('address.deleteYes')}
            </Button>
            {/* The safe choice has the focus: Enter does not delete by accident. */}
            <Button size="sm" variant="ghost" autoFocus onClick={() => setConfirming(false)}>
              {t('address.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t('address.editLabel', { street: address.street })}>
            {t('address.edit')}
          </Button>
          {!address.is_default && (
            <Button size="sm" variant="secondary" busy={update.isPending} onClick={makeDefault} aria-label={t('address.makeDefaultLabel', { street: address.street })}>
              {t('address.makeDefault')}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={t('address.deleteLabel', { street: address.street })}>
            {t('address.delete')}
          </Button>
        </div>
      )}
    </article>
  )
}
