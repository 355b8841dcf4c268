import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_TIMEOUT_MS, ChunkLoadTimeoutError, isChunkLoadError, withChunkTimeout } from './chunk-load'

describe('chunk loading', () => {
  afterEach(() => vi.useRealTimers())

  it('gives up on a chunk after 120 s', async () => {
    vi.useFakeTimers()
    const never = new Promise<never>(() => {})
    const loading = withChunkTimeout(never)
    const outcome = expect(loading).rejects.toBeInstanceOf(ChunkLoadTimeoutError)
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS)
    await outcome
    expect(CHUNK_TIMEOUT_MS).toBe(120_000)
  })

  it('passes a chunk that arrives in time through', async () => {
    await expect(withChunkTimeout(Promise.resolve({ Component: 'page' }))).resolves.toEqual({ Component: 'page' })
  })

  it('recognises what browsers say when a chunk fails, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/faq-x.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new ChunkLoadTimeoutError(CHUNK_TIMEOUT_MS))).toBe(true)
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })
})
