import type { Cache } from '../../lib/cache'

interface Entry {
  generation: number
  body: string
  expires: number
}

/**
 * The last answers of catalog GETs by their exact address. A repeat of an address answers from
 * here before validation and the handler run (the answer is a pure function of the address and
 * the catalog generation), which roughly doubles the throughput of hot pages (bench/README.md).
 * Entries die with a generation bump, like every cached catalog answer, and after `ttlMs`.
 */
export function createHotAnswers({ cache, namespace, max = 1000, ttlMs = 60_000 }: { cache: Cache; namespace: string; max?: number; ttlMs?: number }) {
  const entries = new Map<string, Entry>()
  return {
    /** The remembered answer, if it belongs to the catalog generation this process knows now. */
    get(url: string): string | undefined {
      const hit = entries.get(url)
      if (!hit) return undefined
      if (hit.generation !== cache.knownGeneration(namespace) || hit.expires < Date.now()) {
        entries.delete(url)
        return undefined
      }
      return hit.body
    },
    /** The generation to stamp on an answer about to be built (read before building it). */
    generation(): number | undefined {
      return cache.knownGeneration(namespace)
    },
    remember(url: string, generation: number | undefined, body: string): void {
      if (generation === undefined) return
      entries.delete(url)
      entries.set(url, { generation, body, expires: Date.now() + ttlMs })
      if (entries.size > max) entries.delete(entries.keys().next().value as string)
    },
  }
}

export type HotAnswers = ReturnType<typeof createHotAnswers>
