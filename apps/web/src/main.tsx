import './styles.css'

/**
 * index.html paints the page's frame (promo strip and header) from HTML and CSS alone; the app
 * starts right after that first paint. Evaluating React and the first page takes a phone hundreds
 * of milliseconds, and this way the shopper sees the shop's frame meanwhile, not a blank page. The
 * app's chunks are already downloading by then (modulepreload links, see vite.config.ts).
 */
const start = () => void import('./app/start')
// A tab opened in the background paints nothing (and runs no animation frame) until it is shown.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0))
else start()
