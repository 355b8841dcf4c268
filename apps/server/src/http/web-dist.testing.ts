import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** index.html as the web build shapes it: the frame between the app-html marks, the `<noscript>` after it. */
export const WEB_TEMPLATE = [
  '<!doctype html><html lang="en" data-intro><head><meta charset="UTF-8"><meta name="description" content="The whole shop."><title>Shop</title>',
  '<link rel="modulepreload" crossorigin href="/assets/start-6.js"></head><body>',
  '<div id="root"><!--app-html--><div class="frame">frame</div><!--/app-html--></div><noscript>Enable JavaScript</noscript>',
  '<script type="module" src="/assets/index-1.js"></script></body></html>',
].join('')

/**
 * A web build in a temporary folder with a stand-in for the page renderer (`renderer`: the source
 * of an ES module exporting `render`), for tests of how the server answers pages.
 */
export function createWebDist(renderer: string): { dist: string; remove(): void } {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'))
  fs.mkdirSync(path.join(dist, '.ssr'))
  fs.mkdirSync(path.join(dist, '.vite'))
  fs.writeFileSync(path.join(dist, 'index.html'), WEB_TEMPLATE)
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'src/app/start.tsx': { file: 'assets/start-6.js' } }))
  fs.writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), renderer)
  return { dist, remove: () => fs.rmSync(dist, { recursive: true, force: true }) }
}
