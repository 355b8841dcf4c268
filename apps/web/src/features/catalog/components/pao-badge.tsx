import { useTranslation } from '../../../lib/i18n-runtime'

/** The open-jar symbol of the EU cosmetics rules with the months, e.g. "12M". */
export function PaoBadge({ months }: { months: number }) {
  const { t } = useTranslation(['catalog', 'product'])
  return (
    <span className="inline-flex items-center gap-2 text-sm text-ink-700">
      <span className="relative grid h-9 w-10 place-items-center" aria-hidden="true">
        <svg viewBox="0 0 40 36" className="absolute inset-0 size-full text-ink-700" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M6 12h28l-2.5 20a2 2 0 0 1-2 1.8H10.5a2 2 0 0 1-2-1.8z" strokeLinejoin="round" />
          <path d="M7 8.5 33 3.5" strokeLinecap="round" />
        </svg>
        <span className="relative mt-2.5 text-[10px] font-bold tracking-tight">{months}M</span>
      </span>
      {t('product.paoText', { count: months })}
    </span>
  )
}
