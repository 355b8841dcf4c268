import { useTranslation } from '../../lib/i18n-runtime'
import { Link, useNavigate, useParams } from '../../lib/router'
import { buttonClasses } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { AccountFrame } from '../../features/account/components/account-frame'
import { RequireAuth } from '../../features/auth'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { useOrder, useWithdraw } from '../../features/orders/api/orders-api'
import { OrderLoader } from '../../features/orders/components/order-loader'
import { OrderRequestForm, requestMode } from '../../features/orders/components/order-request-form'
import { WithdrawalForm } from '../../features/orders/components/withdrawal-form'
import type { Order } from '@shop/domain'
import { useDocumentTitle } from '../../lib/use-document-title'

/** SPEC's /cancelorder/{id}: the cancel request of one order, or the withdrawal from it once delivered (decision 044). */
export function Component() {
  return (
    <RequireAuth>
      <CancelOrderPage />
    </RequireAuth>
  )
}

function CancelOrderPage() {
  const { t } = useTranslation('orders')
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const order = useOrder(id).data
  const mode = order ? requestMode(order) : null
  const title = mode === 'return' ? t('request.titleReturn') : t('request.titleCancel')
  useDocumentTitle(title)
  const orderLabel = order ? t('history.number', { number: order.number }) : t('view.title')
  return (
    <AccountFrame
      title={title}
      intro={order ? t('request.intro', { number: order.number }) : undefined}
      breadcrumbs={
        <Breadcrumbs
          items={[
            { label: t('account'), to: '/youraccount' },
            { label: t('history.title'), to: '/orderhistory' },
            { label: orderLabel, to: `/individualorderview/${id}` },
            { label: title },
          ]}
        />
      }
    >
      <OrderLoader id={id}>
        {(loaded) =>
          requestMode(loaded) === 'return' ? (
            <Withdrawal order={loaded} onDone={() => navigate(`/individualorderview/${loaded.id}`)} />
          ) : requestMode(loaded) ? (
            <OrderRequestForm order={loaded} onDone={() => navigate(`/individualorderview/${loaded.id}`)} />
          ) : (
            <EmptyState
              headingLevel={2}
              title={t('request.notPossible')}
              message={t('request.notPossibleText')}
              action={
                <Link to={`/individualorderview/${loaded.id}`} className={buttonClasses({ variant: 'secondary' })}>
                  {t('request.back')}
                </Link>
              }
            />
          )
        }
      </OrderLoader>
    </AccountFrame>
  )
}

function Withdrawal({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t } = useTranslation('orders')
  const withdraw = useWithdraw(order.id)
  return (
    <WithdrawalForm
      order={order}
      titled={false}
      send={(body) => withdraw.mutateAsync(body)}
      busy={withdraw.isPending}
      onDone={onDone}
      secondary={
        <Link to={`/individualorderview/${order.id}`} className={buttonClasses({ variant: 'ghost' })}>
          {t('request.back')}
        </Link>
      }
    />
  )
}
