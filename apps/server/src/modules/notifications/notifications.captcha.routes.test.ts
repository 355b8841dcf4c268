import { AUTH_MESSAGES } from '@shop/domain'
import fs from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { client, outbox, tempDataDir } from '../auth/auth.testing'

const SCRIPT_URL = 'https://challenges.example.net/turnstile/v0/api.js'
const SCRIPT_ORIGIN = 'https://challenges.example.net'

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]): [string, string[]] => [name!, values]),
  )
}

describe.each(testDialects())('captcha for the browser (%s)', (dialect) => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'))
  let off: TestContext
  let on: TestContext
  let verifier: Server
  const seen: URLSearchParams[] = []

  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
    // A Turnstile-style siteverify on loopback: only "human-token" with the right secret passes.
    verifier = createServer((req, res) => {
      let body = ''
      req.on('data', (d) => (body += d))
      req.on('end', () => {
        const form = new URLSearchParams(body)
        seen.push(form)
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ success: form.get('secret') === 'shh' && form.get('response') === 'human-token' }))
      })
    })
    await new Promise<void>((r) => verifier.listen(0, '127.0.0.1', r))
    const { port } = verifier.address() as AddressInfo
    off = await createTestContext(dialect, { seed: false, config: { WEB_DIST: dist, DATA_DIR: tempDataDir() } })
    on = await createTestContext(dialect, {
      seed: false,
      config: {
        WEB_DIST: dist,
        DATA_DIR: tempDataDir(),
        CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
        CAPTCHA_SECRET: 'shh',
        CAPTCHA_SITE_KEY: '1x00000000000000000000AA',
        CAPTCHA_SCRIPT_URL: SCRIPT_URL,
      },
    })
  })
  afterAll(async () => {
    await off?.close()
    await on?.close()
    await new Promise((r) => verifier?.close(r))
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it('tells the browser there is no captcha when it is off', async () => {
    const res = await off.app.inject('/auth/captcha-config')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toBeNull()
  })

  it('gives the browser the site key and the widget script when it is on', async () => {
    const res = await on.app.inject('/auth/captcha-config')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ site_key: '1x00000000000000000000AA', script_url: SCRIPT_URL })
  })

  // The card processor's origin is on every page too (its script and frames, decision 050).
  const processorOf = (ctx: TestContext) => new URL(ctx.processor.publicUrl).origin

  it('keeps pages to our own scripts and frames (and the card processor\'s) when the captcha is off', async () => {
    const res = await off.app.inject('/signup')
    expect(res.statusCode).toBe(200)
    const csp = directives(res.headers['content-security-policy'])
    expect(csp.get('script-src')).toEqual(["'self'", processorOf(off)])
    expect(csp.get('frame-src')).toEqual(["'self'", processorOf(off)])
    expect(String(res.headers['content-security-policy'])).not.toContain(SCRIPT_ORIGIN)
  })

  it("admits the widget script's origin to scripts and frames of pages when it is on, and nothing more", async () => {
    const res = await on.app.inject('/signup')
    expect(res.statusCode).toBe(200)
    const csp = directives(res.headers['content-security-policy'])
    expect(csp.get('script-src')).toEqual(["'self'", SCRIPT_ORIGIN, processorOf(on)])
    expect(csp.get('frame-src')).toEqual(["'self'", SCRIPT_ORIGIN, processorOf(on)])
    expect(csp.get('connect-src')).toEqual(["'self'", processorOf(on)])
    expect(csp.get('default-src')).toEqual(["'self'"])
    // API answers keep their minimal header set.
    const api = await on.app.inject('/auth/captcha-config')
    expect(api.headers['content-security-policy']).toBeUndefined()
    expect(api.headers['x-content-type-options']).toBe('nosniff')
  })

  it('sends a phone code only with a token the provider accepts', async () => {
    const c = client(on.app)
    const phone = '+420777000222'
    const missing = await c.post('/auth/send-otp', { phone_number: phone })
    expect(missing.statusCode).toBe(403)
    const rejected = await c.post('/auth/send-otp', { phone_number: phone, captcha_token: 'robot-token' })
    expect(rejected.statusCode).toBe(403)
    expect(outbox(on.config.DATA_DIR, 'sms', phone)).toHaveLength(0)
    const accepted = await c.post('/auth/send-otp', { phone_number: phone, captcha_token: 'human-token' })
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toEqual({ message: AUTH_MESSAGES.otpSent })
    expect(outbox(on.config.DATA_DIR, 'sms', phone)).toHaveLength(1)
    expect(seen.at(-1)?.get('remoteip')).toBe(c.ip)
  })

  it('sends a phone code without a token when the captcha is off', async () => {
    const phone = '+420777000333'
    const res = await client(off.app).post('/auth/send-otp', { phone_number: phone })
    expect(res.statusCode).toBe(200)
    expect(outbox(off.config.DATA_DIR, 'sms', phone)).toHaveLength(1)
  })
})
