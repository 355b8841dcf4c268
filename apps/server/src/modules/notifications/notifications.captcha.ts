import type { CaptchaConfig } from '@shop/domain'
import type { Config } from '../../config'
import type { CaptchaVerifier } from './notifications.types'

/**
 * A Turnstile/reCAPTCHA-style check: POST form secret, response, remoteip to the verify URL and
 * read { success }. Without CAPTCHA_VERIFY_URL the captcha is off and every token passes.
 * A provider that cannot be reached fails closed.
 */
export function createCaptchaVerifier(config: Pick<Config, 'CAPTCHA_VERIFY_URL' | 'CAPTCHA_SECRET'>): CaptchaVerifier {
  const url = config.CAPTCHA_VERIFY_URL
  if (!url) return { enabled: false, verify: async () => true }
  return {
    enabled: true,
    async verify(token, ip) {
      if (!token || token.length > 4096) return false
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: config.CAPTCHA_SECRET ?? '', response: token, remoteip: ip }),
          signal: AbortSignal.timeout(5_000),
        })
        if (!res.ok) return false
        const answer = (await res.json()) as { success?: unknown }
        return answer.success === true
      } catch {
        return false
      }
    },
  }
}

/**
 * What the browser renders the widget with: both the site key and the script's address, or
 * nothing (the browser then sends no token). The page policy admits the script's origin from this.
 */
export function captchaWidgetConfig(config: Pick<Config, 'CAPTCHA_SITE_KEY' | 'CAPTCHA_SCRIPT_URL'>): CaptchaConfig | null {
  if (!config.CAPTCHA_SITE_KEY || !config.CAPTCHA_SCRIPT_URL) return null
  return { site_key: config.CAPTCHA_SITE_KEY, script_url: config.CAPTCHA_SCRIPT_URL }
}
