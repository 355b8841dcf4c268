import { createContext, useContext } from 'react'

/** Set only by the server's renderer (app/entry-server.tsx): it answers with the status a page asks for. */
export const PageStatusContext = createContext<((status: number) => void) | null>(null)

/**
 * A page that shows "not found" asks the server to answer 404 (the browser, rendering it itself,
 * has no status to set). Pages that say nothing are a 200.
 */
export function usePageStatus(status: number | undefined) {
  const collect = useContext(PageStatusContext)
  if (collect && status) collect(status)
}
