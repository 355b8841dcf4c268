import type { Language } from '@shop/domain'
import type { FastifyBaseLogger } from 'fastify'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { BROTLI_QUALITY, compressPage, GZIP_LEVEL, gzipFromBrotli, type PageBodies } from './page-cache'
import type { RenderResult } from './page-html'
import type { PageMarket } from './page-market'
import type { PageAnswer } from './page-reads'

/**
 * Where pages are rendered: a pool of worker threads (render takes ~10–45 ms of CPU a page, which
 * on the API's event loop would stall every API call behind it), or this thread when the pool
 * size is 0. Each thread renders many pages at once: a page waiting for its data does not hold
 * the thread. Data reads come back here and are answered by `read` (the public reads of
 * http/page-reads.ts); a read it refuses (undefined) fails in the page, which leaves it to the browser.
 */
export interface RenderPool {
  /** `market`: the shopper's market the page is made for (http/page-market.ts); without it the web's base list. */
  render(url: string, lang: Language, read: (url: string) => Promise<PageAnswer> | undefined, market?: PageMarket): Promise<RenderResult>
  /**
   * A page's bodies (brotli, gzip) and ETag, made in a thread: synchronous compression there costs
   * this thread only the hand-over (http/page-cache.ts, compressPage, says why).
   */
  compress(html: string): Promise<PageBodies>
  /** A stored page's gzip body, made from its brotli body in a thread (http/page-cache.ts, gzipFromBrotli). */
  gzip(br: Buffer): Promise<Buffer>
  close(): Promise<void>
}

interface Renderer {
  render(request: { url: string; lang: Language; market?: PageMarket; api: (url: string, init: RequestInit) => Promise<Response> }): Promise<RenderResult>
}

const WORKER_FILE = fileURLToPath(new URL('./page-render-worker.mjs', import.meta.url))
/**
 * Pages a thread renders at once: one rendering while another waits for its data. More only
 * interleave (every page finishes later) and hold more memory; the rest wait here, first come first served.
 */
const PER_THREAD = 2

/** A page not rendered by then is given up (the browser renders it) and its place in the thread freed. */
const RENDER_TIMEOUT_MS = 10_000

export async function createRenderPool({
  entry,
  size,
  log,
  timeoutMs = RENDER_TIMEOUT_MS,
}: {
  entry: string
  size: number
  log: FastifyBaseLogger
  timeoutMs?: number
}): Promise<RenderPool> {
  if (size === 0) return inProcess(entry)

  interface Job {
    url: string
    lang: Language
    market?: PageMarket
    read: (url: string) => Promise<PageAnswer> | undefined
    resolve(result: RenderResult): void
    reject(err: Error): void
  }
  interface Thread {
    worker: Worker
    jobs: Map<number, Job>
    /** Compressions under way: short, so they do not count against PER_THREAD. */
    compressing: Map<number, { resolve(message: Compressed): void; reject(err: Error): void }>
  }
  let nextJob = 0
  let closing = false
  const threads: Thread[] = []
  const waiting: Job[] = []

  /** Hands waiting pages to threads with room. */
  function dispatch() {
    while (waiting.length) {
      const thread = threads.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a))
      if (thread.jobs.size >= PER_THREAD) return
      const job = waiting.shift()!
      const id = ++nextJob
      thread.jobs.set(id, job)
      thread.worker.postMessage({ type: 'render', id, url: job.url, lang: job.lang, market: job.market })
      // A late answer finds no job and is dropped.
      const timer = setTimeout(() => {
        if (!thread.jobs.delete(id)) return
        job.reject(new Error(`no page from the render thread in ${timeoutMs} ms`))
        dispatch()
      }, timeoutMs)
      timer.unref()
      const { resolve, reject } = job
      job.resolve = (result) => {
        clearTimeout(timer)
        resolve(result)
      }
      job.reject = (err) => {
        clearTimeout(timer)
        reject(err)
      }
    }
  }

  function start(): Thread {
    const worker = new Worker(WORKER_FILE, { workerData: { entry, brotliQuality: BROTLI_QUALITY, gzipLevel: GZIP_LEVEL } })
    const thread: Thread = { worker, jobs: new Map(), compressing: new Map() }
    worker.on('message', (message: WorkerMessage) => {
      const compressing = thread.compressing.get(message.id)
      if (compressing) {
        thread.compressing.delete(message.id)
        if (message.type === 'failed') compressing.reject(new Error(message.message))
        else if (message.type === 'compressed' || message.type === 'gzipped') compressing.resolve(message)
        return
      }
      const job = thread.jobs.get(message.id)
      if (!job) return
      if (message.type === 'read') {
        const answering = job.read(message.url)
        if (!answering) return worker.postMessage({ type: 'answer', read: message.read, refused: true })
        answering.then(
          (answer) => worker.postMessage({ type: 'answer', read: message.read, status: answer.status, body: answer.body }),
          (err: unknown) => {
            log.error({ err, url: message.url }, 'a page read failed')
            worker.postMessage({ type: 'answer', read: message.read, status: 500, body: '' })
          },
        )
        return
      }
      thread.jobs.delete(message.id)
      if (message.type === 'done') job.resolve(message.result)
      else if (message.type === 'failed') job.reject(new Error(message.message))
      dispatch()
    })
    // A thread that dies takes its pages with it (each falls back to the browser) and is replaced.
    const fail = (err: Error) => {
      for (const job of thread.jobs.values()) job.reject(err)
      thread.jobs.clear()
      for (const job of thread.compressing.values()) job.reject(err)
      thread.compressing.clear()
      const at = threads.indexOf(thread)
      if (at >= 0 && !closing) {
        log.error({ err }, 'a page-render thread stopped; starting another')
        threads[at] = start()
        dispatch()
      }
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`page-render thread exited with code ${code}`)))
    return thread
  }
  for (let i = 0; i < size; i++) threads.push(start())

  /** A compression job in the least busy thread. */
  function inThread(job: { type: 'compress'; html: string } | { type: 'gzip'; br: Buffer }): Promise<Compressed> {
    const thread = threads.reduce((a, b) => (b.jobs.size + b.compressing.size < a.jobs.size + a.compressing.size ? b : a))
    const id = ++nextJob
    return new Promise<Compressed>((resolve, reject) => {
      thread.compressing.set(id, { resolve, reject })
      thread.worker.postMessage({ ...job, id })
    })
  }

  return {
    render(url, lang, read, market) {
      return new Promise<RenderResult>((resolve, reject) => {
        waiting.push({ url, lang, market, read, resolve, reject })
        dispatch()
      })
    },
    async compress(html) {
      const message = await inThread({ type: 'compress', html })
      if (message.type !== 'compressed') throw new Error('the render thread answered another job')
      return { etag: message.etag, br: buffer(message.br) }
    },
    async gzip(br) {
      const message = await inThread({ type: 'gzip', br })
      if (message.type !== 'gzipped') throw new Error('the render thread answered another job')
      return buffer(message.body)
    },
    async close() {
      closing = true
      for (const job of waiting.splice(0)) job.reject(new Error('the server is closing'))
      await Promise.all(threads.map((t) => t.worker.terminate()))
    },
  }
}

type WorkerMessage =
  | { type: 'read'; id: number; read: number; url: string }
  | { type: 'done'; id: number; result: RenderResult }
  | { type: 'failed'; id: number; message: string }
  | Compressed

type Compressed = { type: 'compressed'; id: number; etag: string; br: Uint8Array } | { type: 'gzipped'; id: number; body: Uint8Array }

const buffer = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength)

async function inProcess(entry: string): Promise<RenderPool> {
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer
  return {
    render(url, lang, read, market) {
      return renderer.render({
        url,
        lang,
        market,
        api: async (readUrl) => {
          const answering = read(readUrl)
          if (!answering) throw new Error(`not a public read: ${readUrl}`)
          const answer = await answering
          return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json; charset=utf-8' } })
        },
      })
    },
    async compress(html) {
      return compressPage(html)
    },
    async gzip(br) {
      return gzipFromBrotli(br)
    },
    async close() {},
  }
}
