import { useEffect } from 'react'

/** SPEC section 9: the first page-load animation runs 1000 ms. */
export const INTRO_MS = 1000

/**
 * index.html starts with `<html data-intro>`, which styles.css animates (the leaf draws itself,
 * a line sweeps under the header). Removing the attribute after the animation means pages opened
 * later never replay it.
 */
export function useIntroAnimation() {
  useEffect(() => {
    const timer = setTimeout(() => document.documentElement.removeAttribute('data-intro'), INTRO_MS + 100)
    return () => clearTimeout(timer)
  }, [])
}
