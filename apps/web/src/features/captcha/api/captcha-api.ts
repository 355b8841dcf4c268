import type { CaptchaConfig } from '@shop/domain'
import { api } from '../../../lib/api-client'

export const captchaApi = {
  /** The widget's site key and script, or null when the shop runs without a captcha. */
  config: (signal?: AbortSignal) => api.get<CaptchaConfig | null>('/auth/captcha-config', undefined, signal),
}

export const CAPTCHA_CONFIG_KEY = ['auth', 'captcha-config'] as const
