import type { Tx } from '../../db/tx'

/** What other modules use to reach people. Implementations: SMTP or outbox; SMS provider or outbox. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** Files sent with the mail (the order confirmation's terms PDF, decision 043) */
  attachments?: MailAttachment[]
}

export interface MailAttachment {
  filename: string
  content_type: string
  content: Buffer
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

/** One pending email of a burst (notifications.bursts.service.ts): what it is about and since when. */
export interface BurstItem {
  key: string
  kind: string
  ref: string
  /** ISO time of the burst's first change */
  since: string
}

/** Sends one burst's email; a throw leaves it to be tried again. */
export type BurstSender = (item: BurstItem) => Promise<void>

/** Where a change queues its email, in its own transaction: pushed back by each newer change of the same key. */
export interface BurstQueue {
  queue(tx: Tx, item: { key: string; kind: string; ref: string; since: string; at: string }): Promise<void>
}
