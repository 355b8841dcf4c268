/** Helpers for the auth tests: a real SMTP server on loopback, the outbox, requests from an IP. */
import type { FastifyInstance, InjectOptions } from 'fastify'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  subject: string
  text: string
  raw: string
}

function decodeQuotedPrintable(body: string): string {
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** An SMTP server on 127.0.0.1 that keeps every mail it receives. */
export async function startSmtp() {
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (raw += chunk))
      stream.on('end', () => {
        const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
        const qp = /content-transfer-encoding:\s*quoted-printable/i.test(head)
        const body = rest.join('\n\n')
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^subject:\s*(.*)$/im.exec(head)?.[1]?.trim() ?? '',
          text: qp ? decodeQuotedPrintable(body) : body,
          raw,
        })
        done()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The mails to one address, oldest first. */
    to: (address: string) => mails.filter((m) => m.to.includes(address)),
    /** The code of the latest mail to an address (waits briefly for it to arrive). */
    async codeFor(address: string, count = 1): Promise<string> {
      for (let i = 0; i < 100; i++) {
        const got = mails.filter((m) => m.to.includes(address))
        if (got.length >= count) return codeIn(got[got.length - 1]!.text)
        await new Promise((r) => setTimeout(r, 20))
      }
      throw new Error(`no mail #${count} to ${address}`)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export function codeIn(text: string): string {
  const code = /code is (\d{6})\b/.exec(text)?.[1]
  if (!code) throw new Error(`no code in: ${text}`)
  return code
}

export const tempDataDir = () => mkdtempSync(path.join(tmpdir(), 'shop-auth-'))

/** The messages a kind of outbox holds for one recipient, oldest first. */
export function outbox(dataDir: string, kind: 'mail' | 'sms', to: string): Array<{ to: string; text: string; subject?: string }> {
  const dir = path.join(dataDir, 'outbox', kind)
  let files: string[]
  try {
    files = readdirSync(dir).sort()
  } catch {
    return []
  }
  return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8'))).filter((m) => m.to === to)
}

let nextIp = 1
/** Requests from their own IP address, so one test's rate limits do not spill into another's. */
export function client(app: FastifyInstance, ip = `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`) {
  const call = (method: InjectOptions['method'], url: string, opts: { body?: unknown; token?: string } = {}) =>
    app.inject({
      method,
      url,
      remoteAddress: ip,
      ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    })
  return {
    ip,
    get: (url: string, token?: string) => call('GET', url, { token }),
    post: (url: string, body?: unknown, token?: string) => call('POST', url, { body, token }),
    patch: (url: string, body?: unknown, token?: string) => call('PATCH', url, { body, token }),
  }
}
