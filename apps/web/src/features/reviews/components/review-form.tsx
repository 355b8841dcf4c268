import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX, ReviewInputSchema, type Review } from '@shop/domain'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { Notice, TextField } from '../../../components/ui/fields'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import { StarRatingInput } from '../../../components/ui/star-rating'
import { ApiError } from '../../../lib/api-client'
import { useLanguage } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import { useSubmitReview } from '../api/reviews-api'
import { useReviewsText } from '../hooks/use-reviews-text'

type Field = 'rating' | 'title' | 'body'
type Errors = Partial<Record<Field, string>>

/** The form field an issue is about: "rating" from zod's ['rating'] or the server's "body.rating". */
function fieldOf(path: string | ReadonlyArray<PropertyKey>): string {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String)
  return (parts.length > 1 && parts[0] === 'body' ? parts[1] : parts[0]) ?? ''
}

function fieldErrors(issues: ReadonlyArray<{ path: string | ReadonlyArray<PropertyKey>; message: string }>): Errors {
  const out: Errors = {}
  for (const issue of issues) {
    const field = fieldOf(issue.path)
    if ((field === 'rating' || field === 'title' || field === 'body') && !out[field]) out[field] = issue.message
  }
  return out
}

/**
 * Write a review of one product. It waits for moderation: the shopper gets SPEC's message as a
 * toast, and `onSubmitted` the pending review (the lists refresh on their own).
 */
export function ReviewForm({
  productId,
  label,
  autoFocus = false,
  onSubmitted,
  className,
}: {
  productId: string
  /** Opened by a button that is gone now: the cursor moves to the first star instead of the page's top */
  autoFocus?: boolean
  /** The form's name for assistive tech (default "Write a review") */
  label?: string
  onSubmitted?: (review: Review) => void
  className?: string
}) {
  const { t, message, failure, stars } = useReviewsText()
  const lang = useLanguage()
  const submitReview = useSubmitReview()
  const ids = useId()
  const [rating, setRating] = useState(0)
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const [website, setWebsite] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [failed, setFailed] = useState<string>()

  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (autoFocus) formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus()
  }, [autoFocus])

  const clear = (field: Field) => setErrors(({ [field]: _cleared, ...rest }) => rest)

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setFailed(undefined)
    const form = e.currentTarget
    const parsed = ReviewInputSchema.safeParse({ product_id: productId, rating, title, body, lang, website })
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues))
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setErrors({})
    try {
      const answer = await submitReview.mutateAsync(parsed.data)
      notify.success(message(answer.message))
      setRating(0)
      setTitle('')
      setBody('')
      onSubmitted?.(answer.review)
    } catch (err) {
      const fromServer = err instanceof ApiError ? fieldErrors(err.problem?.errors ?? []) : {}
      if (Object.keys(fromServer).length) setErrors(fromServer)
      else setFailed(failure(err))
    }
  }

  const error = (field: Field) => (errors[field] ? message(errors[field]) : undefined)
  const bodyError = error('body')

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={label ?? t('write')} className={cx('relative space-y-5', className)}>
      <StarRatingInput legend={t('form.rating')} value={rating} onChange={(n) => (setRating(n), clear('rating'))} optionLabel={stars} error={error('rating')} />
      <TextField
        label={t('form.title')}
        hint={t('form.titleHint')}
        value={title}
        maxLength={REVIEW_TITLE_MAX}
        onChange={(e) => (setTitle(e.target.value), clear('title'))}
        error={error('title')}
      />
      <div>
        <label htmlFor={`${ids}-body`} className="mb-1.5 block text-sm font-medium text-ink-800">
          {t('form.body')}
        </label>
        <textarea
          id={`${ids}-body`}
          value={body}
          rows={5}
          maxLength={REVIEW_BODY_MAX}
          aria-describedby={`${ids}-body-hint`}
          aria-invalid={bodyError ? true : undefined}
          onChange={(e) => (setBody(e.target.value), clear('body'))}
          className={cx(
            'block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-1 focus:outline-sage-500',
            bodyError ? 'border-clay-500' : 'border-ink-200 hover:border-ink-300',
          )}
        />
        <p id={`${ids}-body-hint`} role={bodyError ? 'alert' : undefined} className={cx('mt-1.5 text-sm', bodyError ? 'font-medium text-clay-700' : 'text-ink-500')}>
          {bodyError ?? t('form.bodyHint', { count: body.length, max: REVIEW_BODY_MAX })}
        </p>
      </div>
      <HoneypotField value={website} onChange={setWebsite} />
      {failed && <Notice>{failed}</Notice>}
      <Button type="submit" busy={submitReview.isPending} className="w-full sm:w-auto">
        {t('form.submit')}
      </Button>
      <p className="text-sm text-ink-500">{t('form.moderationNote')}</p>
    </form>
  )
}
