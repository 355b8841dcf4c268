import { NewsletterSignupSchema } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { Link } from '../../../lib/router'
import { Button } from '../../../components/ui/button'
import { Notice, TextField } from '../../../components/ui/fields'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import { useLanguage } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import { useNewsletterSignup } from '../api/newsletter-api'
import { useNewsletterText } from '../hooks/use-newsletter-text'

/**
 * The signup card. The answer is the same for every address (new, waiting or already confirmed),
 * so the next step always reads "check your inbox": the form tells nobody who subscribes.
 */
export function SignupForm() {
  const { t, message, failure } = useNewsletterText()
  const lang = useLanguage()
  const signup = useNewsletterSignup()
  const [email, setEmail] = useState('')
  const [website, setWebsite] = useState('')
  const [error, setError] = useState<string>()
  const [failed, setFailed] = useState<string>()
  const [sentTo, setSentTo] = useState<string>()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setFailed(undefined)
    const parsed = NewsletterSignupSchema.safeParse({ email, lang, website })
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message))
      return
    }
    setError(undefined)
    try {
      const answer = await signup.mutateAsync(parsed.data)
      notify.success(message(answer.message))
      setSentTo(parsed.data.email)
      setEmail('')
    } catch (err) {
      setFailed(failure(err))
    }
  }

  if (sentTo) {
    return (
      <div className="rounded-3xl bg-white p-6 ring-1 ring-ink-100 sm:p-8" data-testid="newsletter-sent">
        <Notice tone="success">
          <h2 className="font-display text-xl text-sage-900">{t('sent.title')}</h2>
          <p className="mt-2 text-base">{t('sent.text', { email: sentTo })}</p>
        </Notice>
        <p className="mt-4 text-sm text-ink-600">{t('sent.noMail')}</p>
        <Button variant="secondary" size="sm" className="mt-5" onClick={() => setSentTo(undefined)}>
          {t('sent.again')}
        </Button>
      </div>
    )
  }

  return (
    <form onSubmit={submit} noValidate className="relative rounded-3xl bg-white p-6 ring-1 ring-ink-100 sm:p-8" aria-labelledby="newsletter-form-heading">
      <h2 id="newsletter-form-heading" className="font-display text-2xl text-ink-900">
        {t('form.title')}
      </h2>
      <p className="mt-2 text-sm text-ink-600">{t('form.text')}</p>
      <TextField
        className="mt-5"
        label={t('form.email')}
        type="email"
        value={email}
        error={error}
        onChange={(e) => {
          setEmail(e.target.value)
          setError(undefined)
        }}
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        spellCheck={false}
        autoCapitalize="none"
      />
      <HoneypotField value={website} onChange={setWebsite} />
      {failed && <Notice className="mt-4">{failed}</Notice>}
      <Button type="submit" size="lg" busy={signup.isPending} className="mt-5 w-full">
        {t('form.submit')}
      </Button>
      <p className="mt-4 text-xs leading-relaxed text-ink-500">
        {t('form.consent')}{' '}
        <Link to="/privacy&policy" className="font-medium text-sage-800 underline underline-offset-2 hover:text-sage-900">
          {t('form.privacy')}
        </Link>
      </p>
    </form>
  )
}
