import type { TwoFactorStatus } from '@shop/domain'
import type { ReactNode } from 'react'
import { Link } from '../../../lib/router'
import { buttonClasses } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { CheckIcon } from '../../../components/ui/icons'
import { useTwoFactorText } from '../hooks/use-two-factor-text'
import { ShieldGlyph } from './glyphs'

/**
 * /Twofactor: whether two-factor authentication is on and the way there — the questions first
 * (they are the way back in when the phone is lost), then the authenticator app.
 */
export function TwoFactorOverview({ status }: { status: TwoFactorStatus }) {
  const { t } = useTwoFactorText()
  return (
    <div className="space-y-8">
      <section
        aria-labelledby="tf-state"
        className={cx('flex items-start gap-4 rounded-2xl p-5 ring-1 sm:p-6', status.enabled ? 'bg-sage-50 ring-sage-200' : 'bg-white ring-ink-100')}
      >
        <span
          className={cx('inline-flex size-12 shrink-0 items-center justify-center rounded-full', status.enabled ? 'bg-sage-700 text-cream-50' : 'bg-cream-200 text-ink-700')}
          aria-hidden="true"
        >
          <ShieldGlyph />
        </span>
        <div className="min-w-0">
          <h2 id="tf-state" className="font-display text-2xl text-ink-900">
            {status.enabled ? t('overview.on') : t('overview.off')}
          </h2>
          <p className="mt-1 text-ink-600">{status.enabled ? t('overview.onText') : t('overview.offText')}</p>
        </div>
      </section>

      {status.enabled ? <EnabledActions status={status} /> : <SetupSteps status={status} />}
    </div>
  )
}

function SetupSteps({ status }: { status: TwoFactorStatus }) {
  const { t } = useTwoFactorText()
  return (
    <section aria-labelledby="tf-steps">
      <h2 id="tf-steps" className="font-sans text-sm font-semibold tracking-wide text-ink-600 uppercase">
        {t('overview.stepsTitle')}
      </h2>
      <ol className="mt-4 space-y-4">
        <Step
          n={1}
          done={status.has_questions}
          title={t('overview.step1')}
          text={t('overview.step1Text')}
          action={
            <Link to="/twofactorauthenticationquestion" className={buttonClasses({ variant: status.has_questions ? 'secondary' : 'primary', size: 'sm' })}>
              {status.has_questions ? t('overview.changeQuestions') : t('overview.setQuestions')}
            </Link>
          }
        />
        <Step
          n={2}
          done={false}
          title={t('overview.step2')}
          text={status.has_questions ? t('overview.step2Text') : t('overview.step2Locked')}
          action={
            status.has_questions ? (
              <Link to="/twofactorauthentication" className={buttonClasses({ size: 'sm' })}>
                {t('overview.setUpApp')}
              </Link>
            ) : null
          }
        />
      </ol>
    </section>
  )
}

function Step({ n, done, title, text, action }: { n: number; done: boolean; title: string; text: string; action: ReactNode }) {
  const { t } = useTwoFactorText()
  return (
    <li className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink-100 sm:flex-row sm:items-center sm:p-6">
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <span
          className={cx(
            'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-base font-semibold',
            done ? 'bg-sage-700 text-cream-50' : 'bg-cream-200 text-ink-700',
          )}
        >
          {done ? <CheckIcon size={18} /> : n}
          <span className="sr-only">{done ? t('overview.done') : ''}</span>
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-display text-xl text-ink-900">{title}</h3>
          <p className="mt-1 text-sm text-ink-600">{text}</p>
        </div>
      </div>
      {action && <div className="shrink-0 pl-14 sm:pl-0">{action}</div>}
    </li>
  )
}

function EnabledActions({ status }: { status: TwoFactorStatus }) {
  const { t } = useTwoFactorText()
  return (
    <>
      <section aria-labelledby="tf-questions" className="rounded-2xl bg-white p-5 ring-1 ring-ink-100 sm:p-6">
        <h2 id="tf-questions" className="font-display text-xl text-ink-900">
          {t('overview.yourQuestions')}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-ink-700">
          {status.questions.map((q) => (
            <li key={q}>{q}</li>
          ))}
        </ol>
        <p className="mt-3 text-sm text-ink-500">{t('overview.answersHidden')}</p>
      </section>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/twofactorauthenticationquestion" className={buttonClasses({ variant: 'secondary' })}>
          {t('overview.changeQuestions')}
        </Link>
        <Link to="/twofactorauthenticationreset" className={buttonClasses({ variant: 'secondary' })}>
          {t('overview.turnOffOrReset')}
        </Link>
      </div>
    </>
  )
}
