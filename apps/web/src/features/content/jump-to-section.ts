import type { MouseEvent } from 'react'

/**
 * Scrolls to a heading of the page and moves focus there, so keyboard and screen-reader users
 * continue reading where they jumped. The address gets the #anchor for sharing, written with
 * replaceState and the router's own history state, so the router sees no navigation (and no
 * scroll-to-top runs).
 */
export function jumpToSection(event: MouseEvent, id: string) {
  const target = document.getElementById(id)
  if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
  event.preventDefault()
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
  target.focus({ preventScroll: true })
  window.history.replaceState(window.history.state, '', `#${id}`)
}
