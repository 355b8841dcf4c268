import { useTranslation } from '../../lib/i18n-runtime'
import { AccountFrame } from '../../features/account/components/account-frame'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { TrackOrder } from '../../features/orders/components/track-order'
import { TrackedOrderDocuments } from '../../features/invoices/components/order-documents'
import { TransferInstructions } from '../../features/bank-transfer/components/transfer-instructions'
import { useDocumentTitle } from '../../lib/use-document-title'

/** SPEC's /trackorder: open to guests and signed-in shoppers alike. */
export function Component() {
  const { t } = useTranslation('orders')
  useDocumentTitle(t('track.title'))
  return (
    <AccountFrame width="wide" title={t('track.title')} intro={t('track.intro')} breadcrumbs={<Breadcrumbs items={[{ label: t('track.title') }]} />}>
      <div className="max-w-5xl">
        <TrackOrder
          documents={(number, email, order) => (
            <>
              <TransferInstructions lookup={{ number, email }} transferCents={order.payment.transfer_cents} />
              <TrackedOrderDocuments number={number} email={email} />
            </>
          )}
        />
      </div>
    </AccountFrame>
  )
}
