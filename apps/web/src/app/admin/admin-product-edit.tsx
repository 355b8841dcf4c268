import type { StaffProductUpdate } from '@shop/domain'
import { useTranslation } from '../../lib/i18n-runtime'
import { Link, useNavigate, useParams } from '../../lib/router'
import { useDuplicateProduct, useStaffProduct, useUpdateProduct } from '../../features/admin/catalog/api/catalog-api'
import { StockAdjustments } from '../../features/admin/catalog/components/stock-adjustments'
import { Button } from '../../components/ui/button'
import { PhotoManager } from '../../features/admin/catalog/components/photo-manager'
import { ProductForm } from '../../features/admin/catalog/components/product-form'
import { ProductLifecycle } from '../../features/admin/catalog/components/product-lifecycle'
import { StockFigure } from '../../features/admin/catalog/components/products-table'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { formatPrice } from '../../lib/format'
import { useLanguage } from '../../lib/i18n'
import { notify } from '../../lib/toast'
import { ADMIN_PATHS, adminHref } from './admin-routes'

/** One product: texts in four languages, prices, stock, featured, and its photos. */
export function Component() {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  const { id = '' } = useParams()
  const query = useStaffProduct(id)
  const save = useUpdateProduct(id)
  const duplicate = useDuplicateProduct(id)
  const navigate = useNavigate()
  const product = query.data

  async function submit(update: StaffProductUpdate) {
    const saved = await save.mutateAsync(update)
    notify.success(t('product.saved'))
    return saved
  }

  function copy() {
    duplicate.mutateAsync(undefined).then(
      (created) => {
        notify.success(t('create.duplicated'))
        navigate(`${adminHref(ADMIN_PATHS.products)}/${created.id}`)
      },
      () => notify.error(t('error.generic')),
    )
  }

  const back = (
    <Link to={adminHref(ADMIN_PATHS.products)} className="text-sm font-medium text-sage-800 underline-offset-4 hover:underline">
      ← {t('product.back')}
    </Link>
  )

  if (!product) {
    return (
      <AdminPage title={t('product.loadingTitle')} actions={back}>
        <ListState isPending={query.isPending} error={query.error} empty={false} emptyText="" onRetry={() => void query.refetch()} />
      </AdminPage>
    )
  }

  return (
    <AdminPage
      title={product.name[lang] || product.name.en}
      intro={
        <span className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          <span>{product.brand.name}</span>
          <span>{product.category.name} · {product.subcategory.name}</span>
          <span className="font-medium text-ink-800">{formatPrice(product.price_cents, lang)}</span>
          <StockFigure stock={product.stock} />
          <a href={`/productdetails/${product.id}`} target="_blank" rel="noreferrer" className="font-medium text-sage-800 underline underline-offset-4">
            {t('product.viewInShop')}
          </a>
        </span>
      }
      actions={
        <span className="flex flex-wrap items-center gap-3">
          {product.kind === 'single' && (
            <Button size="sm" variant="secondary" busy={duplicate.isPending} onClick={copy}>
              {t('create.duplicate')}
            </Button>
          )}
          {back}
        </span>
      }
    >
      <ProductLifecycle key={`${product.id}-lifecycle`} product={product} />
      <div className="grid gap-5 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] 2xl:items-start">
        <ProductForm key={product.id} product={product} busy={save.isPending} serverError={save.error} onSubmit={submit} />
        <PhotoManager product={product} />
      </div>
      <div className="mt-5">
        <StockAdjustments key={`${product.id}-stock`} product={product} />
      </div>
    </AdminPage>
  )
}
