import type { FastifyInstance, FastifyReply } from 'fastify'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * Compresses text answers for clients that accept it. Cached catalog answers come back as the
 * same string object each time, so their compressed forms are remembered: a hot answer is
 * compressed once, not once per request. Streams (static files) are left alone: the web build
 * ships pre-compressed .br and .gz files for those.
 */
const COMPRESSIBLE = /json|text|javascript|svg|xml/

type Encoding = 'br' | 'gzip'

export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null
  let gzip = false
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue
    if (name === 'br') return 'br'
    if (name === 'gzip' || name === '*') gzip = true
  }
  return gzip ? 'gzip' : null
}

export function compress(text: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } })
    : gzipSync(text, { level: 6 })
}

export function registerCompression(app: FastifyInstance, { threshold = 1024, remembered = 1000 } = {}): void {
  const memo = new Map<string, Partial<Record<Encoding, Buffer>>>()

  function compressed(text: string, encoding: Encoding): Buffer {
    let entry = memo.get(text)
    if (entry) {
      memo.delete(text)
      memo.set(text, entry)
    } else {
      entry = {}
      memo.set(text, entry)
      if (memo.size > remembered) memo.delete(memo.keys().next().value as string)
    }
    return (entry[encoding] ??= compress(text, encoding))
  }

  app.addHook('onSend', (req, reply: FastifyReply, payload, done) => {
    if (typeof payload !== 'string' || payload.length < threshold) return done(null, payload)
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload)
    // Added to what the answer already varies by (a page varies by cookie and language too).
    const vary = String(reply.getHeader('vary') ?? '')
    if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding')
    const encoding = pickEncoding(req.headers['accept-encoding'])
    if (!encoding || reply.getHeader('content-encoding')) return done(null, payload)
    const body = compressed(payload, encoding)
    reply.header('content-encoding', encoding)
    reply.header('content-length', body.length)
    done(null, body)
  })
}
