import { useCallback } from 'react'
import { useSearchParams } from '../../../../lib/router'

/**
 * A list page with its form in the address: `?new=1` (optionally `&parent=<id>`) opens the form
 * for a new entry and `?edit=<id>` the form for a listed one, so reload and back behave.
 */
export function useEditParams() {
  const [params, setParams] = useSearchParams()
  const close = useCallback(
    () =>
      setParams((prev) => {
        const next = new URLSearchParams(prev)
        for (const key of ['new', 'edit', 'parent']) next.delete(key)
        return next
      }),
    [setParams],
  )
  const href = (change: Record<string, string>) => {
    const next = new URLSearchParams(params)
    for (const key of ['new', 'edit', 'parent']) next.delete(key)
    for (const [k, v] of Object.entries(change)) next.set(k, v)
    return `?${next.toString()}`
  }
  return { creating: params.get('new') === '1', editId: params.get('edit'), parentId: params.get('parent'), close, href }
}
