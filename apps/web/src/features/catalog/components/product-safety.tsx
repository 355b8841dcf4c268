import type { ProductDetail, Variant } from '@shop/domain'
import { useId, type ReactNode } from 'react'
import { Trans, useTranslation } from '../../../lib/i18n-runtime'
import { useSizeLabel } from './size-label'

/**
 * What the law asks a cosmetic's page to say (Regulation 1223/2009 Art. 19, GPSR Art. 19;
 * decision 045): who is responsible for it in the EU and where to reach them, the nominal content
 * and identifiers of the size shown, and its precautions and warnings in the shopper's language.
 * Rendered with the page on the server, like the rest of the product's texts.
 */
export function ProductSafety({ product, variant }: { product: ProductDetail; variant?: Variant }) {
  const { t } = useTranslation(['product', 'catalog'])
  const sizeLabel = useSizeLabel()
  const headingId = useId()
  const rp = product.responsible_person
  const sku = variant?.sku
  const gtin = variant?.gtin
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-white/70 p-5 ring-1 ring-cream-200 sm:p-8" data-testid="product-safety">
      <h2 id={headingId} className="text-2xl text-ink-900">
        {t('safety.title')}
      </h2>
      <dl className="mt-5 grid gap-6 md:grid-cols-3 md:gap-8">
        {rp && (
          <Entry term={t('safety.responsible')}>
            <p className="font-medium text-ink-900 [overflow-wrap:anywhere]">{rp.name}</p>
            <p className="whitespace-pre-line">{rp.address}</p>
            {rp.email && (
              <p className="mt-1 [overflow-wrap:anywhere]">
                <Trans
                  t={t}
                  i18nKey="safety.email"
                  values={{ email: rp.email }}
                  components={{ mail: <a href={`mailto:${rp.email}`} className="text-sage-800 underline underline-offset-2 hover:text-sage-900" /> }}
                />
              </p>
            )}
          </Entry>
        )}
        <Entry term={t('safety.content')}>
          <p>
            {sizeLabel(variant?.size ?? product.size)}
            {variant?.label && ` · ${variant.label}`}
          </p>
          {(sku || gtin) && (
            <>
              <p className="mt-3 text-xs font-semibold uppercase tracking-[0.14em] text-ink-600">{t('safety.identifiers')}</p>
              <p className="mt-1 tabular-nums [overflow-wrap:anywhere]">
                {sku && t('safety.sku', { sku })}
                {sku && gtin && ' · '}
                {gtin && t('safety.gtin', { gtin })}
              </p>
            </>
          )}
        </Entry>
        <Entry term={t('safety.warnings')} wide={!rp}>
          <p className="leading-relaxed">{product.warnings || t('safety.noWarnings')}</p>
        </Entry>
      </dl>
    </section>
  )
}

function Entry({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'md:col-span-2' : undefined}>
      <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-ink-600">{term}</dt>
      <dd className="mt-2 text-sm text-ink-700">{children}</dd>
    </div>
  )
}
