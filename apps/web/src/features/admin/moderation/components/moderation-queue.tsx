import { STAFF_PAGE_SIZE, type ModerationDecision, type ReviewStatus } from '@shop/domain'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { useLanguage } from '../../../../lib/i18n'
import { notify } from '../../../../lib/toast'
import { ListState } from '../../components/admin-page'
import { Pager } from '../../components/pager'
import { useListParams } from '../../hooks/use-list-params'
import { useModerate, type ModerationKind } from '../api/moderation-api'
import { StatusTabs, statusFrom } from './status-tabs'

const KEYS = ['status'] as const

/** The tab (pending unless the address says otherwise) and page of a moderation queue. */
export function useQueueParams() {
  const { values, page, set } = useListParams(KEYS)
  const setStatus = (s: ReviewStatus) => set({ status: s === 'pending' ? '' : s })
  return { status: statusFrom(values.status), page, setStatus }
}

const DECIDED = {
  reviews: { approve: 'moderation.reviewApproved', reject: 'moderation.reviewRejected' },
  testimonials: { approve: 'moderation.testimonialApproved', reject: 'moderation.testimonialRejected' },
} as const satisfies Record<ModerationKind, Record<ModerationDecision, string>>

/** What a card needs to show and take a decision on its entry. */
export interface DecisionProps {
  busy: ModerationDecision | null
  error: unknown
  onDecide: (decision: ModerationDecision, note: string) => void
}

/**
 * The body of a moderation page: status tabs, how many there are, the entries as cards (each
 * `children(entry, decision)`) and the pages. A decision is sent from here and toasted.
 */
export function ModerationQueue<T extends { id: string }>({
  kind,
  status,
  setStatus,
  page,
  query,
  children,
}: ReturnType<typeof useQueueParams> & {
  kind: ModerationKind
  query: UseQueryResult<{ data: T[]; total: number }>
  children: (entry: T, decision: DecisionProps) => ReactNode
}) {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  const moderate = useModerate(kind, lang)
  const entries = query.data?.data ?? []

  function decide(id: string, decision: ModerationDecision, note: string) {
    moderate.mutate({ id, decision, note }, { onSuccess: () => notify.success(t(DECIDED[kind][decision])) })
  }
  const mine = (id: string) => moderate.variables?.id === id

  return (
    <>
      <StatusTabs value={status} onChange={setStatus} />
      <div className="mt-5" aria-busy={query.isFetching}>
        {query.data && (
          <p className="mb-3 text-sm text-ink-600" role="status">
            {t(`${kind}.count.${status}`, { count: query.data.total })}
          </p>
        )}
        <ListState isPending={query.isPending} error={query.error} empty={!!query.data && entries.length === 0} emptyText={t(`${kind}.empty.${status}`)} onRetry={() => void query.refetch()} />
        {entries.length > 0 && (
          <ul className="grid gap-4">
            {entries.map((entry) =>
              children(entry, {
                busy: moderate.isPending && mine(entry.id) ? moderate.variables!.decision : null,
                error: mine(entry.id) ? moderate.error : null,
                onDecide: (decision, note) => decide(entry.id, decision, note),
              }),
            )}
          </ul>
        )}
        {query.data && <Pager page={page} total={query.data.total} pageSize={STAFF_PAGE_SIZE} />}
      </div>
    </>
  )
}
