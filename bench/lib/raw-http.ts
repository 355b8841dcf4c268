// A bare HTTP/1.1 client on a socket of its own, so a request may carry anything on the wire: raw
// bytes in the path, headers Node's client would refuse, a Content-Length that lies, a body that
// never ends. It tells a complete answer from a connection the server dropped.
import net from 'node:net'

export interface RawRequest {
  method: string
  /** latin1: one char per byte */
  target: string
  headers: Record<string, string>
  body?: Buffer
}

export interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: Buffer
  /** the whole answer arrived (by its length, its last chunk, or the server's close after headers) */
  complete: boolean
  error?: string
  ms: number
}

/** `x-fuzz-content-length` in headers replaces the true Content-Length (a request whose length lies). */
export function rawRequest(port: number, localAddress: string, req: RawRequest, timeoutMs = 30_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = performance.now()
    const socket = net.connect({ host: '127.0.0.1', port, localAddress })
    const parser = answerParser()
    let done = false
    const finish = (error?: string) => {
      if (done) return
      done = true
      clearTimeout(timer)
      socket.destroy()
      const a = parser.answer()
      resolve({ ...a, error: a.complete ? undefined : error, ms: performance.now() - started })
    }
    const timer = setTimeout(() => finish('timeout'), timeoutMs)
    socket.on('data', (d: Buffer) => {
      if (parser.push(d)) finish()
    })
    socket.on('end', () => finish(parser.answer().status ? 'closed mid-answer' : 'closed without an answer'))
    socket.on('error', (err: NodeJS.ErrnoException) => finish(err.code ?? err.message))
    socket.on('close', () => finish('closed'))
    const { 'x-fuzz-content-length': lie, ...headers } = req.headers
    let head = `${req.method} ${req.target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n`
    for (const [k, v] of Object.entries(headers)) head += `${k}: ${v}\r\n`
    if (req.body !== undefined) head += `Content-Length: ${lie ?? req.body.length}\r\n`
    socket.write(Buffer.from(`${head}\r\n`, 'latin1'))
    if (req.body?.length) socket.write(req.body)
  })
}

/** Reads one HTTP/1.1 answer from chunks as they come; push answers whether it is complete. */
export function answerParser() {
  let buf: Buffer = Buffer.alloc(0)
  let status = 0
  let headers: Record<string, string> = {}
  let bodyStart = -1
  let body: Buffer = Buffer.alloc(0)
  let complete = false
  const parseChunked = (data: Buffer): Buffer | null => {
    const parts: Buffer[] = []
    let at = 0
    for (;;) {
      const eol = data.indexOf('\r\n', at)
      if (eol < 0) return null
      const size = parseInt(data.subarray(at, eol).toString('latin1'), 16)
      if (Number.isNaN(size)) return null
      if (size === 0) return Buffer.concat(parts)
      if (data.length < eol + 2 + size + 2) return null
      parts.push(data.subarray(eol + 2, eol + 2 + size))
      at = eol + 2 + size + 2
    }
  }
  return {
    push(d: Buffer): boolean {
      buf = Buffer.concat([buf, d])
      if (bodyStart < 0) {
        const end = buf.indexOf('\r\n\r\n')
        if (end < 0) return false
        const lines = buf.subarray(0, end).toString('latin1').split('\r\n')
        status = Number(lines[0]!.split(' ')[1])
        if (status >= 100 && status < 200) {
          // an interim answer (100 Continue): the real one follows
          buf = buf.subarray(end + 4)
          status = 0
          return this.push(Buffer.alloc(0))
        }
        headers = Object.fromEntries(lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]))
        bodyStart = end + 4
      }
      const rest = buf.subarray(bodyStart)
      if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
        const b = parseChunked(rest)
        if (b) [body, complete] = [b, true]
        else body = rest
      } else if (headers['content-length'] !== undefined) {
        body = rest
        complete = rest.length >= Number(headers['content-length'])
      } else body = rest
      return complete
    },
    answer() {
      // without a length, the answer ends where the server closes the connection
      const ended = complete || (bodyStart >= 0 && headers['content-length'] === undefined && !/chunked/i.test(headers['transfer-encoding'] ?? ''))
      return { status, headers, body, complete: ended }
    },
  }
}
