/** SPEC section 9: a page chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000

export class ChunkLoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`A page chunk did not load within ${Math.round(ms / 1000)} s`)
    this.name = 'ChunkLoadTimeoutError'
  }
}

/** Rejects with ChunkLoadTimeoutError when the import takes longer than `ms`. */
export function withChunkTimeout<T>(load: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms)
  })
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer))
}

// What browsers and Vite say when a dynamic import or its preload fails (Chromium, Firefox, Safari).
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed|module script.*MIME type/i

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return error instanceof ChunkLoadTimeoutError || error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message)
}
