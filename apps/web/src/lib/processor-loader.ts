import type { PaymentsConfig } from '@shop/domain'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { api } from './api-client'


export interface Processor {
  config: PaymentsConfig
  stripe: Stripe
}

let loading: Promise<Processor> | null = null

/** Adds the processor's script once; resolves when `window.Stripe` is defined. */
function addScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>('script[data-processor]')
  if (existing && (window as { Stripe?: unknown }).Stripe) return Promise.resolve()
  existing?.remove()
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.dataset.processor = 'card'
    script.onload = () => resolve()
    script.onerror = () => reject(new Error('The payment processor did not load'))
    document.head.appendChild(script)
  })
}

/**
 * Stripe.js, or the built-in test processor's stand-in for it, from the URL the shop names. The
 * script is added here, before `loadStripe` (the pure entry) runs: that finds `window.Stripe` and
 * never adds a script of its own, so the same code runs with either processor. Loaded on the
 * checkout's and the wallet's screens only, never with the first page. A failure can be retried.
 */
export function loadProcessor(): Promise<Processor> {
  loading ??= (async () => {
    const config = await api.get<PaymentsConfig>('/api/payments/config')
    await addScript(config.script_url)
    const stripe = await loadStripe(config.publishable_key)
    if (!stripe) throw new Error('The payment processor did not load')
    return { config, stripe }
  })().catch((err: unknown) => {
    loading = null
    throw err
  })
  return loading
}
