import { COMPLAINT_MESSAGE_MAX, type ComplaintStatus, type StaffComplaintReply } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { Button } from '../../../../components/ui/button'
import { Notice, TextAreaField } from '../../../../components/ui/fields'
import { splitServerError } from '../../catalog/components/server-errors'

/**
 * The team's reply: send it (status answered), send it and close the complaint, or close it
 * without a word. The shopper gets an email either way. Cleared once the server took it.
 */
export function ReplyForm({ status, busy, error, onSend }: { status: ComplaintStatus; busy: boolean; error: unknown; onSend: (reply: StaffComplaintReply, done: () => void) => void }) {
  const { t } = useTranslation('admin2')
  const [message, setMessage] = useState('')
  const [empty, setEmpty] = useState(false)
  const [action, setAction] = useState<'reply' | 'replyClose' | 'close'>('reply')
  const problem = error ? splitServerError(error, t('error.generic')) : null

  function send(kind: 'reply' | 'replyClose' | 'close') {
    const text = message.trim()
    if (kind !== 'close' && !text) return setEmpty(true)
    setEmpty(false)
    setAction(kind)
    onSend({ message: kind === 'close' ? '' : text, close: kind !== 'reply' }, () => setMessage(''))
  }
  function submit(event: FormEvent) {
    event.preventDefault()
    send('reply')
  }

  return (
    <form onSubmit={submit} noValidate className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
      <TextAreaField
        label={t('complaints.reply')}
        hint={t('complaints.replyHint')}
        rows={5}
        maxLength={COMPLAINT_MESSAGE_MAX}
        value={message}
        error={empty ? t('complaints.replyEmpty') : problem?.fields.message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" busy={busy && action === 'reply'} disabled={busy}>
          {t('complaints.send')}
        </Button>
        <Button variant="secondary" busy={busy && action === 'replyClose'} disabled={busy} onClick={() => send('replyClose')}>
          {t('complaints.sendAndClose')}
        </Button>
        {status !== 'closed' && (
          <Button variant="ghost" busy={busy && action === 'close'} disabled={busy} onClick={() => send('close')}>
            {t('complaints.closeOnly')}
          </Button>
        )}
      </div>
      {problem?.notice && <Notice className="mt-3">{problem.notice}</Notice>}
    </form>
  )
}
