import type { FastifyBaseLogger } from 'fastify'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Config } from '../../config'
import { newId } from '../../lib/ids'
import type { Mailer } from './notifications.types'

/**
 * Mail over SMTP when SMTP_URL is set; otherwise an outbox a developer can read: one JSON file per
 * mail under DATA_DIR/outbox/mail/ (it holds the body) and a log line with recipient and subject.
 */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL)
    return {
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, to: message.to, subject: message.subject, text: message.text, html: message.html })
      },
    }
  }
  const dir = path.join(config.DATA_DIR, 'outbox', 'mail')
  return {
    async send(message) {
      await mkdir(dir, { recursive: true })
      const at = new Date().toISOString()
      const file = path.join(dir, `${at.replace(/[:.]/g, '-')}-${newId('mail')}.json`)
      await writeFile(file, JSON.stringify({ at, from: config.MAIL_FROM, ...message }, null, 2))
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox')
    },
  }
}
