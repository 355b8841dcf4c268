import type { GiftCardReceipt } from '@shop/domain'
import { useState } from 'react'
import { useTranslation } from '../../lib/i18n-runtime'
import { AccountFrame } from '../../features/account/components/account-frame'
import { RequireAuth } from '../../features/auth'
import { Breadcrumbs } from '../../features/catalog/components/breadcrumbs'
import { GiftCardForm } from '../../features/wallet/components/gift-card-form'
import { GiftCardList, GiftCardSent } from '../../features/wallet/components/gift-card-receipts'
import { useDocumentTitle } from '../../lib/use-document-title'

/** SPEC's /giftcart: buy a gift card (the route keeps SPEC's spelling). */
export function Component() {
  return (
    <RequireAuth>
      <GiftCardPage />
    </RequireAuth>
  )
}

function GiftCardPage() {
  const { t } = useTranslation('wallet')
  useDocumentTitle(t('page.gift'))
  const [sent, setSent] = useState<GiftCardReceipt>()
  return (
    <AccountFrame
      width="wide"
      title={t('page.gift')}
      intro={t('page.giftIntro')}
      breadcrumbs={<Breadcrumbs items={[{ label: t('account'), to: '/youraccount' }, { label: t('page.wallet'), to: '/wallet' }, { label: t('page.gift') }]} />}
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-14">
        <div>
          {sent ? (
            <GiftCardSent receipt={sent} onAnother={() => setSent(undefined)} />
          ) : (
            <div className="rounded-2xl bg-white p-5 ring-1 ring-ink-100 sm:p-7">
              <GiftCardForm onBought={setSent} />
            </div>
          )}
        </div>
        <GiftCardList />
      </div>
    </AccountFrame>
  )
}
