import { useCallback } from 'react'
import { useSearchParams } from '../../../lib/router'

/**
 * A staff list's filters live in the address (?status=…&page=2): reload, back and shared links
 * show the same list. Changing a filter goes back to page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams()
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1))
  const set = useCallback(
    (changes: Partial<Record<K, string>>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          for (const [k, v] of Object.entries(changes) as Array<[K, string | undefined]>) {
            if (v) next.set(k, v)
            else next.delete(k)
          }
          next.delete('page')
          return next
        },
        { replace: false },
      )
    },
    [setParams],
  )
  return { values, page, set }
}
