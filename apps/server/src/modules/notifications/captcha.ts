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
