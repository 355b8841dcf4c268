import { useTranslation } from '../../lib/i18n-runtime'
import { useParams } from '../../lib/router'
import { AccountFrame } from '../../features/account/components/account-frame'
import { RequireAuth } from '../../features/auth'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { useOrder } from '../../features/orders/api/orders-api'
import { OrderDetails } from '../../features/orders/components/order-details'
import { OrderDocuments } from '../../features/invoices/components/order-documents'
import { OrderLoader } from '../../features/orders/components/order-loader'
import { TransferInstructions } from '../../features/bank-transfer/components/transfer-instructions'
import { useDocumentTitle } from '../../lib/use-document-title'

export function Component() {
  return (
    <RequireAuth>
      <OrderViewPage />
    </RequireAuth>
  )
}

function OrderViewPage() {
  const { t } = useTranslation('orders')
  const { id = '' } = useParams()
  const number = useOrder(id).data?.number
  const title = number ? t('history.number', { number }) : t('view.title')
  useDocumentTitle(title)
  return (
    <AccountFrame
      width="wide"
      title={title}
      breadcrumbs={
        <Breadcrumbs items={[{ label: t('account'), to: '/youraccount' }, { label: t('history.title'), to: '/orderhistory' }, { label: title }]} />
      }
    >
      <OrderLoader id={id}>{(order) => (
          <OrderDetails
            order={order}
            documents={
              <>
                <TransferInstructions lookup={{ order_id: order.id }} transferCents={order.payment.transfer_cents} />
                <OrderDocuments orderId={order.id} />
              </>
            }
          />
        )}</OrderLoader>
    </AccountFrame>
  )
}
