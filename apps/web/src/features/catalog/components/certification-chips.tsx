import type { Certification } from '@shop/domain'
import { useTranslation } from '../../../lib/i18n-runtime'

export function CertificationChips({ codes, max, size = 'sm' }: { codes: readonly Certification[]; max?: number; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('catalog')
  if (codes.length === 0) return null
  const shown = max === undefined ? codes : codes.slice(0, max)
  const more = codes.length - shown.length
  const chip =
    size === 'md'
      ? 'whitespace-nowrap rounded-full border border-sage-200 bg-sage-50 px-3 py-1 text-sm text-sage-800'
      : 'whitespace-nowrap rounded-full bg-sage-50 px-2 py-0.5 text-[11px] font-medium text-sage-700 ring-1 ring-sage-100'
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('product.certifications')}>
      {shown.map((c) => (
        <li key={c} className={chip}>
          {t(`certification.${c}`)}
        </li>
      ))}
      {more > 0 && (
        <li className={chip}>
          <span aria-hidden="true">+{more}</span>
          <span className="sr-only">{t('card.moreCertifications', { count: more })}</span>
        </li>
      )}
    </ul>
  )
}
