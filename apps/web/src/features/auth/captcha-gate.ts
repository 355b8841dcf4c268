import type { ReactNode } from 'react'

/**
 * What a page hands the forms that send a text message: the captcha's token source and its widget
 * (from features/captcha; features do not import each other, so this is the shape, not the hook).
 */
export interface CaptchaGate {
  /** A token, or undefined when the shop runs without a captcha. */
  getToken(): Promise<string | undefined>
  widget: ReactNode
}

/** No token could be had: the screen says so in the shopper's language. */
export class CaptchaFailed extends Error {
  constructor(cause: unknown) {
    super('No captcha token', { cause })
    this.name = 'CaptchaFailed'
  }
}

/** The token to send with a text-message request; a failure becomes CaptchaFailed. */
export async function captchaToken(gate: CaptchaGate | undefined): Promise<string | undefined> {
  if (!gate) return undefined
  try {
    return await gate.getToken()
  } catch (err) {
    throw new CaptchaFailed(err)
  }
}
