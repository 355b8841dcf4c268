import { DomainError } from '@shop/domain'
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { Redis } from 'ioredis'

/** At most `limit` hits per `windowSeconds` for one key (an IP, an account) under one name. */
export interface RateRule {
  name: string
  limit: number
  windowSeconds: number
}

export interface RateVerdict {
  allowed: boolean
  /** Seconds until the window ends (when not allowed). */
  retryAfter: number
}

export interface RateLimiter {
  hit(rule: RateRule, key: string): Promise<RateVerdict>
  /** A preHandler that counts the request under each rule and key and answers 429 past a limit. */
  guard(...checks: Array<[RateRule, (req: FastifyRequest) => string | null | undefined]>): preHandlerAsyncHookHandler
  close(): Promise<void>
}

export const tooManyMessage = (seconds: number) => `Too many requests, try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`

/**
 * Fixed-window counters: in memory for one process, or in Redis (REDIS_URL) so every process
 * counts together. A counter's key carries its window's number, so a new window starts at zero.
 */
export function createRateLimiter(opts: { redisUrl?: string; redisPrefix?: string; now?: () => number } = {}): RateLimiter {
  const now = opts.now ?? Date.now
  const count = opts.redisUrl ? redisCounter(opts.redisUrl, opts.redisPrefix ?? '') : memoryCounter(now)

  const limiter: RateLimiter = {
    async hit(rule, key) {
      const windowMs = rule.windowSeconds * 1000
      const t = now()
      const window = Math.floor(t / windowMs)
      const hits = await count.incr(`rl:${rule.name}:${window}:${key}`, windowMs)
      const retryAfter = Math.max(1, Math.ceil(((window + 1) * windowMs - t) / 1000))
      return { allowed: hits <= rule.limit, retryAfter }
    },
    guard(...checks) {
      return async (req: FastifyRequest) => {
        for (const [rule, keyOf] of checks) {
          const key = keyOf(req)
          if (!key) continue
          const verdict = await limiter.hit(rule, key)
          if (!verdict.allowed) {
            throw new DomainError('rate_limited', tooManyMessage(verdict.retryAfter), undefined, { retryAfter: verdict.retryAfter })
          }
        }
      }
    },
    close: () => count.close(),
  }
  return limiter
}

interface Counter {
  incr(key: string, ttlMs: number): Promise<number>
  close(): Promise<void>
}

function memoryCounter(now: () => number): Counter {
  const counts = new Map<string, { hits: number; expires: number }>()
  let nextSweep = 0
  return {
    async incr(key, ttlMs) {
      const t = now()
      if (t >= nextSweep) {
        for (const [k, v] of counts) if (v.expires <= t) counts.delete(k)
        nextSweep = t + 60_000
      }
      const entry = counts.get(key)
      if (!entry || entry.expires <= t) {
        counts.set(key, { hits: 1, expires: t + ttlMs })
        return 1
      }
      entry.hits++
      return entry.hits
    },
    async close() {
      counts.clear()
    },
  }
}

function redisCounter(url: string, keyPrefix: string): Counter {
  const redis = new Redis(url, { keyPrefix, lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true })
  return {
    async incr(key, ttlMs) {
      const result = await redis.multi().incr(key).pexpire(key, ttlMs).exec()
      const [err, hits] = result?.[0] ?? [new Error('no answer from Redis'), 0]
      if (err) throw err
      return Number(hits)
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
