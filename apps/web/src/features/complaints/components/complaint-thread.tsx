import { COMPLAINT_MESSAGE_MAX, ComplaintMessageInputSchema, type Complaint } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { Notice, TextAreaField } from '../../../components/ui/fields'
import { formatDateTime } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import { useReplyToComplaint } from '../api/complaints-api'
import { useComplaintsText } from '../hooks/use-complaints-text'
import { ComplaintStatusBadge } from './complaint-status'

/** One complaint: the conversation with the shop, as plain text, and the box to write more. */
export function ComplaintThread({ complaint }: { complaint: Complaint }) {
  const { t, topic } = useComplaintsText()
  const lang = useLanguage()
  return (
    <article aria-labelledby="complaint-heading" className="rounded-3xl bg-white p-5 ring-1 ring-ink-100 sm:p-7">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="complaint-heading" className="font-display text-2xl text-ink-900">
            {topic(complaint.topic)}
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            {t('thread.about', { number: complaint.order_number })} · {t('thread.opened', { date: formatDateTime(complaint.created_at, lang) })}
          </p>
        </div>
        <ComplaintStatusBadge status={complaint.status} className="text-sm" />
      </header>
      <p className="mt-3 text-sm text-ink-600">{t(`statusNote.${complaint.status}`)}</p>
      <ol className="mt-6 space-y-4" aria-label={t('thread.messages')}>
        {complaint.messages.map((m) => {
          const mine = m.author === 'shopper'
          return (
            <li key={m.id} className={cx('flex', mine ? 'justify-end' : 'justify-start')}>
              <div className={cx('max-w-[88%] rounded-2xl px-4 py-3 sm:max-w-[80%]', mine ? 'rounded-br-md bg-sage-100 text-ink-900' : 'rounded-bl-md bg-cream-100 text-ink-900 ring-1 ring-cream-200')}>
                <p className="text-xs font-semibold text-ink-600">
                  {mine ? t('thread.you') : t('thread.shop')} · <time dateTime={m.at}>{formatDateTime(m.at, lang)}</time>
                </p>
                <p data-testid="complaint-message" className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">
                  {m.text}
                </p>
              </div>
            </li>
          )
        })}
      </ol>
      <ReplyForm complaint={complaint} />
    </article>
  )
}

function ReplyForm({ complaint }: { complaint: Complaint }) {
  const { t, message, failure } = useComplaintsText()
  const reply = useReplyToComplaint(complaint.id)
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const [failed, setFailed] = useState<string>()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setFailed(undefined)
    const parsed = ComplaintMessageInputSchema.safeParse({ message: text })
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message))
      return
    }
    try {
      await reply.mutateAsync(parsed.data.message)
      setText('')
      notify.success(t('thread.sent'))
    } catch (err) {
      setFailed(failure(err))
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-8 border-t border-ink-100 pt-6">
      <TextAreaField
        label={t('thread.reply')}
        hint={complaint.status === 'closed' ? t('thread.reopenHint') : undefined}
        value={text}
        error={error}
        onChange={(e) => {
          setText(e.target.value)
          setError(undefined)
        }}
        rows={4}
        maxLength={COMPLAINT_MESSAGE_MAX}
      />
      {failed && <Notice className="mt-4">{failed}</Notice>}
      <Button type="submit" busy={reply.isPending} className="mt-4">
        {t('thread.send')}
      </Button>
    </form>
  )
}
