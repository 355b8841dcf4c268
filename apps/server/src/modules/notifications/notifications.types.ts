/** What other modules use to reach people. Implementations: SMTP or outbox; SMS provider or outbox. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

export interface SmsMessage {
  /** E.164, e.g. +420777123456 */
  to: string
  text: string
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>
}

/** Turnstile/reCAPTCHA-style check of a token the browser got from the widget. */
export interface CaptchaVerifier {
  /** True when the token is valid (always true when no captcha is configured). */
  verify(token: string | undefined, ip: string): Promise<boolean>
  /** Whether the browser must show the widget. */
  readonly enabled: boolean
}
