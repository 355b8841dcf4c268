import { TESTIMONIAL_LOCATION_MAX, TESTIMONIAL_NAME_MAX, TESTIMONIAL_TEXT_MAX, TestimonialInputSchema } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { Notice, TextAreaField, TextField } from '../../../components/ui/fields'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import { StarRatingInput } from '../../../components/ui/star-rating'
import { ApiError } from '../../../lib/api-client'
import { fieldErrors } from '../../../lib/field-errors'
import { useLanguage } from '../../../lib/i18n'
import { useSubmitTestimonial } from '../api/testimonials-api'
import { useTestimonialsText } from '../hooks/use-testimonials-text'

const FIELDS = ['name', 'location', 'rating', 'text'] as const
type Field = (typeof FIELDS)[number]
type Errors = Partial<Record<Field, string>>

const EMPTY = { name: '', location: '', rating: 0, text: '', website: '' }

/** Anyone may send a testimonial; it shows on the page once the team has read it. */
export function TestimonialForm() {
  const { t, message, failure, stars } = useTestimonialsText()
  const lang = useLanguage()
  const send = useSubmitTestimonial()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [failed, setFailed] = useState<string>()
  const [done, setDone] = useState<string>()

  const change = (patch: Partial<typeof EMPTY>, field?: Field) => {
    setValues((v) => ({ ...v, ...patch }))
    if (field) setErrors(({ [field]: _cleared, ...rest }) => rest)
  }

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setFailed(undefined)
    const form = e.currentTarget
    const parsed = TestimonialInputSchema.safeParse({ ...values, lang })
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, FIELDS))
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setErrors({})
    try {
      const answer = await send.mutateAsync(parsed.data)
      setValues(EMPTY)
      setDone(message(answer.message))
    } catch (err) {
      const fromServer = err instanceof ApiError ? fieldErrors(err.problem?.errors ?? [], FIELDS) : {}
      if (Object.keys(fromServer).length) setErrors(fromServer)
      else setFailed(failure(err))
    }
  }

  if (done) {
    return (
      <Notice tone="success">
        <p className="font-semibold">{done}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => setDone(undefined)}>
          {t('form.another')}
        </Button>
      </Notice>
    )
  }

  const error = (field: Field) => (errors[field] ? message(errors[field]) : undefined)
  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')} className="relative space-y-5">
      <TextField label={t('form.name')} value={values.name} maxLength={TESTIMONIAL_NAME_MAX} autoComplete="name" onChange={(e) => change({ name: e.target.value }, 'name')} error={error('name')} />
      <TextField
        label={t('form.location')}
        hint={t('form.locationHint')}
        value={values.location}
        maxLength={TESTIMONIAL_LOCATION_MAX}
        autoComplete="address-level2"
        onChange={(e) => change({ location: e.target.value }, 'location')}
        error={error('location')}
      />
      <StarRatingInput legend={t('form.rating')} value={values.rating} onChange={(rating) => change({ rating }, 'rating')} optionLabel={stars} error={error('rating')} />
      <TextAreaField
        label={t('form.text')}
        hint={t('form.textHint', { count: values.text.length, max: TESTIMONIAL_TEXT_MAX })}
        value={values.text}
        rows={5}
        maxLength={TESTIMONIAL_TEXT_MAX}
        onChange={(e) => change({ text: e.target.value }, 'text')}
        error={error('text')}
      />
      <HoneypotField value={values.website} onChange={(website) => change({ website })} />
      {failed && <Notice>{failed}</Notice>}
      <Button type="submit" busy={send.isPending} className="w-full sm:w-auto">
        {t('form.submit')}
      </Button>
      <p className="text-sm text-ink-500">{t('form.note')}</p>
    </form>
  )
}
