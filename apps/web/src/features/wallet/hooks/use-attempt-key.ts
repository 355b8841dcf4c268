import { useCallback, useRef } from 'react'

/**
 * The idempotency key of one payment attempt. A retry of the same request after a network error
 * (the server may have charged the card without us hearing back) reuses the key, so the server
 * answers the first result instead of charging twice. A changed request, or any answer from the
 * server, starts a new attempt.
 */
export function useAttemptKey() {
  const current = useRef<{ key: string; request: string } | null>(null)

  const keyFor = useCallback((request: unknown): string => {
    const fingerprint = JSON.stringify(request)
    if (current.current?.request !== fingerprint) current.current = { key: crypto.randomUUID(), request: fingerprint }
    return current.current.key
  }, [])

  /** The server answered (success or refusal): the next submit is a new attempt. */
  const settle = useCallback(() => {
    current.current = null
  }, [])

  return { keyFor, settle }
}
