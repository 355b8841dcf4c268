// A cold page's CPU, in-process (issue 16): the web build's page renderer (apps/web/dist/.ssr)
// renders product pages of a running server's catalog from answers fetched beforehand, so the
// timing is the renderer's alone (no network, no data reads). Each product is rendered once per
// pass, like a cold page. Reports ms per page, renders per page, HTML and state size.
//   SHOP_URL=http://127.0.0.1:3100 node --import tsx bench/render-profile.ts [pages] [path-template]
// With `node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx …` the profile shows where it goes.
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const shopUrl = process.env.SHOP_URL ?? 'http://127.0.0.1:3100'
const pages = Number(process.argv[2] ?? 200)
const root = path.resolve(import.meta.dirname, '..')
const renderer = (await import(pathToFileURL(path.join(root, 'apps/web/dist/.ssr/entry-server.js')).href)) as {
  render(r: { url: string; lang: string; api: (url: string, init: RequestInit) => Promise<Response> }): Promise<any>
  renderCount: number
}

const ids: string[] = []
for (let page = 1; ids.length < pages; page++) {
  const r = (await (await fetch(`${shopUrl}/api/product?page=${page}&page_size=96`)).json()) as { data: Array<{ id: string }> }
  if (!r.data.length) break
  ids.push(...r.data.map((p) => p.id))
}
const urls = (process.argv[3] ? [process.argv[3]] : ids.slice(0, pages).map((id) => `/productdetails/${id}`))

// Answers recorded from the server (the same public reads the page reader answers).
const answers = new Map<string, { status: number; body: string }>()
let reads = 0
const api = async (url: string) => {
  reads++
  let a = answers.get(url)
  if (!a) {
    const r = await fetch(shopUrl + url)
    a = { status: r.status, body: await r.text() }
    answers.set(url, a)
  }
  return new Response(a.body, { status: a.status, headers: { 'content-type': 'application/json' } })
}
for (const url of urls) await renderer.render({ url, lang: 'en', api })
const recorded = reads
reads = 0

const rendersBefore = renderer.renderCount
const times: number[] = []
let html = 0
let state = 0
for (let pass = 0; pass < 3; pass++) {
  for (const url of urls) {
    const t = performance.now()
    const r = await renderer.render({ url, lang: 'en', api })
    times.push(performance.now() - t)
    if (pass === 0 && r.kind === 'page') {
      html += r.html.length
      state += JSON.stringify(r.state).length
    }
  }
}
const renders = (renderer.renderCount - rendersBefore) / (3 * urls.length)
times.sort((a, b) => a - b)
const mean = times.reduce((a, b) => a + b, 0) / times.length
console.log(`${urls.length} pages × 3 passes: mean ${mean.toFixed(2)} ms, p50 ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms, p99 ${times[Math.floor(times.length * 0.99)]!.toFixed(2)} ms`)
console.log(`renders per page ${renders.toFixed(2)}; reads per page ${(recorded / urls.length).toFixed(1)}; root HTML ${(html / urls.length / 1024).toFixed(1)} KB, state ${(state / urls.length / 1024).toFixed(1)} KB per page`)
const reads1 = [...new Set([...answers.keys()].map((u) => u.replace(/prd_[a-z0-9]+/g, ':id')))]
console.log('other reads:', reads1.join(' '))
