import { Redis } from 'ioredis'
import { LRUCache } from 'lru-cache'
import { createHash } from 'node:crypto'
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib'

/**
 * Rendered pages, kept compressed (brotli made once when the page is stored, in a render thread:
 * http/page-render-pool.ts; gzip made from it the first time a client without brotli asks, and
 * kept), so a warm hit does no compression work. In one process an LRU
 * bounded by bytes; with REDIS_URL the pages are shared by every server process through Redis,
 * fronted by the same LRU: an entry's key carries the catalog generation, so a local copy is never
 * stale for that generation and may live as long as the entry does.
 */
export interface PageEntry {
  status: number
  /** A weak validator: the same page whichever encoding it travels in. */
  etag: string
  br: Buffer
  /** Made on first demand (http/page-renderer.ts): most clients take brotli, and a cold page's time matters. */
  gzip?: Buffer
}

/**
 * Search pages have a budget of their own: any words make a search address, and a crawler
 * trying many must not push the shop's product and category pages out.
 */
export type PageKind = 'page' | 'search'

export interface PageCache {
  get(key: string, kind: PageKind): Promise<PageEntry | undefined>
  set(key: string, entry: PageEntry, ttlSeconds: number, kind: PageKind): Promise<void>
  close(): Promise<void>
}

/** A page's body and validator, as a render thread makes them (http/page-render-worker.mjs makes the same). */
export type PageBodies = Pick<PageEntry, 'etag' | 'br'>

/**
 * Compression of a stored page, chosen by measurement on a 100 KB product page (bench/README.md):
 * brotli 5 ≈ 0.85 ms for 14.3 KB (4: 0.65 ms, 15.3 KB; 7: 1.2 ms, 14.1 KB; 9: 11 ms; 11: 60 ms),
 * gzip 6 ≈ 0.67 ms for 16.1 KB (1: 0.35 ms, 18.7 KB; 9: 0.8 ms, 15.9 KB). Brotli is made when the
 * page is stored, gzip only when a client without brotli asks (≈ 0.3 ms to decode brotli, then
 * gzip): what a cold page costs is the render plus brotli. Synchronous and in one go: node's
 * asynchronous zlib works in 16 KB steps through a stream and cost the API's thread more
 * (≈ 2.1–2.5 ms a page) than the compression itself, so the render threads do it.
 */
export const BROTLI_QUALITY = 5
export const GZIP_LEVEL = 6

/** What a render thread does for a page, here (a pool of size 0, tests). */
export function compressPage(html: string): PageBodies {
  const bytes = Buffer.from(html)
  return {
    etag: `W/"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`,
    br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  }
}

/** A stored page's gzip body, from its brotli body (as a render thread makes it). */
export function gzipFromBrotli(br: Buffer): Buffer {
  return gzipSync(brotliDecompressSync(br), { level: GZIP_LEVEL })
}

export async function pageEntry(status: number, html: string, compress: (html: string) => Promise<PageBodies> = async (h) => compressPage(h)): Promise<PageEntry> {
  return { status, ...(await compress(html)) }
}

/** An entry's bytes, counting room for the gzip copy it may get later (≈ 1.15 × brotli). */
const sizeOf = (e: PageEntry) => e.br.length + (e.gzip?.length ?? Math.ceil(e.br.length * 1.15)) + 100

export function createPageCache(opts: { redisUrl?: string; redisPrefix?: string; maxBytes?: number; searchBytes?: number } = {}): PageCache {
  const lru = (maxSize: number) => new LRUCache<string, PageEntry>({ maxSize, sizeCalculation: sizeOf })
  const locals = { page: lru(opts.maxBytes ?? 64 * 2 ** 20), search: lru(opts.searchBytes ?? 8 * 2 ** 20) }
  if (!opts.redisUrl) {
    return {
      async get(key, kind) {
        return locals[kind].get(key)
      },
      async set(key, entry, ttlSeconds, kind) {
        locals[kind].set(key, entry, { ttl: ttlSeconds * 1000 })
      },
      async close() {
        locals.page.clear()
        locals.search.clear()
      },
    }
  }
  const redis = new Redis(opts.redisUrl, { keyPrefix: opts.redisPrefix ?? '', maxRetriesPerRequest: 2, enableOfflineQueue: true })
  return {
    async get(key, kind) {
      const local = locals[kind]
      const hit = local.get(key)
      if (hit) return hit
      const [value, ttl] = await redis.multi().getBuffer(`page:${key}`).pttl(`page:${key}`).exec().then((r) => [r?.[0]?.[1] as Buffer | null, Number(r?.[1]?.[1] ?? -1)] as const)
      if (!value) return undefined
      const entry = decode(value)
      if (entry && ttl > 0) local.set(key, entry, { ttl })
      return entry
    },
    async set(key, entry, ttlSeconds, kind) {
      locals[kind].set(key, entry, { ttl: ttlSeconds * 1000 })
      // Redis bounds its own memory (maxmemory with an LRU policy), for every kind alike.
      await redis.set(`page:${key}`, encode(entry), 'EX', ttlSeconds)
    },
    async close() {
      locals.page.clear()
      locals.search.clear()
      redis.disconnect()
    },
  }
}

/** One Redis value: a JSON head (status, etag, the bodies' lengths), a newline, the bodies (gzip when made already). */
function encode(entry: PageEntry): Buffer {
  const gzip = entry.gzip ?? Buffer.alloc(0)
  const head = Buffer.from(`${JSON.stringify({ status: entry.status, etag: entry.etag, br: entry.br.length, gzip: gzip.length })}\n`)
  return Buffer.concat([head, entry.br, gzip])
}

function decode(value: Buffer): PageEntry | undefined {
  const end = value.indexOf(10)
  if (end < 0) return undefined
  const head = JSON.parse(value.subarray(0, end).toString()) as { status: number; etag: string; br: number; gzip: number }
  const br = value.subarray(end + 1, end + 1 + head.br)
  const gz = value.subarray(end + 1 + head.br, end + 1 + head.br + head.gzip)
  if (br.length !== head.br || gz.length !== head.gzip) return undefined
  return { status: head.status, etag: head.etag, br, ...(gz.length ? { gzip: gz } : {}) }
}
