import { useTranslation } from '../../lib/i18n-runtime'
import { notify } from '../../lib/toast'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { useSaveSeller, useSellerSettings } from '../../features/admin/settings/api/settings-api'
import { SellerForm } from '../../features/admin/settings/components/seller-form'

/**
 * Shop settings (staff area 'owner', decision 039): the seller's details that every invoice and
 * credit note copies when it is issued. The server audits each change.
 */
export function Component() {
  const { t } = useTranslation('invoices')
  const seller = useSellerSettings()
  const save = useSaveSeller()
  return (
    <AdminPage title={t('settings.title')} intro={t('settings.intro')}>
      {seller.data ? (
        <div className="max-w-3xl">
          <SellerForm
            key={seller.data.updated_at}
            seller={seller.data}
            busy={save.isPending}
            serverError={save.error}
            onSubmit={(input) => save.mutate(input, { onSuccess: () => notify.success(t('settings.saved')) })}
          />
        </div>
      ) : (
        <ListState isPending={seller.isPending} error={seller.error} empty={false} emptyText="" onRetry={() => void seller.refetch()} />
      )}
    </AdminPage>
  )
}
