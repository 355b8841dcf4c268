import { LOW_STOCK_THRESHOLD, type StaffProductRow } from '@shop/domain'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { Link } from '../../../../lib/router'
import { cx } from '../../../../components/ui/cx'
import { formatPrice } from '../../../../lib/format'
import { useLanguage } from '../../../../lib/i18n'
import { StaffTable } from '../../components/staff-table'
import { ProductStatusBadge } from './product-lifecycle'

/** Stock as a figure, marked when it runs low or out. */
export function StockFigure({ stock }: { stock: number }) {
  const { t } = useTranslation('admin2')
  if (stock === 0) return <span className="font-medium text-clay-700">{t('products.soldOut')}</span>
  return <span className={cx('tabular-nums', stock <= LOW_STOCK_THRESHOLD ? 'font-medium text-clay-700' : 'text-ink-800')}>{t('products.units', { count: stock })}</span>
}

/** Products as rows on wide screens and as stacked cards on phones; the name opens the editor. */
export function ProductsTable({ products, hrefFor }: { products: StaffProductRow[]; hrefFor: (id: string) => string }) {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  return (
    <StaffTable
      columns={[
        { label: t('products.col.product') },
        { label: t('products.col.category') },
        { label: t('products.col.price'), alignEnd: true },
        { label: t('products.col.stock'), alignEnd: true },
        { label: t('lifecycle.column') },
      ]}
    >
      {products.map((p) => (
        <tr key={p.id} className="grid grid-cols-[3.5rem_1fr_auto] gap-x-3 gap-y-1 px-4 py-3 hover:bg-sage-50/60 md:table-row md:p-0">
          <td className="row-span-3 md:px-4 md:py-3">
            <div className="flex items-center gap-3">
              <img src={p.image} alt="" className="size-14 shrink-0 rounded-lg border border-ink-100 bg-cream-50 object-cover" loading="lazy" />
              <div className="hidden min-w-0 md:block">
                <ProductName product={p} href={hrefFor(p.id)} />
              </div>
            </div>
          </td>
          <td className="col-start-2 row-start-1 min-w-0 md:hidden">
            <ProductName product={p} href={hrefFor(p.id)} />
          </td>
          <td className="col-start-2 row-start-2 text-ink-600 md:px-4 md:py-3">
            {p.category.name} · {p.subcategory.name}
          </td>
          <td className="col-start-3 row-start-1 text-right tabular-nums md:px-4 md:py-3">
            <span className="font-semibold text-ink-900">{formatPrice(p.price_cents, lang)}</span>
            {p.compare_at_cents !== null && (
              <span className="block text-ink-500 line-through md:ml-1.5 md:inline">
                <span className="sr-only">{t('products.compareAt')} </span>
                {formatPrice(p.compare_at_cents, lang)}
              </span>
            )}
          </td>
          <td className="col-start-3 row-start-2 text-right whitespace-nowrap md:px-4 md:py-3">
            <StockFigure stock={p.stock} />
          </td>
          <td className="col-start-2 row-start-3 md:px-4 md:py-3">
            <ProductStatusBadge status={p.status} />
          </td>
        </tr>
      ))}
    </StaffTable>
  )
}

function ProductName({ product, href }: { product: StaffProductRow; href: string }) {
  const { t } = useTranslation('admin2')
  return (
    <div className="min-w-0">
      <Link to={href} className="font-semibold text-sage-800 underline-offset-4 [overflow-wrap:anywhere] hover:underline">
        {product.name}
      </Link>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-500">
        <span>{product.brand.name}</span>
        {product.featured && <span className="rounded-full bg-cream-200 px-2 py-0.5 font-medium text-olive-600">{t('products.featured')}</span>}
        {product.photo_count > 0 && <span>{t('products.photos', { count: product.photo_count })}</span>}
      </p>
    </div>
  )
}
