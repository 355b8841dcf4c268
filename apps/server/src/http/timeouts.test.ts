// Requests that never finish arriving are answered 408 and closed; idle connections are kept for
// the next request, then closed; a request without Host is a problem like any other refusal.
// Real sockets on loopback: `inject` has no sockets to hold open.
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { createTestContext, type TestContext } from '../test/harness'

const REQUEST_TIMEOUT_SECONDS = 4
const HEADERS_TIMEOUT_SECONDS = 1
const KEEP_ALIVE_TIMEOUT_SECONDS = 3
/** Node looks for expired requests once a second (app.ts); a busy test machine adds its own delay. */
const SLACK_MS = 2500

interface Exchange {
  /** Every byte the server sent, as text. */
  text: string
  /** Milliseconds from opening the socket until the server closed it; -1 while it is open. */
  closedAfter: number
  socket: net.Socket
  closed: Promise<void>
}

/** Opens a socket, sends `head` and nothing more, and records what comes back and when it closes. */
function open(port: number, head: string): Exchange {
  const socket = net.connect({ host: '127.0.0.1', port })
  const started = performance.now()
  const exchange: Exchange = { text: '', closedAfter: -1, socket, closed: Promise.resolve() }
  exchange.closed = new Promise((resolve) => {
    socket.on('close', () => {
      exchange.closedAfter = performance.now() - started
      resolve()
    })
  })
  socket.on('data', (d: Buffer) => (exchange.text += d.toString('latin1')))
  socket.on('error', () => undefined)
  socket.write(head)
  return exchange
}

/** Status, headers and body of the first answer in `text`. */
function firstAnswer(text: string): { status: number; headers: Record<string, string>; body: string } {
  const end = text.indexOf('\r\n\r\n')
  const lines = text.slice(0, end).split('\r\n')
  const headers = Object.fromEntries(lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]))
  const length = Number(headers['content-length'] ?? 0)
  return { status: Number(lines[0]!.split(' ')[1]), headers, body: text.slice(end + 4, end + 4 + length) }
}

/** Waits until `text` holds `count` complete answers (each with a Content-Length). */
async function answers(exchange: Exchange, count: number, timeoutMs = 5000): Promise<void> {
  const deadline = performance.now() + timeoutMs
  const complete = () => {
    let rest = exchange.text
    for (let i = 0; i < count; i++) {
      const end = rest.indexOf('\r\n\r\n')
      if (end < 0) return false
      const length = Number(/content-length: *(\d+)/i.exec(rest.slice(0, end))?.[1] ?? 0)
      if (rest.length < end + 4 + length) return false
      rest = rest.slice(end + 4 + length)
    }
    return true
  }
  while (!complete()) {
    if (performance.now() > deadline) throw new Error(`no ${count} answer(s) within ${timeoutMs} ms: ${JSON.stringify(exchange.text.slice(0, 300))}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

async function health(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(3000) })
  await res.arrayBuffer()
  return res.status
}

it('refuses a headers timeout longer than the request timeout', () => {
  expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '6' })).toThrow(/HEADERS_TIMEOUT_SECONDS \(6\) must not exceed REQUEST_TIMEOUT_SECONDS \(5\)/)
  expect(loadConfig({})).toMatchObject({ REQUEST_TIMEOUT_SECONDS: 30, HEADERS_TIMEOUT_SECONDS: 10, KEEP_ALIVE_TIMEOUT_SECONDS: 72 })
})

// Sockets and timers only, no data: one dialect is enough, and the cases wait side by side (each on
// sockets of its own) instead of one after another.
describe.concurrent('request timeouts over real sockets', () => {
  const dialect = 'sqlite'
  let ctx: TestContext
  let port: number

  beforeAll(async () => {
    ctx = await createTestContext(dialect, {
      seed: false,
      config: { REQUEST_TIMEOUT_SECONDS, HEADERS_TIMEOUT_SECONDS, KEEP_ALIVE_TIMEOUT_SECONDS },
    })
    await ctx.app.listen({ host: '127.0.0.1', port: 0 })
    port = (ctx.app.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await ctx?.close()
  })

  it('closes 50 sockets whose body stalls after one byte, each with a 408 problem, and keeps answering others meanwhile', async () => {
    const head = `POST /api/contact-us HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`
    const stalled = Array.from({ length: 50 }, () => open(port, head))
    await new Promise((r) => setTimeout(r, 500))
    expect(await health(port)).toBe(200)
    expect(stalled.filter((s) => s.closedAfter >= 0)).toHaveLength(0)

    const limit = REQUEST_TIMEOUT_SECONDS * 1000 + SLACK_MS
    await Promise.race([Promise.all(stalled.map((s) => s.closed)), new Promise((r) => setTimeout(r, limit))])
    const open_ = stalled.filter((s) => s.closedAfter < 0)
    for (const s of open_) s.socket.destroy()
    expect(open_.length, `${open_.length} of 50 stalled sockets still open after ${limit} ms`).toBe(0)
    for (const s of stalled) {
      // Not closed early (the body had the whole request timeout to arrive), and told why.
      expect(s.closedAfter).toBeGreaterThan(REQUEST_TIMEOUT_SECONDS * 1000 - 600)
      const answer = firstAnswer(s.text)
      expect(answer.status).toBe(408)
      expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8')
      expect(JSON.parse(answer.body)).toMatchObject({ status: 408, code: 'request_timeout', detail: 'The request did not arrive in time' })
    }
    expect(await health(port)).toBe(200)
  }, 20_000)

  it('closes a socket whose headers never finish after the headers timeout, long before the request timeout', async () => {
    const slow = open(port, 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a')
    const silent = open(port, '')
    await Promise.race([Promise.all([slow.closed, silent.closed]), new Promise((r) => setTimeout(r, REQUEST_TIMEOUT_SECONDS * 1000))])
    for (const s of [slow, silent]) s.socket.destroy()
    for (const s of [slow, silent]) {
      expect(s.closedAfter).toBeGreaterThan(HEADERS_TIMEOUT_SECONDS * 1000 - 600)
      expect(s.closedAfter).toBeLessThan(REQUEST_TIMEOUT_SECONDS * 1000 - 500)
    }
    expect(firstAnswer(slow.text)).toMatchObject({ status: 408 })
    expect(JSON.parse(firstAnswer(slow.text).body)).toMatchObject({ code: 'request_timeout' })
  }, 20_000)

  it('keeps an idle connection for the next request past the headers timeout, then closes it after the keep-alive timeout', async () => {
    const get = 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'
    const conn = open(port, get)
    await answers(conn, 1)
    // Idle for longer than the headers timeout: an idle connection is not a request that stalls.
    await new Promise((r) => setTimeout(r, HEADERS_TIMEOUT_SECONDS * 1000 + 1200))
    expect(conn.closedAfter).toBe(-1)
    const answeredAt = performance.now()
    conn.socket.write(get)
    await answers(conn, 2)
    expect(conn.text.match(/HTTP\/1\.1 200 OK\r\n/g)).toHaveLength(2)

    await Promise.race([conn.closed, new Promise((r) => setTimeout(r, KEEP_ALIVE_TIMEOUT_SECONDS * 1000 + SLACK_MS + 1000))])
    const idleFor = performance.now() - answeredAt
    conn.socket.destroy()
    expect(conn.closedAfter, 'the idle connection was never closed').toBeGreaterThan(0)
    expect(idleFor).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_SECONDS * 1000 - 600)
  }, 20_000)

  it('answers a request without Host with a 400 problem and closes the connection; HTTP/1.0 needs none', async () => {
    const noHost = open(port, 'GET /api/product HTTP/1.1\r\n\r\n')
    await noHost.closed
    const answer = firstAnswer(noHost.text)
    expect(answer.status).toBe(400)
    expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8')
    expect(answer.headers.connection).toBe('close')
    expect(JSON.parse(answer.body)).toMatchObject({ status: 400, code: 'validation_failed', detail: 'The request has no Host header', instance: '/api/product' })

    const http10 = open(port, 'GET /health HTTP/1.0\r\n\r\n')
    await http10.closed
    expect(firstAnswer(http10.text).status).toBe(200)
  }, 10_000)
})
