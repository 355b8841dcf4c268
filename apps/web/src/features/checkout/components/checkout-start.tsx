import { zodResolver } from '@hookform/resolvers/zod'
import { CHECKOUT_MESSAGES, PlaceOrderSchema } from '@shop/domain'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from '../../../lib/router'
import { z } from 'zod'
import { Button, buttonClasses } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/fields'
import { ArrowRightIcon, UserIcon } from '../../../components/ui/icons'
import type { LoginRedirectState } from '../../../lib/session'
import { useAuth } from '../../../lib/use-auth'
import { updateCheckout, useCheckoutState } from '../checkout-state'
import { useCheckoutText } from '../hooks/use-checkout-text'

/** The guest's email, checked by the same rule the server applies to an order's email. */
export const GuestEmailSchema = z.object({
  email: z.string().trim().min(1, CHECKOUT_MESSAGES.emailRequired).pipe(PlaceOrderSchema.shape.email.unwrap()),
})
type GuestEmail = z.infer<typeof GuestEmailSchema>

const cardClasses = 'rounded-3xl bg-white/80 p-5 ring-1 ring-cream-200 sm:p-7'

/** First step: a signed-in shopper goes straight on; a guest signs in or checks out with an email. */
export function CheckoutStart() {
  const { user } = useAuth()
  return user ? <SignedInStart name={user.username} /> : <GuestStart />
}

function SignedInStart({ name }: { name: string }) {
  const { t } = useCheckoutText()
  const { signOut } = useAuth()
  const navigate = useNavigate()
  return (
    <section className={cardClasses}>
      <div className="flex items-center gap-3 text-sage-800">
        <UserIcon size={22} />
        <p className="text-ink-700">{t('start.signedInAs', { name })}</p>
      </div>
      <Button size="lg" className="mt-5 w-full sm:w-auto" onClick={() => navigate('/shippingaddress')}>
        {t('start.continueAs', { name })}
        <ArrowRightIcon size={18} />
      </Button>
      <p className="mt-4 text-sm text-ink-600">
        {t('start.notYou', { name })}{' '}
        <button type="button" onClick={() => void signOut()} className="font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900">
          {t('start.signOut')}
        </button>
      </p>
    </section>
  )
}

function GuestStart() {
  const { t, message } = useCheckoutText()
  const navigate = useNavigate()
  const state = useCheckoutState()
  const guestHeading = useId()
  const signInHeading = useId()
  const back: LoginRedirectState = { from: '/checkout' }
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<GuestEmail>({ resolver: zodResolver(GuestEmailSchema), defaultValues: { email: state.email ?? '' } })

  const submit = handleSubmit(({ email }) => {
    updateCheckout({ email })
    navigate('/shippingaddress')
  })

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <section aria-labelledby={guestHeading} className={cardClasses}>
        <h2 id={guestHeading} className="text-2xl text-ink-900">
          {t('start.guestTitle')}
        </h2>
        <p className="mt-2 text-sm text-ink-600">{t('start.guestText')}</p>
        <form noValidate onSubmit={submit} aria-labelledby={guestHeading} className="mt-5 space-y-4">
          <TextField
            label={t('start.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            autoCapitalize="none"
            hint={t('start.emailHint')}
            error={message(errors.email?.message)}
            {...register('email')}
          />
          <Button type="submit" size="lg" className="w-full">
            {t('start.fastCheckout')}
            <ArrowRightIcon size={18} />
          </Button>
        </form>
      </section>
      <section aria-labelledby={signInHeading} className={cardClasses}>
        <h2 id={signInHeading} className="text-2xl text-ink-900">
          {t('start.signInTitle')}
        </h2>
        <p className="mt-2 text-sm text-ink-600">{t('start.signInText')}</p>
        <div className="mt-5 flex flex-col gap-3">
          <Link to="/login" state={back} className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'w-full' })}>
            {t('start.signIn')}
          </Link>
          <p className="text-center text-sm text-ink-600">
            {t('start.newHere')}{' '}
            <Link to="/signup" state={back} className="font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900">
              {t('start.createAccount')}
            </Link>
          </p>
        </div>
      </section>
    </div>
  )
}
