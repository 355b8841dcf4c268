import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** Sets the tab title as "Page · Shop" while the page is shown; nothing while its data is loading. */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation('common')
  const shop = t('shopName')
  useEffect(() => {
    if (!title) return
    document.title = `${title} · ${shop}`
  }, [title, shop])
}
