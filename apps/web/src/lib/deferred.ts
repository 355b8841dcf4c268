import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Code the first paint can do without (the Radix code behind the header menus, the toast area)
 * stays out of the entry chunk: it is fetched once the browser is idle, or at once when the
 * shopper reaches for it first. Until then a look-alike placeholder stands in.
 */

type Loader<T> = () => Promise<T>
const pending = new Map<Loader<unknown>, Promise<unknown>>()

export function loadOnce<T>(load: Loader<T>): Promise<T> {
  let promise = pending.get(load) as Promise<T> | undefined
  if (!promise) {
    promise = load().catch((err: unknown) => {
      pending.delete(load) // offline for a moment: the next reach tries again
      throw err
    })
    pending.set(load, promise)
  }
  return promise
}

export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(run, 300)
  return () => clearTimeout(id)
}

/**
 * The module behind `load`, once asked for with `request()`. Idle time only fetches the code
 * (`idle`): what it renders takes the page's place when it is wanted, not as soon as it arrives.
 * Swapping every header menu and the toast area in as the code arrived was a 15–20 ms render and
 * a full style recalculation right after a page hydrated (decision 018).
 */
export function useDeferredImport<T>(load: Loader<T>, { idle = true }: { idle?: boolean } = {}) {
  const [mod, setMod] = useState<T | undefined>(undefined)
  const request = useCallback(() => {
    loadOnce(load).then(setMod, () => {})
  }, [load])
  useEffect(() => {
    if (!idle) return
    return whenIdle(() => void loadOnce(load).catch(() => {}))
  }, [idle, load])
  return { mod, request }
}

/**
 * For a menu whose code is deferred: props for the placeholder trigger, and what the real menu
 * needs to take over seamlessly (open if the placeholder was clicked, keep keyboard focus).
 *
 * The real menu takes the placeholder's place when the shopper first reaches for it (pointer over
 * it, focus, press or tap); idle time only fetches its code.
 */
export function useDeferredMenu<T>(load: Loader<T>, options?: { idle?: boolean }) {
  const { mod, request } = useDeferredImport(load, options)
  const [openOnArrival, setOpenOnArrival] = useState(false)
  const hadFocus = useRef(false)

  const placeholderProps = {
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: request,
    onFocus: () => {
      hadFocus.current = true
      request()
    },
    onBlur: () => {
      hadFocus.current = false
    },
    // A mouse press already means "open": if the code arrives between press and release, the
    // placeholder is swapped for the real trigger and the browser fires the click on neither.
    onPointerDown: (event: { pointerType: string }) => {
      if (event.pointerType !== 'mouse') return
      setOpenOnArrival(true)
      request()
    },
    onClick: () => {
      setOpenOnArrival(true)
      request()
    },
  }

  const triggerRef = useCallback((el: HTMLElement | null) => {
    if (el && hadFocus.current) {
      hadFocus.current = false
      el.focus()
    }
  }, [])

  return { mod, placeholderProps, triggerRef, openOnArrival }
}
