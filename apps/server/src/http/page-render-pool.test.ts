import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { compressPage, gzipFromBrotli } from './page-cache'
import { createRenderPool, type RenderPool } from './page-render-pool'

/** A stand-in for the web build's renderer: one page reads data, one never finishes, one ends its thread. */
const RENDERER = `
export async function render({ url, lang, api }) {
  if (url === '/hang') return new Promise(() => {})
  if (url === '/exit') process.exit(3)
  const answer = await api('/api/brands?lang=' + lang, { method: 'GET' })
  return { kind: 'page', html: url + ' ' + answer.status + ' ' + (await answer.text()), status: 200, state: { namespaces: [] }, modules: [] }
}
`

describe('the page-render threads', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-pool-'))
  const entry = path.join(dir, 'entry-server.js')
  fs.writeFileSync(entry, RENDERER)
  const pools: RenderPool[] = []
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()))
    fs.rmSync(dir, { recursive: true, force: true })
  })
  const log = Fastify({ logger: false }).log
  const read = (url: string) => Promise.resolve({ status: 200, body: `{"read":"${url}"}` })

  it('renders in a thread, answering its data reads here', async () => {
    const pool = await createRenderPool({ entry, size: 1, log })
    pools.push(pool)
    expect(await pool.render('/a', 'cz', read)).toMatchObject({ kind: 'page', html: '/a 200 {"read":"/api/brands?lang=cz"}' })
  })

  it('gives up a page that takes too long, and the thread renders the next ones', async () => {
    const pool = await createRenderPool({ entry, size: 1, log, timeoutMs: 300 })
    pools.push(pool)
    // Two hung pages fill the thread's two places; both are given up, and the next page gets in.
    await expect(Promise.all([pool.render('/hang', 'en', read), pool.render('/hang', 'en', read)])).rejects.toThrow(/no page from the render thread/)
    await expect(pool.render('/hang', 'en', read)).rejects.toThrow(/no page/)
    expect(await pool.render('/b', 'en', read)).toMatchObject({ html: '/b 200 {"read":"/api/brands?lang=en"}' })
  })

  it('replaces a thread that ends, failing only the pages it held', async () => {
    const pool = await createRenderPool({ entry, size: 1, log })
    pools.push(pool)
    await expect(pool.render('/exit', 'en', read)).rejects.toThrow(/exited with code 3/)
    expect(await pool.render('/c', 'en', read)).toMatchObject({ html: '/c 200 {"read":"/api/brands?lang=en"}' })
  })

  it('leaves a read it refuses to fail in the page', async () => {
    const pool = await createRenderPool({ entry, size: 1, log })
    pools.push(pool)
    await expect(pool.render('/d', 'en', () => undefined)).rejects.toThrow(/not a public read: \/api\/brands/)
  })

  it('compresses a page in a thread exactly as this thread would, with the same ETag', async () => {
    const pool = await createRenderPool({ entry, size: 1, log })
    pools.push(pool)
    const html = `<!doctype html><p>${'Lavender soap – 4,90 € '.repeat(5000)}</p>`
    const [inThread, here] = await Promise.all([pool.compress(html), Promise.resolve(compressPage(html))])
    expect(inThread.etag).toBe(here.etag)
    expect(inThread.br.equals(here.br)).toBe(true)
    expect(brotliDecompressSync(inThread.br).toString()).toBe(html)
    const gzip = await pool.gzip(inThread.br)
    expect(gzip.equals(gzipFromBrotli(here.br))).toBe(true)
    expect(gunzipSync(gzip).toString()).toBe(html)
    // The pool's own thread keeps rendering meanwhile.
    expect(await pool.render('/e', 'en', read)).toMatchObject({ html: '/e 200 {"read":"/api/brands?lang=en"}' })
  })
})
