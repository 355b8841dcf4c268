import { PRODUCT_STATUSES, STAFF_PRODUCT_PAGE_SIZE, type ProductStatus } from '@shop/domain'
import { buttonClasses } from '../../components/ui/button'
import { useTranslation } from '../../lib/i18n-runtime'
import { Link } from '../../lib/router'
import { useStaffProducts } from '../../features/admin/catalog/api/catalog-api'
import { ProductsTable } from '../../features/admin/catalog/components/products-table'
import { SearchForm } from '../../features/admin/catalog/components/search-form'
import { SegmentedFilter } from '../../features/admin/components/segmented-filter'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { Pager } from '../../features/admin/components/pager'
import { useListParams } from '../../features/admin/hooks/use-list-params'
import { useEditParams } from '../../features/admin/catalog/hooks/use-edit-params'
import { NewProduct } from './admin-product-new'
import { ADMIN_PATHS, adminHref } from './admin-routes'

const KEYS = ['q', 'status'] as const
const isStatus = (v: string): v is ProductStatus => (PRODUCT_STATUSES as readonly string[]).includes(v)

/** Every product, searchable by name (any language), slug, brand or id; a name opens the editor; `?new=1` the form for a new one. */
export function Component() {
  const { creating } = useEditParams()
  return creating ? <NewProduct /> : <ProductList />
}

function ProductList() {
  const { t } = useTranslation('admin2')
  const { href } = useEditParams()
  const { values, page, set } = useListParams(KEYS)
  const status = isStatus(values.status) ? values.status : undefined
  const query = useStaffProducts({ q: values.q || undefined, status, page })
  const products = query.data?.data ?? []
  return (
    <AdminPage
      title={t('products.title')}
      intro={t('products.intro')}
      actions={
        <Link to={href({ new: '1' })} className={buttonClasses()}>
          {t('create.open')}
        </Link>
      }
    >
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <SearchForm key={values.q} label={t('products.search')} button={t('products.searchButton')} initial={values.q} onSearch={(q) => set({ q })} />
        <SegmentedFilter
          label={t('lifecycle.show')}
          value={status ?? 'all'}
          options={(['all', ...PRODUCT_STATUSES] as const).map((s) => ({ value: s, label: t(`lifecycle.status.${s}`) }))}
          onChange={(v) => set({ status: v === 'all' ? '' : v })}
        />
      </div>
      <div className="mt-5" aria-busy={query.isFetching}>
        {query.data && (
          <p className="mb-3 text-sm text-ink-600" role="status">
            {t('products.found', { count: query.data.total })}
          </p>
        )}
        <ListState isPending={query.isPending} error={query.error} empty={!!query.data && products.length === 0} emptyText={t('products.empty')} onRetry={() => void query.refetch()} />
        {products.length > 0 && <ProductsTable products={products} hrefFor={(id) => `${adminHref(ADMIN_PATHS.products)}/${id}`} />}
        {query.data && <Pager page={page} total={query.data.total} pageSize={STAFF_PRODUCT_PAGE_SIZE} />}
      </div>
    </AdminPage>
  )
}
