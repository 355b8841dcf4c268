import { LANGUAGES, STAFF_ROLES, type Language, type StaffMember, type StaffRole, type StaffTeam } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Button } from '../../../components/ui/button'
import { Notice, SelectField, TextField } from '../../../components/ui/fields'
import { formatDateTime } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { useReasonText } from '../../../lib/reasons'
import { Panel } from '../components/admin-page'
import { teamApi, useTeamChange } from '../api/team-api'

function useRoleOptions() {
  const { t } = useTranslation('staff')
  return STAFF_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))
}

/**
 * The owner invites someone by email with a role and the invitee's language (the owner's own to
 * begin with): the email is written in it and its link opens the acceptance page in it.
 */
export function InviteForm() {
  const { t } = useTranslation('staff')
  const reasonText = useReasonText()
  const roles = useRoleOptions()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<StaffRole>('support')
  const [lang, setLang] = useState<Language>(useLanguage())
  const [sent, setSent] = useState<string | null>(null)
  const invite = useTeamChange(teamApi.invite)
  function submit(e: FormEvent) {
    e.preventDefault()
    setSent(null)
    invite.mutate(
      { email: email.trim(), role, lang },
      {
        onSuccess: (invitation) => {
          setSent(invitation.email)
          setEmail('')
        },
      },
    )
  }
  return (
    <Panel title={t('invite.title')}>
      <p className="mb-4 text-sm text-ink-600">{t('invite.intro')}</p>
      <form onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_10rem_auto] lg:items-end">
        <TextField label={t('invite.email')} type="email" required autoComplete="off" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} className="sm:col-span-2 lg:col-span-1" />
        <SelectField label={t('invite.role')} options={roles} value={role} onChange={(e) => setRole(e.target.value as StaffRole)} />
        <SelectField
          label={t('invite.language')}
          options={LANGUAGES.map((l) => ({ value: l, label: t(`invite.languages.${l}`) }))}
          value={lang}
          onChange={(e) => setLang(e.target.value as Language)}
        />
        <Button type="submit" busy={invite.isPending}>
          {t('invite.send')}
        </Button>
      </form>
      {invite.error && <Notice className="mt-3">{reasonText(invite.error) ?? t('error.generic')}</Notice>}
      {sent && (
        <Notice tone="success" className="mt-3">
          {t('invite.sent', { email: sent })}
        </Notice>
      )}
    </Panel>
  )
}

/** Everyone on the team with their role; the owner changes a role or revokes it (back to shopper). */
export function MemberList({ team, selfId }: { team: StaffTeam; selfId: string | null }) {
  const { t } = useTranslation('staff')
  return (
    <Panel title={t('members.title')}>
      <ul className="divide-y divide-ink-100">
        {team.members.map((m) => (
          <MemberRow key={m.id} member={m} self={m.id === selfId} />
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-600">{t('members.lastOwnerNote')}</p>
    </Panel>
  )
}

function MemberRow({ member, self }: { member: StaffMember; self: boolean }) {
  const { t } = useTranslation('staff')
  const reasonText = useReasonText()
  const roles = useRoleOptions()
  const change = useTeamChange((role: StaffRole) => teamApi.changeRole(member.id, role))
  const revoke = useTeamChange(() => teamApi.revoke(member.id))
  const [confirming, setConfirming] = useState(false)
  const error = change.error ?? revoke.error
  return (
    <li className="grid grid-cols-1 gap-3 py-3 sm:grid-cols-[minmax(0,1fr)_14rem_auto] sm:items-end">
      <div className="min-w-0">
        <p className="font-medium text-ink-900 [overflow-wrap:anywhere]">
          {member.username}
          {self && <span className="ml-2 rounded-full bg-sage-100 px-2 py-0.5 text-xs font-medium text-sage-900">{t('members.you')}</span>}
        </p>
        <p className="text-sm text-ink-600 [overflow-wrap:anywhere]">{member.email ?? '—'}</p>
      </div>
      <SelectField
        label={t('members.role', { name: member.username })}
        options={roles}
        value={member.role}
        disabled={change.isPending}
        onChange={(e) => change.mutate(e.target.value as StaffRole)}
      />
      {confirming ? (
        <div className="flex gap-2">
          <Button variant="accent" busy={revoke.isPending} onClick={() => revoke.mutate(undefined, { onSettled: () => setConfirming(false) })}>
            {t('members.revokeConfirm')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {t('members.cancel')}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)} aria-label={t('members.revokeLabel', { name: member.username })}>
          {t('members.revoke')}
        </Button>
      )}
      {error && <Notice className="sm:col-span-3">{reasonText(error) ?? t('error.generic')}</Notice>}
    </li>
  )
}

/** Invitations not yet accepted: who, which role, until when; the owner may withdraw one. */
export function PendingInvitations({ team }: { team: StaffTeam }) {
  const { t } = useTranslation('staff')
  const lang = useLanguage()
  const withdraw = useTeamChange(teamApi.withdraw)
  if (!team.invitations.length) return null
  return (
    <Panel title={t('invitations.title')}>
      <ul className="divide-y divide-ink-100">
        {team.invitations.map((inv) => (
          <li key={inv.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-ink-900 [overflow-wrap:anywhere]">{inv.email}</p>
              <p className="text-sm text-ink-600">
                {t(`role.${inv.role}`)} · {t(`invite.languages.${inv.lang}`)} · {t('invitations.until', { date: formatDateTime(inv.expires_at, lang) })} · {t('invitations.by', { name: inv.invited_by })}
              </p>
            </div>
            <Button variant="ghost" size="sm" busy={withdraw.isPending && withdraw.variables === inv.id} onClick={() => withdraw.mutate(inv.id)}>
              {t('invitations.withdraw')}
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  )
}
