import { zodResolver } from '@hookform/resolvers/zod'
import { AUTH_MESSAGES, contactKind, GENDERS, OTP_LENGTH, PASSWORD_MAX, type Me, FIELD_MESSAGES } from '@shop/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { Notice, SelectField, TextField } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { accountApi, accountKeys, type ProfileChanges } from '../api/account-api'
import { useAccountText } from '../hooks/use-account-text'
import { ContactProof } from './contact-proof'
import { PendingContact } from './pending-contact'

/** The profile form's rules: SPEC's messages, the same contact rules the server applies. */
const ProfileFormSchema = z.object({
  username: z.string().trim().min(1, AUTH_MESSAGES.nameRequired).max(80, FIELD_MESSAGES.nameTooLong80),
  email: z
    .string()
    .trim()
    .max(254, AUTH_MESSAGES.emailInvalid)
    .refine((v) => v === '' || contactKind(v) === 'email', AUTH_MESSAGES.emailInvalid),
  phone_number: z
    .string()
    .trim()
    .max(40, AUTH_MESSAGES.contactInvalid)
    .refine((v) => v === '' || contactKind(v) === 'phone', AUTH_MESSAGES.contactInvalid),
  gender: z.enum(GENDERS),
  current_password: z.string().max(PASSWORD_MAX),
  proof_code: z.string().max(OTP_LENGTH),
})
type ProfileValues = z.infer<typeof ProfileFormSchema>

const GENDER_LABEL_KEY: Record<Me['gender'], string> = {
  '': 'profile.genderUnset',
  female: 'profile.genderFemale',
  male: 'profile.genderMale',
  other: 'profile.genderOther',
}

function valuesOf(me: Me): ProfileValues {
  return { username: me.username, email: me.email ?? '', phone_number: me.phone_number ?? '', gender: me.gender, current_password: '', proof_code: '' }
}

/** Only what the shopper changed; contacts compared without their formatting. */
function changesOf(me: Me, v: Pick<ProfileValues, 'username' | 'gender' | 'email' | 'phone_number'>): ProfileChanges {
  const changes: ProfileChanges = {}
  if (v.username !== me.username) changes.username = v.username
  if (v.gender !== me.gender) changes.gender = v.gender
  if (v.email && v.email.toLowerCase() !== (me.email ?? '')) changes.email = v.email
  if (v.phone_number && `+${v.phone_number.replace(/\D/g, '')}` !== (me.phone_number ?? '')) changes.phone_number = v.phone_number
  return changes
}

/** Where the server puts a refused proof: the field it names. */
const PROOF_FIELDS = { current_password: 'profile.passwordWrong', proof_code: 'profile.proofWrong' } as const

/**
 * Name, email, phone and gender. A new email or phone asks for proof of the account first (the
 * current password, or a code to the current contact without one) and is only pending after
 * saving: the server sends it a code, and the old contact stays in use until the code is entered.
 */
export function ProfileForm({
  me,
  onUsernameChange,
  onSaved,
  focusCode = false,
}: {
  me: Me
  onUsernameChange?: (username: string) => void
  onSaved?: (user: Me) => void
  /** Put the cursor in the pending contact's code field (a code was just sent). */
  focusCode?: boolean
}) {
  const { t, message } = useAccountText()
  const client = useQueryClient()
  const [notice, setNotice] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({ resolver: zodResolver(ProfileFormSchema), defaultValues: valuesOf(me) })

  const [email, phone] = watch(['email', 'phone_number'])
  const contactChanging = (() => {
    const c = changesOf(me, { username: me.username, gender: me.gender, email: email.trim(), phone_number: phone.trim() })
    return !!(c.email || c.phone_number)
  })()
  const passwordless = me.has_password === false

  const applyUser = (user: Me) => {
    client.setQueryData(accountKeys.profile, user)
    reset(valuesOf(user))
    if (user.username !== me.username) onUsernameChange?.(user.username)
  }

  const submit = handleSubmit(async (values) => {
    setNotice(null)
    // A contact cannot be removed, only replaced (it is how the shopper signs in).
    if (me.email && !values.email) return setError('email', { type: 'required', message: t('profile.emailRequired') })
    if (me.phone_number && !values.phone_number) return setError('phone_number', { type: 'required', message: t('profile.phoneRequired') })
    const changes = changesOf(me, values)
    if (changes.email && changes.phone_number) return setNotice(t('profile.oneAtATime'))
    if (Object.keys(changes).length === 0) return setNotice(t('profile.nothingChanged'))
    if (changes.email || changes.phone_number) {
      if (!passwordless && !values.current_password) return setError('current_password', { type: 'required', message: t('profile.passwordNeeded') }, { shouldFocus: true })
      if (passwordless && !new RegExp(`^\\d{${OTP_LENGTH}}$`).test(values.proof_code.trim())) {
        return setError('proof_code', { type: 'required', message: t('profile.proofNeeded') }, { shouldFocus: true })
      }
      if (passwordless) changes.proof_code = values.proof_code.trim()
      else changes.current_password = values.current_password
    }
    try {
      const answer = await accountApi.updateProfile(changes)
      onSaved?.(answer.user)
      applyUser(answer.user)
      notify.success(message(answer.message || AUTH_MESSAGES.profileUpdated))
    } catch (err) {
      const field = changes.email ? 'email' : 'phone_number'
      if (err instanceof ApiError && (err.reason === 'email_taken' || err.reason === 'phone_taken')) {
        setError(field, { type: 'server', message: t(field === 'email' ? 'profile.emailTaken' : 'profile.phoneTaken') })
      } else if (err instanceof ApiError && err.problem?.errors?.length) {
        for (const issue of err.problem.errors) {
          const path = issue.path.replace(/^body\./, '') as keyof ProfileValues
          if (path in PROOF_FIELDS) setError(path, { type: 'server', message: t(PROOF_FIELDS[path as keyof typeof PROOF_FIELDS]) }, { shouldFocus: true })
          else if (path in values) setError(path, { type: 'server', message: message(issue.message) })
        }
      } else if (err instanceof ApiError && err.code === 'rate_limited') {
        setNotice(t('profile.tooMany'))
      } else {
        notify.error(t('profile.failed'))
      }
    }
  })

  const verifiedBadge = (verified: boolean) => (
    <span className={verified ? 'text-xs font-semibold text-sage-700' : 'text-xs text-ink-500'}>
      {verified ? t('profile.verified') : t('profile.unverified')}
    </span>
  )

  return (
    <div className="space-y-8">
      {me.pending_contact && <PendingContact contact={me.pending_contact} autoFocus={focusCode} onConfirmed={applyUser} />}
      <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
        {notice && <Notice tone="info" className="sm:col-span-2">{notice}</Notice>}
        <TextField label={t('profile.name')} autoComplete="name" error={errors.username?.type === 'too_big' ? t('profile.nameTooLong') : message(errors.username?.message) || undefined} className="sm:col-span-2" {...register('username')} />
        <TextField
          label={t('profile.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          aside={me.email ? verifiedBadge(me.email_verified) : undefined}
          error={message(errors.email?.message) || undefined}
          {...register('email')}
        />
        <TextField
          label={t('profile.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('profile.phoneHint')}
          aside={me.phone_number ? verifiedBadge(me.phone_verified) : undefined}
          error={message(errors.phone_number?.message) || undefined}
          {...register('phone_number')}
        />
        <SelectField
          label={t('profile.gender')}
          options={GENDERS.map((g) => ({ value: g, label: t(GENDER_LABEL_KEY[g]) }))}
          error={errors.gender?.message}
          {...register('gender')}
        />
        {contactChanging && (
          <ContactProof
            me={me}
            password={register('current_password')}
            code={register('proof_code')}
            passwordError={errors.current_password?.message}
            codeError={errors.proof_code?.message}
          />
        )}
        <div className="flex items-end sm:col-span-2">
          <Button type="submit" busy={isSubmitting}>
            {t('profile.save')}
          </Button>
        </div>
      </form>
    </div>
  )
}
