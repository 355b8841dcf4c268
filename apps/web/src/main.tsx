import './styles.css'

/**
 * When the app's scripts start (decisions 017 and 018).
 *
 * A page the server rendered (it carries the `#shop-ssr` state) is readable and its links work
 * without any script, so its scripts wait until the page's pictures are in (the `load` event), are
 * decoded and their paint has been reported: on a slow line the pictures then do not share the
 * bandwidth with ~150 KB of script, and the largest picture shows sooner. The script files are
 * asked for then (modulepreload links for those the server lists in `data-preload`, a few per
 * task), evaluated one per task, and the page is hydrated. A picture that never finishes holds the
 * page back no longer than MAX_WAIT_MS.
 *
 * The app shell (pages behind a sign-in, the staff area) shows only the frame of index.html until
 * the app runs: it starts right after that first paint, its chunks already downloading
 * (modulepreload links in index.html, see vite.config.ts).
 */
const MAX_WAIT_MS = 3000
const PRELOADS_PER_TASK = 4
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
/**
 * Evaluating the app's code is the longest thing a phone does for a page, and a module graph is
 * evaluated in one task. So modules are evaluated one per task, each after those it imports: on a
 * rendered page every module the page needs (`data-preload`, in that order, see the server's
 * http/page-renderer.ts); otherwise the big libraries one by one (React, i18next),
 * then the app. No single task keeps the page from answering a tap for long.
 */
const evaluate = async (hrefs: readonly string[]) => {
  for (const href of hrefs) {
    await import(/* @vite-ignore */ href)
    await nextTask()
  }
}
const start = async () => {
  await import('react-dom/client')
  await nextTask()
  await import('./lib/i18n-runtime')
  await nextTask()
  const { startApp } = await import('./app/start')
  startApp()
}
// A tab opened in the background paints nothing (and runs no animation frame) until it is shown.
const afterPaint = (then: () => void) => (document.visibilityState === 'visible' ? requestAnimationFrame(() => setTimeout(then, 0)) : then())

/** The page's pictures that are not lazy, decoded and so ready to paint (load only says their bytes are in). */
const picturesDecoded = () =>
  Promise.all(Array.from(document.images, (img) => (img.loading === 'lazy' ? undefined : img.decode().catch(() => undefined))))

/** How much of the picture shows on screen, in CSS pixels². */
const areaOnScreen = (img: HTMLImageElement) => {
  const r = img.getBoundingClientRect()
  const w = Math.min(r.right, window.innerWidth) - Math.max(r.left, 0)
  const h = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0)
  return w > 0 && h > 0 ? w * h : 0
}

/**
 * Until the browser has reported the page's largest paint (LCP) with its pictures in it. Painting a
 * decoded picture can still take a while on a busy phone, and a script that arrives before that
 * paint makes the page look slower to Lighthouse's model, which counts every request finished by
 * then. Done when the largest paint reported so far is a picture, or is larger than any picture
 * on screen (text won); else when the next report comes, at most after MAX_LCP_WAIT_MS.
 */
const MAX_LCP_WAIT_MS = 1000
const largestPaintReported = () =>
  new Promise<void>((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return resolve()
    const largestPicture = Math.max(0, ...Array.from(document.images, (img) => (img.loading === 'lazy' ? 0 : areaOnScreen(img))))
    if (largestPicture === 0) return resolve()
    let timer: ReturnType<typeof setTimeout> | undefined = undefined
    const observer = new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null; size?: number }) | undefined
      if (last && (last.element instanceof HTMLImageElement || (last.size ?? 0) >= largestPicture)) done()
    })
    const done = () => {
      clearTimeout(timer)
      observer.disconnect()
      resolve()
    }
    timer = setTimeout(done, MAX_LCP_WAIT_MS)
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  })

const rendered = document.getElementById('shop-ssr')
if (!rendered) afterPaint(() => void start())
else {
  let started = false
  const go = async () => {
    if (started) return
    started = true
    // A few links per task: asking for a module costs the browser ~0.3–2 ms of main thread each,
    // 25–40 at once made one long task.
    const hrefs = (rendered.dataset.preload ?? '').split(' ').filter(Boolean)
    for (let i = 0; i < hrefs.length; i += PRELOADS_PER_TASK) {
      for (const href of hrefs.slice(i, i + PRELOADS_PER_TASK)) {
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        link.crossOrigin = ''
        link.href = href
        document.head.append(link)
      }
      await nextTask()
    }
    try {
      await evaluate(hrefs)
    } catch {
      // A module that failed to arrive: the app's start shows why (its router's error screen).
    }
    await start()
  }
  if (document.readyState === 'complete') void go()
  else {
    window.addEventListener('load', () => void picturesDecoded().then(largestPaintReported).then(() => afterPaint(() => void go())), { once: true })
    setTimeout(() => void go(), MAX_WAIT_MS)
  }
}
