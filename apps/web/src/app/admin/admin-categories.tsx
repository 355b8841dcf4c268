import type { StaffCategoryCreate } from '@shop/domain'
import { useTranslation } from '../../lib/i18n-runtime'
import { Link } from '../../lib/router'
import { buttonClasses } from '../../components/ui/button'
import { useSaveCategory, useStaffCategories } from '../../features/admin/catalog/api/catalog-api'
import { CategoryForm } from '../../features/admin/catalog/components/category-form'
import { CategoryList } from '../../features/admin/catalog/components/category-list'
import { useEditParams } from '../../features/admin/catalog/hooks/use-edit-params'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { useLanguage } from '../../lib/i18n'
import { notify } from '../../lib/toast'

/** Categories and subcategories; `?new=1[&parent=…]` and `?edit=<id>` open the form. */
export function Component() {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  const query = useStaffCategories()
  const save = useSaveCategory()
  const { creating, editId, parentId, close, href } = useEditParams()
  const categories = query.data?.data ?? []
  const editing = editId ? categories.find((c) => c.id === editId) : undefined
  const parent = parentId ? categories.find((c) => c.id === parentId && c.parent_id === null) : undefined

  function closeForm() {
    save.reset()
    close()
  }
  function submit(input: StaffCategoryCreate) {
    save.mutate(
      { id: editing?.id, input },
      {
        onSuccess: (category) => {
          notify.success(t(editing ? 'categories.saved' : 'categories.created', { name: category.name[lang] || category.name.en }))
          closeForm()
        },
      },
    )
  }

  if ((creating && (!parentId || parent)) || editing) {
    const title = editing ? t('categories.editTitle', { name: editing.name[lang] || editing.name.en }) : parent ? t('categories.newSubTitle') : t('categories.newTitle')
    return (
      <AdminPage title={title}>
        <CategoryForm
          key={editing?.id ?? `new-${parent?.id ?? ''}`}
          category={editing}
          parent={parent ?? (editing?.parent_id ? categories.find((c) => c.id === editing.parent_id) : undefined)}
          busy={save.isPending}
          serverError={save.error}
          onSubmit={submit}
          onCancel={closeForm}
        />
      </AdminPage>
    )
  }

  return (
    <AdminPage
      title={t('categories.title')}
      intro={t('categories.intro')}
      actions={
        <Link to={href({ new: '1' })} className={buttonClasses()}>
          {t('categories.new')}
        </Link>
      }
    >
      <div aria-busy={query.isFetching}>
        <ListState isPending={query.isPending} error={query.error} empty={!!query.data && categories.length === 0} emptyText={t('categories.empty')} onRetry={() => void query.refetch()} />
        {categories.length > 0 && <CategoryList categories={categories} editHref={(id) => href({ edit: id })} addSubHref={(id) => href({ new: '1', parent: id })} />}
      </div>
    </AdminPage>
  )
}
