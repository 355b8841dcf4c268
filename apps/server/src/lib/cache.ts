import { Redis } from 'ioredis'

/**
 * A string cache for read-mostly answers (catalog pages, home page). In one process it is an
 * in-memory LRU with TTL; with REDIS_URL it is shared by every server process through Redis,
 * fronted by a short-lived local copy so a hot key does not cost a round trip per request.
 */
export interface Cache {
  get(key: string): Promise<string | undefined>
  set(key: string, value: string, ttlSeconds: number): Promise<void>
  /** Forget every key under a namespace, in every process. */
  bump(namespace: string): Promise<void>
  /** The current generation of a namespace; part of each key so a bump invalidates them all. */
  generation(namespace: string): Promise<number>
  /** The generation as this process knows it right now, or undefined when that may be stale. */
  knownGeneration(namespace: string): number | undefined
  close(): Promise<void>
}

class Lru {
  private map = new Map<string, { value: string; expires: number }>()
  constructor(private readonly max: number) {}
  get(key: string): string | undefined {
    const hit = this.map.get(key)
    if (!hit) return undefined
    if (hit.expires < Date.now()) {
      this.map.delete(key)
      return undefined
    }
    this.map.delete(key)
    this.map.set(key, hit)
    return hit.value
  }
  set(key: string, value: string, ttlMs: number): void {
    this.map.delete(key)
    this.map.set(key, { value, expires: Date.now() + ttlMs })
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string)
  }
  clear(): void {
    this.map.clear()
  }
}

export function createMemoryCache(maxEntries = 5000): Cache {
  const lru = new Lru(maxEntries)
  const generations = new Map<string, number>()
  return {
    async get(key) {
      return lru.get(key)
    },
    async set(key, value, ttlSeconds) {
      lru.set(key, value, ttlSeconds * 1000)
    },
    async bump(namespace) {
      generations.set(namespace, (generations.get(namespace) ?? 0) + 1)
    },
    async generation(namespace) {
      return generations.get(namespace) ?? 0
    },
    knownGeneration(namespace) {
      return generations.get(namespace) ?? 0
    },
    async close() {
      lru.clear()
    },
  }
}

/** Local copies live this long; a bump elsewhere is seen within this window. */
const LOCAL_MS = 1000

export function createRedisCache(url: string, opts: { prefix?: string; maxEntries?: number } = {}): Cache {
  const maxEntries = opts.maxEntries ?? 5000
  const redis = new Redis(url, { keyPrefix: opts.prefix ?? '', lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true })
  const local = new Lru(maxEntries)
  const localGen = new Map<string, { value: number; expires: number }>()
  return {
    async get(key) {
      const hit = local.get(key)
      if (hit !== undefined) return hit
      const value = await redis.get(`cache:${key}`)
      if (value === null) return undefined
      local.set(key, value, LOCAL_MS)
      return value
    },
    async set(key, value, ttlSeconds) {
      local.set(key, value, Math.min(LOCAL_MS, ttlSeconds * 1000))
      await redis.set(`cache:${key}`, value, 'EX', ttlSeconds)
    },
    async bump(namespace) {
      localGen.delete(namespace)
      local.clear()
      await redis.incr(`gen:${namespace}`)
    },
    async generation(namespace) {
      const hit = localGen.get(namespace)
      if (hit && hit.expires > Date.now()) return hit.value
      const value = Number((await redis.get(`gen:${namespace}`)) ?? 0)
      localGen.set(namespace, { value, expires: Date.now() + LOCAL_MS })
      return value
    },
    knownGeneration(namespace) {
      const hit = localGen.get(namespace)
      return hit && hit.expires > Date.now() ? hit.value : undefined
    },
    async close() {
      redis.disconnect()
    },
  }
}
