import { randomBytes } from 'node:crypto'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { registerErrorHandling } from './errors'
import { createRateLimiter, type RateLimiter } from './rate-limit'

const rule = { name: 'test', limit: 3, windowSeconds: 60 }

function behaves(make: (now: () => number) => RateLimiter) {
  it('allows the limit per window and key, then tells how long to wait', async () => {
    let t = 120_000 * 1000 + 15_000 // 15 s into a window
    const limiter = make(() => t)
    const key = randomBytes(4).toString('hex')
    const verdicts = []
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.hit(rule, key))
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false])
    expect(verdicts[3]!.retryAfter).toBe(45)
    expect((await limiter.hit(rule, `${key}-other`)).allowed).toBe(true)
    expect((await limiter.hit({ ...rule, name: 'other' }, key)).allowed).toBe(true)
    t += 45_000
    expect((await limiter.hit(rule, key)).allowed).toBe(true)
    await limiter.close()
  })
}

describe('memory rate limiter', () => behaves((now) => createRateLimiter({ now })))

const redisUrl = process.env.TEST_REDIS_URL
if (!redisUrl && process.env.CI === 'true') throw new Error('CI=true but TEST_REDIS_URL is not set')
describe.runIf(!!redisUrl)('redis rate limiter', () => {
  behaves((now) => createRateLimiter({ redisUrl, now }))

  it('two processes count together', async () => {
    const a = createRateLimiter({ redisUrl })
    const b = createRateLimiter({ redisUrl })
    const key = randomBytes(4).toString('hex')
    const verdicts = [await a.hit(rule, key), await b.hit(rule, key), await a.hit(rule, key), await b.hit(rule, key)]
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false])
    await a.close()
    await b.close()
  })

  it('shops with different REDIS_PREFIX values count apart on one Redis', async () => {
    const prefix = `a${randomBytes(3).toString('hex')}:`
    const [a1, a2] = [createRateLimiter({ redisUrl, redisPrefix: prefix }), createRateLimiter({ redisUrl, redisPrefix: prefix })]
    const other = createRateLimiter({ redisUrl, redisPrefix: `b${randomBytes(3).toString('hex')}:` })
    const key = randomBytes(4).toString('hex')
    const verdicts = [await a1.hit(rule, key), await a2.hit(rule, key), await a1.hit(rule, key), await a2.hit(rule, key)]
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false])
    expect((await other.hit(rule, key)).allowed).toBe(true)
    await Promise.all([a1.close(), a2.close(), other.close()])
  })
})

describe('rate limit guard', () => {
  it('answers a 429 problem with retry-after, per key', async () => {
    const limiter = createRateLimiter()
    const app = Fastify()
    registerErrorHandling(app)
    app.get('/x', { preHandler: limiter.guard([{ name: 'x', limit: 2, windowSeconds: 60 }, (req) => req.ip]) }, async () => ({ ok: true }))
    const hit = (ip: string) => app.inject({ url: '/x', remoteAddress: ip })
    expect((await hit('1.1.1.1')).statusCode).toBe(200)
    expect((await hit('1.1.1.1')).statusCode).toBe(200)
    const res = await hit('1.1.1.1')
    expect(res.statusCode).toBe(429)
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(res.json().retry_after).toBe(Number(res.headers['retry-after']))
    expect(res.json()).toMatchObject({ code: 'rate_limited', reason: 'rate_limited', error: expect.stringMatching(/^Too many requests, try again in \d+ seconds?$/) })
    expect((await hit('2.2.2.2')).statusCode).toBe(200)
    await app.close()
    await limiter.close()
  })
})
