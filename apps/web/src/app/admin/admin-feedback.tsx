import { FEEDBACK_QUESTIONS } from '@shop/domain'
import { useTranslation } from '../../lib/i18n-runtime'
import { AdminPage, ListState, Panel } from '../../features/admin/components/admin-page'
import { useFeedbackResults } from '../../features/admin/engagement/api/engagement-api'
import { OptionChart } from '../../features/admin/engagement/components/option-chart'
import { formatDateTime, formatNumber } from '../../lib/format'
import { useLanguage } from '../../lib/i18n'

/** The feedback form's answers: a chart per multiple-choice question and the latest described issues. */
export function Component() {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  const query = useFeedbackResults()
  const results = query.data

  return (
    <AdminPage title={t('feedback.title')} intro={t('feedback.intro')}>
      <ListState isPending={query.isPending} error={query.error} empty={!!results && results.total === 0} emptyText={t('feedback.empty')} onRetry={() => void query.refetch()} />
      {results && results.total > 0 && (
        <div className="grid gap-5">
          <p className="text-ink-700" role="status">
            {t('feedback.total', { count: results.total, n: formatNumber(results.total, lang) })}
          </p>
          <div className="grid gap-5 lg:grid-cols-2 2xl:grid-cols-3">
            {results.questions.map((q) => {
              const question = FEEDBACK_QUESTIONS.find((fq) => fq.id === q.id)
              const options: readonly string[] = question?.options ?? []
              return (
                <OptionChart
                  key={q.id}
                  title={t(`feedback.question.${q.id}.text`)}
                  bars={options.map((option, i) => ({ label: t(`feedback.question.${q.id}.options.${option}`), count: q.counts[i] ?? 0 }))}
                  answersLabel={(count) => t('feedback.answers', { count })}
                />
              )
            })}
          </div>
          <Panel title={t('feedback.issuesTitle')}>
            <p className="-mt-1 mb-3 text-sm text-ink-600">{t('feedback.issuesIntro', { question: t('feedback.question.q4.text') })}</p>
            {results.issues.length === 0 ? (
              <p className="text-sm text-ink-600">{t('feedback.noIssues')}</p>
            ) : (
              <ul className="divide-y divide-ink-100">
                {results.issues.map((issue, i) => (
                  <li key={`${issue.at}-${i}`} className="py-3 first:pt-0 last:pb-0">
                    <p className="whitespace-pre-line text-ink-900 [overflow-wrap:anywhere]">{issue.text}</p>
                    <p className="mt-1 text-xs text-ink-500">
                      {t(`language.${issue.lang}`)} · {formatDateTime(issue.at, lang)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      )}
    </AdminPage>
  )
}
