// One page-render thread (http/page-render-pool.ts): loads the web build's page renderer and
// renders the pages the main thread asks for. A page's data reads go back to the main thread,
// which answers them from the modules' services (http/page-reads.ts); so this thread holds no
// database connection and the API's event loop never runs React. It also compresses the pages
// the main thread assembled (brotli; gzip when a client asks for it), as http/page-cache.ts's
// compressPage and gzipFromBrotli do (page-render-pool.test.ts checks they agree), so the API's
// thread does no compression either.
import { createHash } from 'node:crypto'
import { parentPort, workerData } from 'node:worker_threads'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib'

const { brotliQuality, gzipLevel } = workerData

const renderer = await import(pathToFileURL(workerData.entry).href)
/** Reads waiting for the main thread's answer, by read id. */
const reads = new Map()
let nextRead = 0

parentPort.on('message', (message) => {
  if (message.type === 'answer') {
    const waiting = reads.get(message.read)
    reads.delete(message.read)
    if (!waiting) return
    if (message.refused) waiting.reject(new Error(`not a public read: ${waiting.url}`))
    else waiting.resolve(new Response(message.body, { status: message.status, headers: { 'content-type': 'application/json; charset=utf-8' } }))
    return
  }
  if (message.type === 'render') void render(message)
  else if (message.type === 'compress') compress(message)
  else if (message.type === 'gzip') gzip(message)
})

/** Moved, not copied, when the body has its memory to itself. */
const movable = (b) => (b.byteOffset === 0 && b.byteLength === b.buffer.byteLength ? [b.buffer] : [])

function failed(id, err) {
  parentPort.postMessage({ type: 'failed', id, message: err instanceof Error ? (err.stack ?? err.message) : String(err) })
}

function gzip({ id, br }) {
  try {
    const body = gzipSync(brotliDecompressSync(br), { level: gzipLevel })
    parentPort.postMessage({ type: 'gzipped', id, body }, movable(body))
  } catch (err) {
    failed(id, err)
  }
}

function compress({ id, html }) {
  try {
    const bytes = Buffer.from(html)
    const etag = `W/"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`
    const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    parentPort.postMessage({ type: 'compressed', id, etag, br }, movable(br))
  } catch (err) {
    failed(id, err)
  }
}

async function render({ id, url, lang, market }) {
  const api = (readUrl) =>
    new Promise((resolve, reject) => {
      const read = ++nextRead
      reads.set(read, { resolve, reject, url: readUrl })
      parentPort.postMessage({ type: 'read', id, read, url: readUrl })
    })
  try {
    const result = await renderer.render({ url, lang, market, api })
    // The page's state as the JSON text the document carries: one string to hand over, instead of
    // a deep copy of every answer's objects, and no serialising on the API's thread.
    if (result.kind === 'page') {
      result.stateJson = JSON.stringify(result.state)
      result.state = { namespaces: result.state.namespaces }
    }
    parentPort.postMessage({ type: 'done', id, result })
  } catch (err) {
    failed(id, err)
  }
}

parentPort.postMessage({ type: 'ready' })
