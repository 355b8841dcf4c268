import type { PageHead } from '@shop/domain'
import { createContext, useContext } from 'react'

export type { PageHead }

/** Set only by the server's renderer (app/entry-server.tsx): it collects the page's head. */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null)

/** Declares the page's head while it renders on the server; in the browser it does nothing. */
export function usePageHead(head: PageHead | undefined) {
  const collect = useContext(PageHeadContext)
  if (collect && head) collect(head)
}
