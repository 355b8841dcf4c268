import { createContext, useContext, useEffect } from 'react'
import { useTranslation } from './i18n-runtime'

/** Set only by the server's renderer (app/entry-server.tsx): it takes the title for the HTML it sends. */
export const DocumentTitleContext = createContext<((title: string) => void) | null>(null)

/** Sets the tab title as "Page · Shop" while the page is shown; nothing while its data is loading. */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation('common')
  const shop = t('shopName')
  const collect = useContext(DocumentTitleContext)
  if (collect && title) collect(`${title} · ${shop}`)
  useEffect(() => {
    if (!title) return
    document.title = `${title} · ${shop}`
  }, [title, shop])
}
