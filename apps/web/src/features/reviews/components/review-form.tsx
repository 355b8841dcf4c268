import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX, ReviewInputSchema, type Review } from '@shop/domain'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { Notice, TextAreaField, TextField } from '../../../components/ui/fields'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import { StarRatingInput } from '../../../components/ui/star-rating'
import { ApiError } from '../../../lib/api-client'
import { fieldErrors } from '../../../lib/field-errors'
import { useLanguage } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import { useSubmitReview } from '../api/reviews-api'
import { useReviewsText } from '../hooks/use-reviews-text'

const FIELDS = ['rating', 'title', 'body'] as const
type Field = (typeof FIELDS)[number]
type Errors = Partial<Record<Field, string>>

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
      setErrors(fieldErrors(parsed.error.issues, FIELDS))
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
      const fromServer = err instanceof ApiError ? fieldErrors(err.problem?.errors ?? [], FIELDS) : {}
      if (Object.keys(fromServer).length) setErrors(fromServer)
      else setFailed(failure(err))
    }
  }

  const error = (field: Field) => (errors[field] ? message(errors[field]) : undefined)

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
      <TextAreaField
        label={t('form.body')}
        hint={t('form.bodyHint', { count: body.length, max: REVIEW_BODY_MAX })}
        value={body}
        rows={5}
        maxLength={REVIEW_BODY_MAX}
        onChange={(e) => (setBody(e.target.value), clear('body'))}
        error={error('body')}
      />
      <HoneypotField value={website} onChange={setWebsite} />
      {failed && <Notice>{failed}</Notice>}
      <Button type="submit" busy={submitReview.isPending} className="w-full sm:w-auto">
        {t('form.submit')}
      </Button>
      <p className="text-sm text-ink-500">{t('form.moderationNote')}</p>
    </form>
  )
}
