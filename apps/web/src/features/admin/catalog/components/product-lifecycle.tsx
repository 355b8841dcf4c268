import { productStatusAction, type ProductStatus, type StaffProduct } from '@shop/domain'
import { useId, useState } from 'react'
import { Button } from '../../../../components/ui/button'
import { cx } from '../../../../components/ui/cx'
import { formatPrice } from '../../../../lib/format'
import { useLanguage } from '../../../../lib/i18n'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { notify } from '../../../../lib/toast'
import { useProductPreview, useSetProductStatus } from '../api/catalog-api'
import { splitServerError } from './server-errors'

const TONE: Record<ProductStatus, string> = {
  draft: 'bg-cream-100 text-ink-800 ring-cream-300',
  published: 'bg-sage-100 text-sage-900 ring-sage-300',
  archived: 'bg-ink-100 text-ink-700 ring-ink-200',
}

/** A product's lifecycle state in the staff member's language. */
export function ProductStatusBadge({ status, className }: { status: ProductStatus; className?: string }) {
  const { t } = useTranslation('admin2')
  return (
    <span className={cx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1', TONE[status], className)}>
      {t(`lifecycle.status.${status}`)}
    </span>
  )
}

/** Where each state may go from the editor, first the usual next step. */
const MOVES: Record<ProductStatus, ProductStatus[]> = {
  draft: ['published', 'archived'],
  published: ['draft', 'archived'],
  archived: ['published'],
}

/**
 * The editor's status panel (docs/decisions/033): what the state means for the shop, the moves it
 * allows (archiving asks first: the product leaves the shop at once), and a preview of the product
 * as the shop would show it, read through the staff API, so a draft can be checked before it is published.
 */
export function ProductLifecycle({ product }: { product: StaffProduct }) {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  const titleId = useId()
  const change = useSetProductStatus(product.id)
  const [confirming, setConfirming] = useState(false)
  const [previewing, setPreviewing] = useState(false)
  const preview = useProductPreview(product.id, lang, previewing)
  const status = product.status

  async function go(to: ProductStatus) {
    if (to === 'archived' && !confirming) {
      setConfirming(true)
      return
    }
    setConfirming(false)
    const action = productStatusAction(status, to)
    await change.mutateAsync(to).then(
      () => notify.success(t(`lifecycle.done.${action}`)),
      () => undefined,
    )
  }

  const error = change.error ? splitServerError(change.error, t('error.generic')).notice : undefined
  const p = preview.data

  return (
    <section aria-labelledby={titleId} className="mb-5 rounded-2xl bg-white/80 p-4 ring-1 ring-ink-100 sm:p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={titleId} className="text-lg text-ink-900">
          {t('lifecycle.title')}
        </h2>
        <ProductStatusBadge status={status} />
      </div>
      <p className="mt-2 max-w-prose text-sm text-ink-600">{t(`lifecycle.explain.${status}`)}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {MOVES[status].map((to) => (
          <Button
            key={to}
            size="sm"
            variant={to === 'archived' ? 'secondary' : 'primary'}
            busy={change.isPending && change.variables === to}
            disabled={change.isPending}
            onClick={() => void go(to)}
          >
            {t(`lifecycle.action.${productStatusAction(status, to)}`)}
          </Button>
        ))}
        <Button size="sm" variant="ghost" aria-expanded={previewing} onClick={() => setPreviewing((v) => !v)}>
          {t('lifecycle.preview')}
        </Button>
      </div>
      {confirming && (
        <div role="alertdialog" aria-label={t('lifecycle.action.archive')} className="mt-3 rounded-xl bg-clay-50 p-3 text-sm text-ink-800 ring-1 ring-clay-200">
          <p>{t('lifecycle.confirmArchive')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" variant="accent" onClick={() => void go('archived')}>
              {t('lifecycle.confirmYes')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              {t('lifecycle.confirmNo')}
            </Button>
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-clay-700">
          {error}
        </p>
      )}
      {previewing && p && (
        <div className="mt-3 flex gap-4 rounded-xl bg-cream-50 p-3 ring-1 ring-cream-200" data-testid="product-preview">
          <img src={p.image} alt="" className="size-24 shrink-0 rounded-lg bg-white object-cover ring-1 ring-ink-100" />
          <div className="min-w-0 text-sm">
            <p className="text-xs font-semibold tracking-[0.14em] text-sage-700 uppercase">{p.brand.name}</p>
            <p className="mt-1 text-base font-semibold text-ink-900">{p.name}</p>
            <p className="mt-1 font-medium text-ink-800">{formatPrice(p.price_cents, lang)}</p>
            <p className="mt-1 line-clamp-3 text-ink-600">{p.description}</p>
          </div>
        </div>
      )}
    </section>
  )
}
