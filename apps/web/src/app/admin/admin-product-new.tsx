import type { StaffProductCreate } from '@shop/domain'
import { useTranslation } from '../../lib/i18n-runtime'
import { Link, useNavigate } from '../../lib/router'
import { useCreateProduct } from '../../features/admin/catalog/api/catalog-api'
import { ProductCreateForm } from '../../features/admin/catalog/components/product-create-form'
import { AdminPage } from '../../features/admin/components/admin-page'
import { notify } from '../../lib/toast'
import { ADMIN_PATHS, adminHref } from './admin-routes'

/**
 * A new product (the products page with `?new=1`, as brands and categories open their forms),
 * created as a draft; it then opens in the editor for photos, publishing and stock.
 */
export function NewProduct() {
  const { t } = useTranslation('admin2')
  const navigate = useNavigate()
  const create = useCreateProduct()

  function submit(input: StaffProductCreate) {
    create.mutateAsync(input).then(
      (product) => {
        notify.success(t('create.created'))
        navigate(`${adminHref(ADMIN_PATHS.products)}/${product.id}`)
      },
      () => {},
    )
  }

  return (
    <AdminPage
      title={t('create.title')}
      intro={t('create.intro')}
      actions={
        <Link to={adminHref(ADMIN_PATHS.products)} className="text-sm font-medium text-sage-800 underline-offset-4 hover:underline">
          ← {t('product.back')}
        </Link>
      }
    >
      <ProductCreateForm busy={create.isPending} serverError={create.error} onSubmit={submit} />
    </AdminPage>
  )
}
