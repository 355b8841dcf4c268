import { Link, useSearchParams } from '../../../lib/router'
import { buttonClasses } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { Skeleton } from '../../../components/ui/skeleton'
import { Spinner } from '../../../components/ui/spinner'
import { ApiError } from '../../../lib/api-client'
import { isComplaintId, useComplaint, useComplaints } from '../api/complaints-api'
import { useComplaintsText } from '../hooks/use-complaints-text'
import { ComplaintList } from './complaint-list'
import { ComplaintThread } from './complaint-thread'
import { NewComplaintForm } from './new-complaint-form'

/**
 * /complain: my complaints beside the one in view. The address says what is in view (?id=<complaint>,
 * ?new, or ?order=<order> to start one about that order), so back and forward work and a link from
 * an order opens the right form. On a phone the list and the complaint take turns.
 */
export function ComplaintsPanel() {
  const { t, failure } = useComplaintsText()
  const [params, setParams] = useSearchParams()
  const list = useComplaints()
  const id = params.get('id')
  const orderId = params.get('order')
  const empty = list.isSuccess && list.data.length === 0
  const writing = !id && (params.has('new') || !!orderId || empty)
  const detailShown = !!id || writing

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start lg:gap-10">
      <section aria-labelledby="my-complaints" className={detailShown ? 'hidden lg:block' : undefined}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="my-complaints" className="font-display text-2xl text-ink-900">
            {t('list.title')}
          </h2>
          <Link to="?new" className={buttonClasses({ size: 'sm' })}>
            {t('list.new')}
          </Link>
        </div>
        <div className="mt-4">
          {list.isPending ? (
            <div className="space-y-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-24 rounded-2xl" />
              ))}
            </div>
          ) : list.isError ? (
            <EmptyState tone="error" title={t('list.failed')} message={failure(list.error)} />
          ) : empty ? (
            <EmptyState title={t('list.empty')} message={t('list.emptyText')} />
          ) : (
            <ComplaintList complaints={list.data} selected={id ?? undefined} />
          )}
        </div>
      </section>
      <div className={detailShown ? undefined : 'hidden lg:block'}>
        {detailShown && (
          <Link to={{ search: '' }} className="mb-4 inline-block text-sm font-medium text-sage-800 underline underline-offset-2 lg:hidden">
            {t('list.back')}
          </Link>
        )}
        {id ? (
          <ComplaintDetail id={id} />
        ) : writing ? (
          <NewComplaintForm key={orderId ?? ''} orderId={orderId} onCreated={(c) => setParams({ id: c.id })} />
        ) : (
          <EmptyState title={t('list.pick')} message={t('list.pickText')} />
        )}
      </div>
    </div>
  )
}

function ComplaintDetail({ id }: { id: string }) {
  const { t, failure } = useComplaintsText()
  const complaint = useComplaint(id)
  const missing = !isComplaintId(id) || (complaint.error instanceof ApiError && complaint.error.code === 'not_found')
  if (missing) return <EmptyState title={t('thread.notFound')} message={t('thread.notFoundText')} />
  if (complaint.isPending) return <Spinner className="py-10" />
  if (complaint.isError) return <EmptyState tone="error" title={t('thread.failed')} message={failure(complaint.error)} />
  return <ComplaintThread complaint={complaint.data} />
}
