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
  // The folder is made once, not for every mail; if someone removes it meanwhile, the next mail makes it again.
  let made: Promise<unknown> | null = null
  const makeDir = () =>
    (made ??= mkdir(dir, { recursive: true }).catch((err: unknown) => {
      made = null
      throw err
    }))
  return {
    async send(message) {
      const at = new Date().toISOString()
      const name = `${at.replace(/[:.]/g, '-')}-${newId('mail')}.json`
      const file = path.join(dir, name)
      const body = JSON.stringify({ at, from: config.MAIL_FROM, ...message }, null, 2)
      // Written beside the folder, then moved in whole: whoever reads the outbox never finds half a mail.
      const write = async () => {
        await makeDir()
        const part = path.join(outbox, `.${name}.part`)
        await writeFile(part, body)
        await rename(part, file)
      }
      await write().catch((err: unknown) => {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
        made = null
        return write()
      })
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox')
    },
  }
}
