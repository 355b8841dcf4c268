/**
 * The part of Cloudflare Turnstile's browser API this app uses (the same shape as reCAPTCHA's
 * explicit rendering): https://developers.cloudflare.com/turnstile/get-started/client-side-rendering/
 */
export interface TurnstileRenderOptions {
  sitekey: string
  callback: (token: string) => void
  'error-callback': (code?: string) => void
  'expired-callback'?: () => void
  'timeout-callback'?: () => void
  size?: 'normal' | 'flexible' | 'compact' | 'invisible'
  /** 'execute': render now, run the challenge only when execute() is called. */
  execution?: 'render' | 'execute'
  /** 'interaction-only': stay hidden unless the shopper has to click. */
  appearance?: 'always' | 'execute' | 'interaction-only'
}

export interface Turnstile {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | undefined
  execute(widget: string | HTMLElement): void
  reset(widget: string): void
  remove(widget: string): void
}

declare global {
  interface Window {
    turnstile?: Turnstile
  }
}

const loading = new Map<string, Promise<void>>()

/** Adds the widget script to the page once, when first needed; a failed load may be retried. */
export async function loadTurnstile(src: string): Promise<Turnstile> {
  if (!window.turnstile) {
    let loaded = loading.get(src)
    if (!loaded) {
      loaded = new Promise<void>((resolve, reject) => {
        const script = document.createElement('script')
        script.src = src
        script.async = true
        script.addEventListener('load', () => resolve())
        script.addEventListener('error', () => {
          script.remove()
          loading.delete(src)
          reject(new Error('The captcha script did not load'))
        })
        document.head.append(script)
      })
      loading.set(src, loaded)
    }
    await loaded
  }
  if (!window.turnstile) throw new Error('The captcha script defined no widget')
  return window.turnstile
}
