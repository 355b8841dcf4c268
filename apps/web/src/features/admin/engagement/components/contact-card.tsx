import type { ContactMessage } from '@shop/domain'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { Button } from '../../../../components/ui/button'
import { Notice } from '../../../../components/ui/fields'
import { formatDateTime } from '../../../../lib/format'
import { useLanguage } from '../../../../lib/i18n'
import { splitServerError } from '../../catalog/components/server-errors'

/** A message from the contact form, rendered as text; answering happens by email. */
export function ContactCard({ message, busy, error, onHandled }: { message: ContactMessage; busy: boolean; error: unknown; onHandled: () => void }) {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  const mailto = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`
  return (
    <li className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-ink-900 [overflow-wrap:anywhere]">{message.subject}</h2>
          <p className="text-sm text-ink-600 [overflow-wrap:anywhere]">
            {message.name} ·{' '}
            <a href={mailto} className="text-sage-800 underline underline-offset-4">
              {message.email}
            </a>{' '}
            · {t(`language.${message.lang}`)} · {formatDateTime(message.created_at, lang)}
          </p>
        </div>
        {message.status === 'new' ? (
          <span className="inline-flex rounded-full bg-clay-100 px-2.5 py-0.5 text-xs font-medium text-clay-800 ring-1 ring-clay-200">{t('contact.status.new')}</span>
        ) : (
          <span className="inline-flex rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700 ring-1 ring-ink-200">{t('contact.status.handled')}</span>
        )}
      </div>
      <p className="mt-3 whitespace-pre-line text-ink-800 [overflow-wrap:anywhere]">{message.message}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-ink-100 pt-3">
        {message.status === 'new' ? (
          <>
            <Button size="sm" busy={busy} onClick={onHandled} aria-label={t('contact.markHandledNamed', { subject: message.subject })}>
              {t('contact.markHandled')}
            </Button>
            <a href={mailto} className="text-sm font-medium text-sage-800 underline underline-offset-4">
              {t('contact.answer')}
            </a>
          </>
        ) : (
          <p className="text-sm text-ink-600">
            {t('contact.handledBy', { name: message.handled_by ?? t('moderation.someone'), date: message.handled_at ? formatDateTime(message.handled_at, lang) : '' })}
          </p>
        )}
      </div>
      {error ? <Notice className="mt-3">{splitServerError(error, t('error.generic')).notice}</Notice> : null}
    </li>
  )
}
