import { MODERATION_NOTE_MAX, type ModerationDecision, type ReviewStatus } from '@shop/domain'
import { useState } from 'react'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { Button } from '../../../../components/ui/button'
import { Notice, TextAreaField } from '../../../../components/ui/fields'
import { splitServerError } from '../../catalog/components/server-errors'

/**
 * Approve or reject with an optional note (kept with the decision and in the audit log). A
 * decision can be changed later: an approved entry offers Reject, a rejected one Approve.
 * `subject` names the entry for screen readers ("review by Jana").
 */
export function ModerationActions({
  status,
  subject,
  busy,
  error,
  onDecide,
}: {
  status: ReviewStatus
  subject: string
  busy: ModerationDecision | null
  error: unknown
  onDecide: (decision: ModerationDecision, note: string) => void
}) {
  const { t } = useTranslation('admin2')
  const [note, setNote] = useState('')
  const problem = error ? splitServerError(error, t('error.generic')) : null
  return (
    <div className="mt-4 border-t border-ink-100 pt-4">
      <TextAreaField label={t('moderation.note')} hint={t('moderation.noteHint')} rows={2} maxLength={MODERATION_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
      <div className="mt-3 flex flex-wrap gap-2">
        {status !== 'approved' && (
          <Button busy={busy === 'approve'} disabled={busy !== null} onClick={() => onDecide('approve', note.trim())} aria-label={t('moderation.approveNamed', { subject })}>
            {t('moderation.approve')}
          </Button>
        )}
        {status !== 'rejected' && (
          <Button variant="secondary" busy={busy === 'reject'} disabled={busy !== null} onClick={() => onDecide('reject', note.trim())} aria-label={t('moderation.rejectNamed', { subject })}>
            {t('moderation.reject')}
          </Button>
        )}
      </div>
      {problem && <Notice className="mt-3">{problem.fields.note ?? problem.notice}</Notice>}
    </div>
  )
}
