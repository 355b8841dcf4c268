import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { createMemoryCache, createRedisCache, type Cache } from './cache'

describe('memory cache', () => {
  it('keeps values for their time to live', async () => {
    const cache = createMemoryCache()
    await cache.set('a', 'one', 60)
    expect(await cache.get('a')).toBe('one')
    await cache.set('b', 'two', 0)
    await new Promise((r) => setTimeout(r, 5))
    expect(await cache.get('b')).toBeUndefined()
  })

  it('forgets the least recently used entry when full', async () => {
    const cache = createMemoryCache(2)
    await cache.set('a', '1', 60)
    await cache.set('b', '2', 60)
    await cache.get('a')
    await cache.set('c', '3', 60)
    expect(await cache.get('b')).toBeUndefined()
    expect(await cache.get('a')).toBe('1')
  })

  it('moves a namespace generation on bump', async () => {
    const cache = createMemoryCache()
    expect(await cache.generation('catalog')).toBe(0)
    await cache.bump('catalog')
    expect(await cache.generation('catalog')).toBe(1)
    expect(cache.knownGeneration('catalog')).toBe(1)
  })
})

const redisUrl = process.env.TEST_REDIS_URL
if (!redisUrl && process.env.CI === 'true') throw new Error('CI=true but TEST_REDIS_URL is not set: the Redis cache tests cannot be skipped under CI')

describe.runIf(!!redisUrl)('redis cache shared by two processes', () => {
  // Two caches stand for two server processes; a namespace of its own keeps runs apart.
  const ns = `test-${randomBytes(4).toString('hex')}`
  const caches: Cache[] = []
  const open = () => {
    const c = createRedisCache(redisUrl!)
    caches.push(c)
    return c
  }
  afterAll(async () => {
    for (const c of caches) await c.close()
  })

  it('shares values between processes', async () => {
    const [a, b] = [open(), open()]
    await a.set(`${ns}:k`, 'shared', 30)
    expect(await b.get(`${ns}:k`)).toBe('shared')
  })

  it('lets a bump in one process reach the other within a second', async () => {
    const [a, b] = [open(), open()]
    const before = await b.generation(ns)
    expect(b.knownGeneration(ns)).toBe(before)
    await a.bump(ns)
    await new Promise((r) => setTimeout(r, 1100))
    expect(b.knownGeneration(ns)).toBeUndefined()
    expect(await b.generation(ns)).toBe(before + 1)
  })
})
