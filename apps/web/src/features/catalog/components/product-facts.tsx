import type { ProductDetail } from '@shop/domain'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { CertificationChips } from './certification-chips'
import { PaoBadge } from './pao-badge'

/** The short facts beside the picture: who it suits, seals, allergens and shelf life once opened. */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const { t } = useTranslation(['catalog', 'product'])
  return (
    <dl className="grid gap-5 border-t border-cream-200 pt-6">
      {product.skin_types.length > 0 || product.hair_types.length > 0 ? (
        <Fact term={t('product.suits')}>
          <ul className="flex flex-wrap gap-1.5">
            {product.skin_types.map((s) => (
              <li key={`skin-${s}`} className="rounded-full bg-cream-100 px-3 py-1 text-sm text-ink-800 ring-1 ring-cream-200">
                {t('product.skinTypeChip', { type: t(`skinType.${s}`) })}
              </li>
            ))}
            {product.hair_types.map((h) => (
              <li key={`hair-${h}`} className="rounded-full bg-cream-100 px-3 py-1 text-sm text-ink-800 ring-1 ring-cream-200">
                {t('product.hairTypeChip', { type: t(`hairType.${h}`) })}
              </li>
            ))}
          </ul>
        </Fact>
      ) : null}
      {product.certifications.length > 0 && (
        <Fact term={t('product.certifications')}>
          <CertificationChips codes={product.certifications} size="md" />
        </Fact>
      )}
      <Fact term={t('product.allergens')}>
        <p className="text-sm text-ink-700">{product.allergens.length ? product.allergens.join(', ') : t('product.noAllergens')}</p>
      </Fact>
      <Fact term={t('product.pao')}>
        <PaoBadge months={product.pao_months} />
      </Fact>
    </dl>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-2 sm:grid-cols-[9rem_1fr] sm:items-start sm:gap-4">
      <dt className="pt-1 text-xs font-semibold uppercase tracking-[0.14em] text-ink-600">{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
