import { CONTACT_LIMITS, CONTACT_MESSAGES, ContactInputSchema, type FieldIssue } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { Notice, TextAreaField, TextField } from '../../../components/ui/fields'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import { ApiError } from '../../../lib/api-client'
import { useLanguage } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import { useSendContactMessage } from '../api/contact-api'
import { useContactText } from '../hooks/use-contact-text'

const FIELDS = ['name', 'email', 'subject', 'message'] as const
type Field = (typeof FIELDS)[number]
type Values = Record<Field, string>
type Errors = Partial<Record<Field, string>>

const EMPTY: Values = { name: '', email: '', subject: '', message: '' }

/** The first issue of each field, from the schema in the browser or from the server's `errors`. */
function errorsOf(issues: ReadonlyArray<Pick<FieldIssue, 'path' | 'message'>>, translate: (text: string) => string): Errors {
  const out: Errors = {}
  for (const issue of issues) {
    const field = FIELDS.find((f) => issue.path === f)
    if (field) out[field] ??= translate(issue.message)
  }
  return out
}

/** SPEC's contact form: any bad field says "Please enter valid details", with each field's own words. */
export function ContactForm() {
  const { t, message, failure } = useContactText()
  const lang = useLanguage()
  const send = useSendContactMessage()
  const [values, setValues] = useState<Values>(EMPTY)
  const [website, setWebsite] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [failed, setFailed] = useState<string>()
  const [sent, setSent] = useState<{ name: string; email: string }>()

  const change = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }))
    setErrors((x) => ({ ...x, [field]: undefined }))
  }

  const invalid = (next: Errors, form: HTMLFormElement) => {
    setErrors(next)
    setFailed(message(CONTACT_MESSAGES.invalid))
    const first = FIELDS.find((f) => next[f])
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    setFailed(undefined)
    const parsed = ContactInputSchema.safeParse({ ...values, lang, website })
    if (!parsed.success) {
      invalid(errorsOf(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })), message), form)
      return
    }
    setErrors({})
    try {
      const answer = await send.mutateAsync(parsed.data)
      notify.success(message(answer.message))
      setSent({ name: parsed.data.name, email: parsed.data.email })
      setValues(EMPTY)
    } catch (err) {
      if (err instanceof ApiError && err.code === 'validation_failed') invalid(errorsOf(err.problem?.errors ?? [], message), form)
      else setFailed(failure(err))
    }
  }

  if (sent) {
    return (
      <div className="rounded-3xl bg-white p-6 ring-1 ring-ink-100 sm:p-8">
        <Notice tone="success">
          <h2 className="font-display text-xl text-sage-900">{t('sent.title', { name: sent.name })}</h2>
          <p className="mt-2 text-base">{t('sent.text', { email: sent.email })}</p>
        </Notice>
        <Button variant="secondary" size="sm" className="mt-5" onClick={() => setSent(undefined)}>
          {t('sent.another')}
        </Button>
      </div>
    )
  }

  return (
    <form onSubmit={submit} noValidate className="relative space-y-5 rounded-3xl bg-white p-6 ring-1 ring-ink-100 sm:p-8" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="font-display text-2xl text-ink-900">
        {t('form.title')}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={t('form.name')} value={values.name} onChange={change('name')} error={errors.name} autoComplete="name" maxLength={CONTACT_LIMITS.name} />
        <TextField
          name="email"
          label={t('form.email')}
          type="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          maxLength={CONTACT_LIMITS.email}
        />
      </div>
      <TextField name="subject" label={t('form.subject')} value={values.subject} onChange={change('subject')} error={errors.subject} maxLength={CONTACT_LIMITS.subject} />
      <TextAreaField
        name="message"
        label={t('form.message')}
        hint={t('form.messageHint', { max: CONTACT_LIMITS.message })}
        value={values.message}
        onChange={change('message')}
        error={errors.message}
        rows={6}
        maxLength={CONTACT_LIMITS.message}
      />
      <HoneypotField value={website} onChange={setWebsite} />
      {failed && <Notice>{failed}</Notice>}
      <Button type="submit" size="lg" busy={send.isPending} className="w-full sm:w-auto">
        {t('form.submit')}
      </Button>
    </form>
  )
}
