import { useTranslation } from '../../lib/i18n-runtime'
import { AdminPage } from '../../features/admin/components/admin-page'
import { TransferDesk } from '../../features/bank-transfer/components/transfer-desk'

/** Bank transfers awaiting payment, statement import, mark paid (staff area 'fulfilment', decision 052). */
export function Component() {
  const { t } = useTranslation('orders')
  return (
    <AdminPage title={t('bankTransfer.desk.title')} intro={t('bankTransfer.desk.intro')}>
      <TransferDesk />
    </AdminPage>
  )
}
