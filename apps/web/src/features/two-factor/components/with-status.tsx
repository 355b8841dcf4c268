import type { TwoFactorStatus } from '@shop/domain'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/fields'
import { Skeleton } from '../../../components/ui/skeleton'
import { useTwoFactorStatus } from '../hooks/use-two-factor'
import { useTwoFactorText } from '../hooks/use-two-factor-text'

/** Renders `children(status)` once GET /auth/two-factor answered; a placeholder until then, a retry on failure. */
export function WithTwoFactorStatus({ children }: { children: (status: TwoFactorStatus) => ReactNode }) {
  const { t, failure } = useTwoFactorText()
  const query = useTwoFactorStatus()
  if (query.data) return <>{children(query.data)}</>
  if (query.isError) {
    return (
      <div className="space-y-4">
        <Notice>{failure(query.error)}</Notice>
        <Button variant="secondary" onClick={() => query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    )
  }
  return (
    <div role="status" aria-label={t('loading')} className="space-y-4">
      <Skeleton className="h-24 w-full rounded-2xl" />
      <Skeleton className="h-24 w-full rounded-2xl" />
    </div>
  )
}
