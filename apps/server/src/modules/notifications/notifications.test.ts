import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtp, tempDataDir } from '../auth/auth.testing'
import { createCaptchaVerifier } from './notifications.captcha'
import { createMailer } from './notifications.mailer.service'
import { createSmsSender } from './notifications.sms'

/** A logger that keeps each line as JSON text. */
function recorder() {
  const lines: string[] = []
  const write = (obj: unknown, msg?: string) => void lines.push(JSON.stringify({ obj, msg }))
  const log = { info: write, warn: write, error: write, debug: write, trace: write, fatal: write, silent: () => {}, level: 'info' } as Record<string, unknown>
  log.child = () => log
  return { log: log as unknown as FastifyBaseLogger, lines }
}

/** A loopback HTTP endpoint that records requests and answers with `reply`. */
async function fakeEndpoint(reply: (body: string, req: IncomingMessage) => { status: number; json: unknown }) {
  const seen: Array<{ headers: IncomingMessage['headers']; body: string }> = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (d) => (body += d))
    req.on('end', () => {
      seen.push({ headers: req.headers, body })
      const { status, json } = reply(body, req)
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`, seen, close: () => new Promise((r) => server.close(r)) }
}

describe('mailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  beforeAll(async () => (smtp = await startSmtp()))
  afterAll(async () => smtp?.close())

  it('sends over SMTP when SMTP_URL is set', async () => {
    const { log } = recorder()
    const mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: 'Lumen & Leaf <shop@example.com>', DATA_DIR: tempDataDir() }, log)
    await mailer.send({ to: 'reader@example.com', subject: 'Hello there', text: 'Your Lumen & Leaf code is 123456. Bye' })
    const [mail] = smtp.to('reader@example.com')
    expect(mail?.subject).toBe('Hello there')
    expect(mail?.text).toContain('code is 123456')
    expect(mail?.raw).toMatch(/^From: .*shop@example\.com/im)
  })

  it('sends attachments over SMTP as MIME parts of their own, beside the text and HTML', async () => {
    const mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: 'shop@example.com', DATA_DIR: tempDataDir() }, recorder().log)
    const pdf = Buffer.concat([Buffer.from('%PDF-1.3\n'), Buffer.from([0, 1, 2, 250, 251, 252]), Buffer.from('\n%%EOF\n')])
    await mailer.send({
      to: 'attach@example.com',
      subject: 'Your order',
      text: 'Thank you',
      html: '<p>Thank you</p>',
      attachments: [{ filename: 'AGB-2026-11-28.pdf', content_type: 'application/pdf', content: pdf }],
    })
    const [mail] = smtp.to('attach@example.com')
    expect(mail?.raw).toMatch(/^Content-Type: multipart\/mixed/im)
    expect(mail?.raw).toMatch(/^Content-Type: text\/html/im)
    // The attachment: its type and name, and its bytes (base64) exactly.
    const part = mail!.raw.split(/\r?\n--[^\r\n]+\r?\n/).find((p) => /Content-Disposition: attachment/i.test(p))!
    expect(part).toMatch(/Content-Type: application\/pdf; name="?AGB-2026-11-28\.pdf"?/i)
    expect(part).toMatch(/filename="?AGB-2026-11-28\.pdf"?/i)
    const body = part.slice(part.search(/\r?\n\r?\n/)).replace(/--[^\s]*--\s*$/, '').replace(/\s+/g, '')
    expect(Buffer.from(body, 'base64').equals(pdf)).toBe(true)
  })

  it('without SMTP_URL writes an attachment as a file of its own that the mail names', async () => {
    const dataDir = tempDataDir()
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: 'shop@localhost', DATA_DIR: dataDir }, recorder().log)
    const pdf = Buffer.from('%PDF-1.3 terms\n%%EOF\n')
    await mailer.send({ to: 'dev@example.com', subject: 'Order', text: 'see the PDF', attachments: [{ filename: 'terms 1/2.pdf', content_type: 'application/pdf', content: pdf }] })
    const dir = path.join(dataDir, 'outbox', 'mail')
    const [file] = readdirSync(dir)
    const mail = JSON.parse(readFileSync(path.join(dir, file!), 'utf8'))
    expect(mail.attachments).toEqual([{ filename: 'terms 1/2.pdf', content_type: 'application/pdf', bytes: pdf.length, file: expect.stringContaining(path.join(dataDir, 'outbox', 'mail-attachments')) }])
    expect(readFileSync(mail.attachments[0].file).equals(pdf)).toBe(true)
    expect(JSON.stringify(mail)).not.toContain('%PDF')
  })

  it('without SMTP_URL writes an attachment many mails carry once (the terms PDF of every confirmation)', async () => {
    const dataDir = tempDataDir()
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: 'shop@localhost', DATA_DIR: dataDir }, recorder().log)
    const terms = Buffer.from('%PDF-1.3 the terms\n%%EOF\n')
    const other = Buffer.from('%PDF-1.3 other terms\n%%EOF\n')
    const attach = (content: Buffer) => [{ filename: 'terms.pdf', content_type: 'application/pdf', content }]
    await Promise.all([1, 2, 3].map((i) => mailer.send({ to: `dev${i}@example.com`, subject: 'Order', text: 'see the PDF', attachments: attach(terms) })))
    await mailer.send({ to: 'dev4@example.com', subject: 'Order', text: 'see the PDF', attachments: attach(Buffer.from(terms)) })
    await mailer.send({ to: 'dev5@example.com', subject: 'Order', text: 'see the PDF', attachments: attach(other) })
    const dir = path.join(dataDir, 'outbox', 'mail')
    const named = readdirSync(dir).map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')).attachments[0].file as string)
    expect(new Set(named).size).toBe(2)
    expect(readdirSync(path.join(dataDir, 'outbox', 'mail-attachments')).sort()).toEqual([...new Set(named)].map((f) => path.basename(f)).sort())
    for (const f of named) expect([terms, other].some((b) => readFileSync(f).equals(b))).toBe(true)
    // No part file is left behind.
    expect(readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.part'))).toEqual([])
  })

  it('without SMTP_URL writes the outbox: the file holds the body, the log line only who and what', async () => {
    const dataDir = tempDataDir()
    const { log, lines } = recorder()
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: 'shop@localhost', DATA_DIR: dataDir }, log)
    await mailer.send({ to: 'dev@example.com', subject: 'Your code', text: 'code is 654321' })
    const dir = path.join(dataDir, 'outbox', 'mail')
    const files = readdirSync(dir)
    expect(files).toHaveLength(1)
    expect(JSON.parse(readFileSync(path.join(dir, files[0]!), 'utf8'))).toMatchObject({ to: 'dev@example.com', subject: 'Your code', text: 'code is 654321', from: 'shop@localhost' })
    expect(lines.join('')).toContain('dev@example.com')
    expect(lines.join('')).not.toContain('654321')
  })
})

describe('sms sender', () => {
  it('posts {to, text} with the bearer token to SMS_URL', async () => {
    const provider = await fakeEndpoint(() => ({ status: 200, json: { ok: true } }))
    try {
      const sms = createSmsSender({ SMS_URL: provider.url, SMS_TOKEN: 'tok-1', DATA_DIR: tempDataDir() }, recorder().log)
      await sms.send({ to: '+420777123456', text: 'code is 111222' })
      expect(provider.seen).toHaveLength(1)
      expect(provider.seen[0]!.headers.authorization).toBe('Bearer tok-1')
      expect(JSON.parse(provider.seen[0]!.body)).toEqual({ to: '+420777123456', text: 'code is 111222' })
    } finally {
      await provider.close()
    }
  })

  it('a provider error is an error (the code is then forgotten by the caller)', async () => {
    const provider = await fakeEndpoint(() => ({ status: 502, json: {} }))
    try {
      const sms = createSmsSender({ SMS_URL: provider.url, SMS_TOKEN: undefined, DATA_DIR: tempDataDir() }, recorder().log)
      await expect(sms.send({ to: '+420777123456', text: 'x' })).rejects.toThrow(/502/)
    } finally {
      await provider.close()
    }
  })

  it('without SMS_URL writes the outbox', async () => {
    const dataDir = tempDataDir()
    const { log, lines } = recorder()
    await createSmsSender({ SMS_URL: undefined, SMS_TOKEN: undefined, DATA_DIR: dataDir }, log).send({ to: '+38640123456', text: 'code is 999000' })
    const dir = path.join(dataDir, 'outbox', 'sms')
    const [file] = readdirSync(dir)
    expect(JSON.parse(readFileSync(path.join(dir, file!), 'utf8'))).toMatchObject({ to: '+38640123456', text: 'code is 999000' })
    expect(lines.join('')).not.toContain('999000')
  })
})

describe('captcha verifier', () => {
  it('is off without a verify URL', async () => {
    const captcha = createCaptchaVerifier({ CAPTCHA_VERIFY_URL: undefined, CAPTCHA_SECRET: undefined })
    expect(captcha.enabled).toBe(false)
    expect(await captcha.verify(undefined, '1.2.3.4')).toBe(true)
  })

  it('posts secret, response and remoteip as a form and reads success; fails closed', async () => {
    const endpoint = await fakeEndpoint((body) => ({ status: 200, json: { success: new URLSearchParams(body).get('response') === 'good' } }))
    try {
      const captcha = createCaptchaVerifier({ CAPTCHA_VERIFY_URL: endpoint.url, CAPTCHA_SECRET: 's3cret' })
      expect(captcha.enabled).toBe(true)
      expect(await captcha.verify('good', '5.6.7.8')).toBe(true)
      expect(await captcha.verify('bad', '5.6.7.8')).toBe(false)
      expect(await captcha.verify(undefined, '5.6.7.8')).toBe(false)
      expect(endpoint.seen).toHaveLength(2)
      expect(endpoint.seen[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded')
      expect(Object.fromEntries(new URLSearchParams(endpoint.seen[0]!.body))).toEqual({ secret: 's3cret', response: 'good', remoteip: '5.6.7.8' })
    } finally {
      await endpoint.close()
    }
    const unreachable = createCaptchaVerifier({ CAPTCHA_VERIFY_URL: endpoint.url, CAPTCHA_SECRET: 's3cret' })
    expect(await unreachable.verify('good', '5.6.7.8')).toBe(false)
  })
})
