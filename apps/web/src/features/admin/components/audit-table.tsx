import type { AuditLine } from '@shop/domain'
import { useTranslation } from '../../../lib/i18n-runtime'
import { formatDateTime } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'

/** Details as "key: value" pairs; nested values as compact JSON (shown as text, never as markup). */
function detailPairs(details: AuditLine['details']): Array<[string, string]> {
  // Empty values (a move without a note) say nothing: leave them out rather than show a bare label.
  return Object.entries(details)
    .filter(([, v]) => v !== '' && v !== null && v !== undefined)
    .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])
}

/** Who changed what, when: newest first. Clicking an entity filters the log to it. */
export function AuditTable({ lines, onEntity }: { lines: AuditLine[]; onEntity: (entity: string, id: string) => void }) {
  const { t } = useTranslation('admin')
  const lang = useLanguage()
  return (
    <ol className="divide-y divide-ink-100 overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-xs">
      {lines.map((line) => (
        <li key={line.id} className="grid grid-cols-1 gap-1 px-4 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
          <div className="text-sm text-ink-600">
            <time dateTime={line.at}>{formatDateTime(line.at, lang)}</time>
            <p className="font-medium text-ink-800 [overflow-wrap:anywhere]">{line.actor_name}</p>
            {line.actor_email && <p className="text-ink-600 [overflow-wrap:anywhere]">{line.actor_email}</p>}
          </div>
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="rounded-md bg-sage-50 px-2 py-0.5 font-mono text-sm text-sage-900 ring-1 ring-sage-100">{line.action}</span>
              <button
                type="button"
                onClick={() => onEntity(line.entity, line.entity_id)}
                className="font-mono text-sm text-ink-700 underline decoration-ink-300 underline-offset-4 hover:text-sage-800"
                title={t('audit.filterTo')}
              >
                {line.entity}/{line.entity_id}
              </button>
            </p>
            {detailPairs(line.details).length > 0 && (
              <dl className="mt-1.5 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
                {detailPairs(line.details).map(([k, v]) => (
                  <div key={k} className="contents">
                    <dt className="text-ink-500">{k}</dt>
                    <dd className="text-ink-800 [overflow-wrap:anywhere]">{v}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        </li>
      ))}
    </ol>
  )
}
