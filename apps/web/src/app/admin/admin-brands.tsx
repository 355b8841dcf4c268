import type { StaffBrandCreate } from '@shop/domain'
import { useTranslation } from '../../lib/i18n-runtime'
import { Link } from '../../lib/router'
import { buttonClasses } from '../../components/ui/button'
import { useSaveBrand, useStaffBrands } from '../../features/admin/catalog/api/catalog-api'
import { BrandForm } from '../../features/admin/catalog/components/brand-form'
import { BrandList } from '../../features/admin/catalog/components/brand-list'
import { useEditParams } from '../../features/admin/catalog/hooks/use-edit-params'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { notify } from '../../lib/toast'

/** Brands; `?new=1` and `?edit=<id>` open the form. */
export function Component() {
  const { t } = useTranslation('admin2')
  const query = useStaffBrands()
  const save = useSaveBrand()
  const { creating, editId, close, href } = useEditParams()
  const brands = query.data?.data ?? []
  const editing = editId ? brands.find((b) => b.id === editId) : undefined

  function closeForm() {
    save.reset()
    close()
  }
  function submit(input: StaffBrandCreate) {
    save.mutate(
      { id: editing?.id, input },
      {
        onSuccess: (brand) => {
          notify.success(t(editing ? 'brands.saved' : 'brands.created', { name: brand.name }))
          closeForm()
        },
      },
    )
  }

  if (creating || editing) {
    return (
      <AdminPage title={editing ? t('brands.editTitle', { name: editing.name }) : t('brands.newTitle')}>
        <BrandForm key={editing?.id ?? 'new'} brand={editing} busy={save.isPending} serverError={save.error} onSubmit={submit} onCancel={closeForm} />
      </AdminPage>
    )
  }

  return (
    <AdminPage
      title={t('brands.title')}
      intro={t('brands.intro')}
      actions={
        <Link to={href({ new: '1' })} className={buttonClasses()}>
          {t('brands.new')}
        </Link>
      }
    >
      <div aria-busy={query.isFetching}>
        <ListState isPending={query.isPending} error={query.error} empty={!!query.data && brands.length === 0} emptyText={t('brands.empty')} onRetry={() => void query.refetch()} />
        {brands.length > 0 && <BrandList brands={brands} editHref={(id) => href({ edit: id })} />}
      </div>
    </AdminPage>
  )
}
