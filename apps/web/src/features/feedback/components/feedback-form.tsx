import { FEEDBACK_ISSUE_MAX, FEEDBACK_MESSAGES, FEEDBACK_QUESTIONS, FeedbackInputSchema } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { Link } from '../../../lib/router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/fields'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import { useLanguage } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import { useSendFeedback } from '../api/feedback-api'
import { useFeedbackText } from '../hooks/use-feedback-text'
import { ChoiceQuestion } from './choice-question'
import { IssueQuestion } from './issue-question'

const CHOICES = FEEDBACK_QUESTIONS.filter((q) => q.kind === 'choice')
type ChoiceId = (typeof CHOICES)[number]['id']
type Answers = Partial<Record<ChoiceId, number>>

/** SPEC's four questions: three multiple choice (4, 5 and 4 options) and the issue in the shopper's words. */
export function FeedbackForm() {
  const { t, message, failure } = useFeedbackText()
  const lang = useLanguage()
  const send = useSendFeedback()
  const [answers, setAnswers] = useState<Answers>({})
  const [issue, setIssue] = useState('')
  const [website, setWebsite] = useState('')
  const [checked, setChecked] = useState(false)
  const [failed, setFailed] = useState<string>()
  const [thanked, setThanked] = useState(false)

  const missing = (id: ChoiceId | 'issue') => checked && (id === 'issue' ? issue.trim() === '' : answers[id] === undefined)

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setChecked(true)
    const parsed = FeedbackInputSchema.safeParse({ ...answers, issue, lang, website })
    if (!parsed.success) {
      // One sentence for every gap (SPEC), whichever question it is; a too long text says so.
      const tooLong = parsed.error.issues.some((i) => i.code === 'too_big' && i.path[0] === 'issue')
      setFailed(message(tooLong ? FEEDBACK_MESSAGES.issueTooLong : FEEDBACK_MESSAGES.answerAll))
      const first = CHOICES.find((q) => answers[q.id] === undefined)?.id ?? 'issue'
      e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setFailed(undefined)
    try {
      const answer = await send.mutateAsync(parsed.data)
      notify.success(message(answer.message))
      setThanked(true)
    } catch (err) {
      setFailed(failure(err))
    }
  }

  if (thanked) {
    return (
      <section aria-labelledby="feedback-thanks" className="rounded-3xl bg-white p-6 text-center ring-1 ring-ink-100 sm:p-10">
        <h2 id="feedback-thanks" className="font-display text-2xl text-sage-900 md:text-3xl">
          {message(FEEDBACK_MESSAGES.thanks)}
        </h2>
        <p className="mx-auto mt-3 max-w-md text-ink-600">{t('thanks.text')}</p>
        <Link to="/" className={buttonClasses({ className: 'mt-6' })}>
          {t('thanks.back')}
        </Link>
      </section>
    )
  }

  return (
    <form onSubmit={submit} noValidate className="relative space-y-5">
      {CHOICES.map((q, i) => (
        <ChoiceQuestion
          key={q.id}
          id={q.id}
          number={i + 1}
          question={t(`questions.${q.id}.text`)}
          options={q.options.map((o) => t(`questions.${q.id}.options.${o}`))}
          value={answers[q.id]}
          missing={missing(q.id)}
          onChange={(index) => setAnswers((a) => ({ ...a, [q.id]: index }))}
        />
      ))}
      <IssueQuestion
        number={CHOICES.length + 1}
        question={t('questions.q4.text')}
        hint={t('questions.q4.hint', { max: FEEDBACK_ISSUE_MAX })}
        value={issue}
        max={FEEDBACK_ISSUE_MAX}
        missing={missing('issue')}
        onChange={setIssue}
      />
      <HoneypotField value={website} onChange={setWebsite} />
      {failed && <Notice>{failed}</Notice>}
      <Button type="submit" size="lg" busy={send.isPending} className="w-full sm:w-auto">
        {t('submit')}
      </Button>
    </form>
  )
}
