import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { initI18n } from '../lib/i18n'

// findBy*/waitFor wait up to 1 s by default; on a busy 2-core CI machine a lazily loaded page and its
// texts can take longer than that (seen: 1.1 s). What they wait for is still asserted.
configure({ asyncUtilTimeout: 5000 })

// What jsdom lacks and Radix or the layout use.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
Element.prototype.scrollIntoView ??= function scrollIntoView() {}
Element.prototype.hasPointerCapture ??= () => false
Element.prototype.releasePointerCapture ??= () => {}
window.scrollTo = (() => {}) as typeof window.scrollTo
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList

// The app's i18next, in English, with the `common` texts loaded as in the browser.
beforeAll(async () => {
  await initI18n('en')
})

afterEach(() => {
  cleanup()
  localStorage.clear()
})
