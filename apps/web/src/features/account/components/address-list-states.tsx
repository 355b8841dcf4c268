import { Button } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { EmptyState } from '../../../components/ui/empty-state'
import { Skeleton } from '../../../components/ui/skeleton'
import { useAccountText } from '../hooks/use-account-text'

/** The address book is loading: two card-shaped placeholders, announced to screen readers. */
export function AddressesLoading({ className, cardClassName }: { className: string; cardClassName: string }) {
  const { t } = useAccountText()
  return (
    <div role="status" className={className}>
      <span className="sr-only">{t('loading', { ns: 'common' })}</span>
      <Skeleton className={cx(cardClassName, 'rounded-2xl')} />
      <Skeleton className={cx(cardClassName, 'rounded-2xl')} />
    </div>
  )
}

/** The address book could not be loaded: the message and a retry. */
export function AddressesLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useAccountText()
  return (
    <EmptyState
      tone="error"
      title={t('address.loadFailed')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('address.retry')}
        </Button>
      }
    />
  )
}
