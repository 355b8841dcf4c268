import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { Skeleton } from '../../../components/ui/skeleton'
import { useWallet } from '../api/wallet-api'
import { useWalletText } from '../hooks/use-wallet-text'
import { TopUpForm } from './top-up-form'
import { WalletBalance } from './wallet-balance'
import { WalletLedger } from './wallet-ledger'

/** The /wallet page's content: balance and notes, the top-up form, the ledger. */
export function WalletPanel() {
  const { t } = useWalletText()
  const wallet = useWallet()
  if (wallet.isPending) {
    return (
      <div role="status" className="space-y-6">
        <span className="sr-only">{t('loading', { ns: 'common' })}</span>
        <Skeleton className="h-56 rounded-2xl" />
        <Skeleton className="h-80 rounded-2xl" />
      </div>
    )
  }
  if (wallet.isError) {
    return (
      <EmptyState
        tone="error"
        title={t('loadFailed')}
        action={
          <Button variant="secondary" onClick={() => wallet.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    )
  }
  return (
    <div className="space-y-10">
      <WalletBalance balanceCents={wallet.data.balance_cents} currency={wallet.data.currency} />
      <div className="grid gap-10 md:grid-cols-2 lg:gap-14">
        <div className="rounded-2xl bg-white p-5 ring-1 ring-ink-100 sm:p-7">
          {/* The server's presets in the shopper's market currency: it accepts only those. */}
          <TopUpForm
            amounts={wallet.data.top_up_amounts}
            currency={wallet.data.market_currency}
            walletCurrency={wallet.data.currency}
            balanceCents={wallet.data.balance_cents}
          />
        </div>
        <WalletLedger entries={wallet.data.entries} />
      </div>
    </div>
  )
}
