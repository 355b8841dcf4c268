import type { SecurityUndoAnswer } from '@shop/domain'
import { useState } from 'react'
import { Link } from '../../../lib/router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { accountApi } from '../api/account-api'
import { useAccountText } from '../hooks/use-account-text'

type Failure = 'linkGone' | 'contactTaken' | 'tooMany' | 'failed'

/** Which screen a refusal leads to: by its reason (a malformed token is a schema failure on its field), never its text. */
function failureOf(err: unknown): Failure {
  if (!(err instanceof ApiError)) return 'failed'
  if (err.reason === 'undo_email_taken' || err.reason === 'undo_phone_taken') return 'contactTaken'
  if (err.code === 'rate_limited') return 'tooMany'
  if (err.reason === 'notice_link_gone') return 'linkGone'
  if (err.code === 'validation_failed' && err.problem?.errors?.some((e) => e.path.replace(/^body\./, '') === 'token')) return 'linkGone'
  return 'failed'
}

const linkClasses = 'font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900'

/**
 * The security notice's "not you?" link: one press undoes a changed email or phone, signs out
 * every device and clears the password (whoever made the change knew it); `onUndone` then leads
 * the owner to set a new one with the code sent to the notified contact.
 */
export function SecurityUndo({ token, onUndone }: { token: string | null; onUndone: (answer: SecurityUndoAnswer) => void }) {
  const { t } = useAccountText()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)

  if (!token) return <Notice>{t('secure.noToken')}</Notice>

  const undo = async () => {
    setBusy(true)
    setFailure(null)
    try {
      onUndone(await accountApi.undoSecurityChange(token))
    } catch (err) {
      setFailure(failureOf(err))
    } finally {
      setBusy(false)
    }
  }

  if (failure === 'linkGone' || failure === 'contactTaken') {
    return (
      <div className="space-y-5">
        <Notice>{t(`secure.${failure}`)}</Notice>
        <Link to={failure === 'linkGone' ? '/forgetpassword' : '/contactus'} className={buttonClasses({ variant: 'secondary', className: 'w-full' })}>
          {t(failure === 'linkGone' ? 'secure.toForgot' : 'secure.toContact')}
        </Link>
      </div>
    )
  }
  return (
    <div className="space-y-5">
      {failure && <Notice>{t(`secure.${failure}`)}</Notice>}
      <ul className="list-disc space-y-1.5 pl-5 text-ink-700">
        <li>{t('secure.stepContact')}</li>
        <li>{t('secure.stepSessions')}</li>
        <li>{t('secure.stepPassword')}</li>
      </ul>
      <Button size="lg" className="w-full" busy={busy} onClick={undo}>
        {t('secure.confirm')}
      </Button>
      <p className="text-center text-sm text-ink-600">
        {t('secure.itWasMe')}{' '}
        <Link to="/" className={linkClasses}>
          {t('secure.home')}
        </Link>
      </p>
    </div>
  )
}

/** What the undo did, and what comes next (the new-password form follows it on the page). */
export function SecurityUndone({ answer }: { answer: SecurityUndoAnswer }) {
  const { t } = useAccountText()
  const what = answer.kind === 'email_changed' ? 'secure.doneEmail' : answer.kind === 'phone_changed' ? 'secure.donePhone' : 'secure.doneOther'
  return (
    <Notice tone="success" className="mb-6">
      <strong className="block">{t(what, { contact: answer.contact })}</strong>
      <span className="mt-1 block">{t(answer.reset_code_sent ? 'secure.nextCode' : 'secure.nextAsk', { contact: answer.contact })}</span>
    </Notice>
  )
}
