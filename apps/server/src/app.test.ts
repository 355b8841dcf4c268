import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pickEncoding } from './http/compression'
import { createTestContext, testDialects, type TestContext } from './test/harness'

describe.each(testDialects())('foundation (%s)', (dialect) => {
  let ctx: TestContext
  let web: TestContext
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'))

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'))
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)')
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'))
    ctx = await createTestContext(dialect, { seed: false })
    web = await createTestContext(dialect, { seed: false, config: { WEB_DIST: dist } })
  })
  afterAll(async () => {
    await ctx?.close()
    await web?.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it('answers /health with the database it runs on', async () => {
    const res = await ctx.app.inject('/health')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ok', database: dialect })
  })

  it('gives every answer a request id, keeping a well-formed one from the caller', async () => {
    const own = await ctx.app.inject({ url: '/health', headers: { 'x-request-id': 'abc-123' } })
    expect(own.headers['x-request-id']).toBe('abc-123')
    const bad = await ctx.app.inject({ url: '/health', headers: { 'x-request-id': 'no spaces <allowed>' } })
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers unknown API paths with a problem+json 404', async () => {
    const res = await ctx.app.inject('/api/nope')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json()).toMatchObject({ status: 404, code: 'route_not_found' })
    expect(res.json().detail).toContain('/api/nope')
  })

  it('refuses an over-long address with a 400 problem, not a 500', async () => {
    const res = await ctx.app.inject(`/api/search?query=${'a'.repeat(10_000)}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('validation_failed')
  })

  it('answers malformed JSON bodies with a 400 problem', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/health', headers: { 'content-type': 'application/json' }, payload: '{bad' })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
  })

  it('sends pages a strict Content-Security-Policy and the other security headers', async () => {
    const res = await web.app.inject('/about')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('sends API answers the headers that matter for data: nosniff and same-origin resource policy', async () => {
    const res = await ctx.app.inject('/health')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(res.headers['content-security-policy']).toBeUndefined()
  })

  it('serves the OpenAPI description at /docs', async () => {
    const res = await ctx.app.inject('/docs/json')
    expect(res.statusCode).toBe(200)
    expect(res.json().openapi).toMatch(/^3\./)
  })

  it('serves the web app with SPA fallback, and long-lived caching for fingerprinted assets', async () => {
    const page = await web.app.inject('/productdetails/prd_whatever')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('id="root"')
    const asset = await web.app.inject('/assets/app-abc123.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toContain('immutable')
    const api = await web.app.inject('/api/does-not-exist')
    expect(api.statusCode).toBe(404)
    expect(api.headers['content-type']).toContain('application/problem+json')
  })

  it('compresses JSON answers for clients that accept it, and leaves the rest alone', async () => {
    await ctx.app.inject('/docs/json')
    const plain = await ctx.app.inject('/docs/json')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toContain('accept-encoding')
    const br = await ctx.app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    const gz = await ctx.app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body)
  })

  it('serves pre-compressed static files when the client accepts them', async () => {
    const res = await web.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(res.rawPayload).toString()).toBe('console.log(1)')
  })
})

describe('pickEncoding', () => {
  it('prefers brotli, honours q=0 and ignores what it cannot make', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br')
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip')
    expect(pickEncoding('deflate')).toBeNull()
    expect(pickEncoding('*')).toBe('gzip')
    expect(pickEncoding(undefined)).toBeNull()
  })
})
