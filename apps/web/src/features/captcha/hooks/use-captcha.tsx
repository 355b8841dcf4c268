import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react'
import { CAPTCHA_CONFIG_KEY, captchaApi } from '../api/captcha-api'
import { loadTurnstile, type Turnstile } from '../turnstile'

/** A challenge that needs the shopper's click may take a while; one that never answers may not. */
const TOKEN_TIMEOUT_MS = 120_000

export interface Captcha {
  /**
   * A fresh single-use token, or undefined when the shop runs without a captcha. Rejects when no
   * token could be had (script blocked, challenge failed or timed out).
   */
  getToken(): Promise<string | undefined>
  /** Where the widget shows when the provider wants a click; place it in the form. */
  widget: ReactNode
}

interface Pending {
  resolve(token: string): void
  reject(err: Error): void
}

/**
 * The captcha in front of whatever sends a text message. Nothing is fetched or loaded until the
 * first token is asked for: the configuration (once per visit), then the provider's script, then
 * a widget that stays hidden unless the provider wants a click. Tokens are single use, so each
 * request after the first resets the widget and runs the challenge again.
 */
export function useCaptcha(): Captcha {
  const queryClient = useQueryClient()
  const container = useRef<HTMLDivElement | null>(null)
  const widget = useRef<{ id: string; turnstile: Turnstile; element: HTMLElement } | null>(null)
  const pending = useRef<Pending | null>(null)

  const settle = useCallback((outcome: { token: string } | { error: Error }) => {
    const current = pending.current
    pending.current = null
    if (!current) return
    if ('token' in outcome) current.resolve(outcome.token)
    else current.reject(outcome.error)
  }, [])

  useEffect(
    () => () => {
      settle({ error: new Error('The page with the captcha was left') })
      if (widget.current) widget.current.turnstile.remove(widget.current.id)
      widget.current = null
    },
    [settle],
  )

  const getToken = useCallback(async (): Promise<string | undefined> => {
    const config = await queryClient.fetchQuery({
      queryKey: CAPTCHA_CONFIG_KEY,
      queryFn: ({ signal }) => captchaApi.config(signal),
      staleTime: Infinity,
    })
    if (!config) return undefined
    const turnstile = await loadTurnstile(config.script_url)
    const element = container.current
    if (!element) throw new Error('The captcha widget is not on the page')

    settle({ error: new Error('A newer captcha request replaced this one') })
    let mine: Pending | null = null
    const token = new Promise<string>((resolve, reject) => {
      mine = { resolve, reject }
      pending.current = mine
    })
    let current = widget.current
    if (current && current.element !== element) {
      current.turnstile.remove(current.id)
      current = null
    }
    if (current) {
      current.turnstile.reset(current.id)
    } else {
      const id = turnstile.render(element, {
        sitekey: config.site_key,
        size: 'flexible',
        execution: 'execute',
        appearance: 'interaction-only',
        callback: (t) => settle({ token: t }),
        'error-callback': (code) => settle({ error: new Error(`The captcha failed${code ? ` (${code})` : ''}`) }),
        'timeout-callback': () => settle({ error: new Error('The captcha challenge timed out') }),
      })
      if (!id) {
        pending.current = null
        throw new Error('The captcha widget did not render')
      }
      current = { id, turnstile, element }
      widget.current = current
    }
    turnstile.execute(current.id)

    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The captcha gave no answer')), TOKEN_TIMEOUT_MS)
    })
    try {
      return await Promise.race([token, timeout])
    } finally {
      clearTimeout(timer)
      if (pending.current === mine) pending.current = null
    }
  }, [queryClient, settle])

  return useMemo(() => ({ getToken, widget: <div ref={container} /> }), [getToken])
}
