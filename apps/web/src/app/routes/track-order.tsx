import { useTranslation } from 'react-i18next'
import { AccountFrame } from '../../features/account/components/account-frame'
import { useAccountDocumentTitle } from '../../features/account/hooks/use-account-text'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { TrackOrder } from '../../features/orders/components/track-order'

/** SPEC's /trackorder: open to guests and signed-in shoppers alike. */
export function Component() {
  const { t } = useTranslation('orders')
  useAccountDocumentTitle(t('track.title'))
  return (
    <AccountFrame width="wide" title={t('track.title')} intro={t('track.intro')} breadcrumbs={<Breadcrumbs items={[{ label: t('track.title') }]} />}>
      <div className="max-w-5xl">
        <TrackOrder />
      </div>
    </AccountFrame>
  )
}
