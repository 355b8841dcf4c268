import type { StaffInvitationAccepted, StaffInvitationPreview } from '@shop/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../lib/i18n-runtime'
import { api, ApiError } from '../../lib/api-client'
import { Link } from '../../lib/router'
import type { LoginRedirectState } from '../../lib/session'
import { useAuth } from '../../lib/use-auth'
import { useReasonText } from '../../lib/reasons'
import { Button, buttonClasses } from '../../components/ui/button'
import { Notice, PasswordField, TextField } from '../../components/ui/fields'
import { Spinner } from '../../components/ui/spinner'

const invitationApi = {
  preview: (token: string, signal?: AbortSignal) => api.get<StaffInvitationPreview>(`/api/staff-invitations/${encodeURIComponent(token)}`, undefined, signal),
  accept: (body: { token: string; username?: string; password?: string }) => api.post<StaffInvitationAccepted>('/api/staff-invitations/accept', body),
}

/**
 * An invitation to the shop's team: what it offers, then accepting it. An existing account accepts
 * signed in to it; a new person chooses a name and password, and the account is made (the link
 * proved the email). `onAccepted` lets the page forget what it knew about the account's role.
 */
export function StaffInvitation({ token, onAccepted }: { token: string | null; onAccepted: () => void }) {
  const { t } = useTranslation('staff')
  const reasonText = useReasonText()
  const preview = useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: ({ signal }) => invitationApi.preview(token!, signal),
    enabled: !!token,
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
  })
  const accept = useMutation({ mutationFn: invitationApi.accept, onSuccess: onAccepted })

  if (!token) return <Notice>{t('invitation.noToken')}</Notice>
  if (preview.isPending) return <Spinner className="py-8" />
  if (preview.error) return <Notice>{reasonText(preview.error) ?? t('error.generic')}</Notice>
  const offer = preview.data
  if (accept.data) return <Accepted answer={accept.data} />
  return (
    <div className="grid gap-5">
      <p className="text-ink-700">{t('invitation.offer', { email: offer.email, role: t(`role.${offer.role}`) })}</p>
      <p className="text-sm text-ink-600">{t(`roleWhat.${offer.role}`)}</p>
      {offer.account_exists ? (
        <ExistingAccount token={token} email={offer.email} onAccept={() => accept.mutate({ token })} busy={accept.isPending} />
      ) : (
        <NewAccount onSubmit={(username, password) => accept.mutate({ token, username, password })} busy={accept.isPending} />
      )}
      {accept.error && <Notice>{reasonText(accept.error) ?? t('error.generic')}</Notice>}
    </div>
  )
}

function ExistingAccount({ token, email, onAccept, busy }: { token: string; email: string; onAccept: () => void; busy: boolean }) {
  const { t } = useTranslation('staff')
  const { user } = useAuth()
  if (!user) {
    const state: LoginRedirectState = { from: `/staff-invitation#token=${token}` }
    return (
      <div className="grid gap-3">
        <p className="text-ink-700">{t('invitation.signInFirst', { email })}</p>
        <Link to="/login" state={state} className={buttonClasses({ className: 'w-full' })}>
          {t('invitation.signIn')}
        </Link>
      </div>
    )
  }
  return (
    <Button onClick={onAccept} busy={busy} className="w-full">
      {t('invitation.accept')}
    </Button>
  )
}

function NewAccount({ onSubmit, busy }: { onSubmit: (username: string, password: string) => void; busy: boolean }) {
  const { t } = useTranslation('staff')
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  function submit(e: FormEvent) {
    e.preventDefault()
    onSubmit(name.trim(), password)
  }
  return (
    <form onSubmit={submit} className="grid gap-4">
      <p className="text-ink-700">{t('invitation.newAccount')}</p>
      <TextField label={t('invitation.name')} required maxLength={80} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      <PasswordField label={t('invitation.password')} required minLength={5} maxLength={128} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <Button type="submit" busy={busy} className="w-full">
        {t('invitation.create')}
      </Button>
    </form>
  )
}

function Accepted({ answer }: { answer: StaffInvitationAccepted }) {
  const { t } = useTranslation('staff')
  const { user } = useAuth()
  return (
    <div className="grid gap-4">
      <Notice tone="success">{t(answer.account === 'created' ? 'invitation.created' : 'invitation.upgraded', { role: t(`role.${answer.role}`) })}</Notice>
      {user && answer.account === 'upgraded' ? (
        <Link to="/admin" className={buttonClasses({ className: 'w-full' })}>
          {t('invitation.openStaffArea')}
        </Link>
      ) : (
        <Link to="/login" state={{ from: '/admin' } satisfies LoginRedirectState} className={buttonClasses({ className: 'w-full' })}>
          {t('invitation.signIn')}
        </Link>
      )}
    </div>
  )
}
