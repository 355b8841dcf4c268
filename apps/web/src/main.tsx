import './styles.css'

/**
 * When the app's scripts start (decision 017).
 *
 * A page the server rendered (it carries the `#shop-ssr` state) is readable and its links work
 * without any script, so its scripts wait until the page's pictures are in (the `load` event), are
 * decoded and have painted: on a slow line the pictures then do not share the bandwidth with
 * ~150 KB of script, and the largest picture shows sooner. The script files are asked for then
 * (modulepreload links for those the server lists in `data-preload`, a few per task), and the page
 * is hydrated. A picture that never finishes holds the page back no longer than MAX_WAIT_MS.
 *
 * The app shell (pages behind a sign-in, the staff area) shows only the frame of index.html until
 * the app runs: it starts right after that first paint, its chunks already downloading
 * (modulepreload links in index.html, see vite.config.ts).
 */
const MAX_WAIT_MS = 3000
const PRELOADS_PER_TASK = 4
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
/**
 * Evaluating the app's code is the longest single thing a phone does for a page. The big libraries
 * are evaluated one per task (React, the router, i18next), then the app, so that no one task keeps
 * the page from answering a tap for long.
 */
const start = async () => {
  await import('react-dom/client')
  await nextTask()
  await import('react-router/dom')
  await nextTask()
  await import('i18next')
  await nextTask()
  await import('./app/start')
}
// A tab opened in the background paints nothing (and runs no animation frame) until it is shown.
const afterPaint = (then: () => void) => (document.visibilityState === 'visible' ? requestAnimationFrame(() => setTimeout(then, 0)) : then())

/** The page's pictures that are not lazy, decoded and so ready to paint (load only says their bytes are in). */
const picturesDecoded = () =>
  Promise.all(Array.from(document.images, (img) => (img.loading === 'lazy' ? undefined : img.decode().catch(() => undefined))))

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
    await start()
  }
  if (document.readyState === 'complete') void go()
  else {
    window.addEventListener('load', () => void picturesDecoded().then(() => afterPaint(() => void go())), { once: true })
    setTimeout(() => void go(), MAX_WAIT_MS)
  }
}
