import type { FastifyBaseLogger } from 'fastify'
import { mkdir, rename, writeFile } from 'node:fs/promises'
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
  const outbox = path.join(config.DATA_DIR, 'outbox')
  const dir = path.join(outbox, 'mail')
  // Made once, not for every mail; if someone removes it meanwhile, the next mail makes it again.
  let made = false
  async function write(name: string, body: string) {
    if (!made) await mkdir(dir, { recursive: true })
    made = true
    // Written beside the folder, then moved in whole: whoever reads the outbox never finds half a mail.
    const part = path.join(outbox, `.${name}.part`)
    await writeFile(part, body)
    await rename(part, path.join(dir, name))
  }
  return {
    async send(message) {
      const at = new Date().toISOString()
      const name = `${at.replace(/[:.]/g, '-')}-${newId('mail')}.json`
      const body = JSON.stringify({ at, from: config.MAIL_FROM, ...message }, null, 2)
      try {
        await write(name, body)
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
        made = false
        await write(name, body)
      }
      log.info({ to: message.to, subject: message.subject, file: path.join(dir, name) }, 'mail written to the outbox')
    },
  }
}
