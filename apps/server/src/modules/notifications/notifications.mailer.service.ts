import type { FastifyBaseLogger } from 'fastify'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Config } from '../../config'
import { newId } from '../../lib/ids'
import type { Mailer, MailMessage } from './notifications.types'

/**
 * Mail over SMTP when SMTP_URL is set; otherwise an outbox a developer can read: one JSON file per
 * mail under DATA_DIR/outbox/mail/ (it holds the body) and a log line with recipient and subject.
 * A mail's attachments are files of their own under DATA_DIR/outbox/mail-attachments/, which the
 * JSON names (filename, type, size and the file's path).
 */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL)
    return {
      async send(message) {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.attachments?.length
            ? { attachments: message.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.content_type })) }
            : {}),
        })
      },
    }
  }
  const outbox = path.join(config.DATA_DIR, 'outbox')
  const dir = path.join(outbox, 'mail')
  const filesDir = path.join(outbox, 'mail-attachments')
  // Made once, not for every mail; if someone removes them meanwhile, the next mail makes them again.
  let made = false
  /** Written beside the folders, then moved in whole: whoever reads the outbox never finds half a file. */
  async function put(target: string, body: string | Buffer) {
    const part = path.join(outbox, `.${path.basename(target)}.part`)
    await writeFile(part, body)
    await rename(part, target)
  }
  async function write(name: string, message: MailMessage, at: string): Promise<string> {
    if (!made) await Promise.all([mkdir(dir, { recursive: true }), mkdir(filesDir, { recursive: true })])
    made = true
    const stem = name.replace(/\.json$/, '')
    const { attachments = [], ...rest } = message
    const files = []
    // The attachments first: once the mail's JSON is there, every file it names is too.
    for (const [i, a] of attachments.entries()) {
      const file = path.join(filesDir, `${stem}-${i + 1}-${a.filename.replace(/[^A-Za-z0-9._-]/g, '_')}`)
      await put(file, a.content)
      files.push({ filename: a.filename, content_type: a.content_type, bytes: a.content.length, file })
    }
    await put(path.join(dir, name), JSON.stringify({ at, from: config.MAIL_FROM, ...rest, ...(files.length ? { attachments: files } : {}) }, null, 2))
    return path.join(dir, name)
  }
  return {
    async send(message) {
      const at = new Date().toISOString()
      const name = `${at.replace(/[:.]/g, '-')}-${newId('mail')}.json`
      let file: string
      try {
        file = await write(name, message, at)
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
        made = false
        file = await write(name, message, at)
      }
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox')
    },
  }
}
