import { COMPLAINT_MESSAGE_MAX, COMPLAINT_TOPICS, ComplaintInputSchema, formatMoney, type Complaint, type OrderSummary } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { Link } from '../../../lib/router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { Notice, SelectField, TextAreaField } from '../../../components/ui/fields'
import { Spinner } from '../../../components/ui/spinner'
import { formatDate } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import { useComplaintOrders, useCreateComplaint, useLinkedOrder } from '../api/complaints-api'
import { useComplaintsText } from '../hooks/use-complaints-text'

type Field = 'order_id' | 'topic' | 'message'

/** A complaint about one of my orders: which order, what kind of problem, and what happened. */
export function NewComplaintForm({ orderId, onCreated }: { orderId: string | null; onCreated: (complaint: Complaint) => void }) {
  const { t, topic: topicLabel, message, failure } = useComplaintsText()
  const lang = useLanguage()
  const orders = useComplaintOrders()
  const loaded = orders.data?.pages.flatMap((p) => p.data) ?? []
  const linked = useLinkedOrder(orderId, loaded.some((o) => o.id === orderId) || orders.isPending)
  const create = useCreateComplaint()
  const all: OrderSummary[] = linked.data && !loaded.some((o) => o.id === linked.data.id) ? [linked.data, ...loaded] : loaded
  const [picked, setPicked] = useState<string>()
  const [topic, setTopic] = useState('')
  const [text, setText] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failed, setFailed] = useState<string>()
  // The ?order= link preselects its order once it is known to be mine; a choice made here wins.
  const order = picked ?? (orderId && all.some((o) => o.id === orderId) ? orderId : '')

  if (orders.isPending) return <Spinner className="py-10" />
  if (orders.isError) return <EmptyState tone="error" title={t('new.ordersFailed')} message={failure(orders.error)} />
  if (all.length === 0) {
    return (
      <EmptyState
        title={t('new.noOrders')}
        message={t('new.noOrdersText')}
        action={
          <Link to="/contactus" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('new.contactUs')}
          </Link>
        }
      />
    )
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setFailed(undefined)
    const parsed = ComplaintInputSchema.safeParse({ order_id: order, topic, message: text })
    if (!parsed.success) {
      const next: typeof errors = {}
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= message(issue.message)
      setErrors(next)
      return
    }
    setErrors({})
    try {
      const complaint = await create.mutateAsync(parsed.data)
      notify.success(t('new.created'))
      onCreated(complaint)
    } catch (err) {
      setFailed(failure(err))
    }
  }

  const orderLabel = (o: OrderSummary) => `${o.number} · ${formatDate(o.created_at, lang)} · ${formatMoney(o.total_cents, lang)}`

  return (
    <form onSubmit={submit} noValidate aria-labelledby="new-complaint-heading" className="space-y-5 rounded-3xl bg-white p-5 ring-1 ring-ink-100 sm:p-7">
      <div>
        <h2 id="new-complaint-heading" className="font-display text-2xl text-ink-900">
          {t('new.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t('new.intro')}</p>
      </div>
      <div>
        <SelectField
          label={t('new.order')}
          value={order}
          error={errors.order_id}
          onChange={(e) => {
            setPicked(e.target.value)
            setErrors((x) => ({ ...x, order_id: undefined }))
          }}
          options={[{ value: '', label: t('new.pickOrder') }, ...all.map((o) => ({ value: o.id, label: orderLabel(o) }))]}
        />
        {orders.hasNextPage && (
          <Button variant="ghost" size="sm" className="mt-2" busy={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
            {t('new.olderOrders')}
          </Button>
        )}
      </div>
      <SelectField
        label={t('new.topic')}
        value={topic}
        error={errors.topic}
        onChange={(e) => {
          setTopic(e.target.value)
          setErrors((x) => ({ ...x, topic: undefined }))
        }}
        options={[{ value: '', label: t('new.pickTopic') }, ...COMPLAINT_TOPICS.map((code) => ({ value: code, label: topicLabel(code) }))]}
      />
      <TextAreaField
        label={t('new.message')}
        hint={t('new.messageHint')}
        value={text}
        error={errors.message}
        onChange={(e) => {
          setText(e.target.value)
          setErrors((x) => ({ ...x, message: undefined }))
        }}
        rows={6}
        maxLength={COMPLAINT_MESSAGE_MAX}
      />
      {failed && <Notice>{failed}</Notice>}
      <Button type="submit" size="lg" busy={create.isPending} className="w-full sm:w-auto">
        {t('new.submit')}
      </Button>
    </form>
  )
}
