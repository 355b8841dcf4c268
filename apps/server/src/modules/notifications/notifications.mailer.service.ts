import type { FastifyBaseLogger } from 'fastify'
import { createHash } from 'node:crypto'
import { access, mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Config } from '../../config'
import { newId } from '../../lib/ids'
import type { Mailer, MailMessage } from './notifications.types'

/**
 * Mail over SMTP when SMTP_URL is set; otherwise an outbox a developer can read: one JSON file per
 * mail under DATA_DIR/outbox/mail/ (it holds the body) and a log line with recipient and subject.
 * A mail's attachments are files of their own under DATA_DIR/outbox/mail-attachments/, which the
 * JSON names (filename, type, size and the file's path). A file is named by its content's hash and
 * written once: every order confirmation attaches the same terms PDF, and a busy shop would
 * otherwise write it again with each mail.
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
  /** Attachment files this process has written or is writing (by path): each is written once. */
  const stored = new Map<string, Promise<unknown>>()
  /** A buffer's hash, kept with the buffer (the terms PDF is one cached buffer, attached to every confirmation). */
  const hashes = new WeakMap<Buffer, string>()
  const hashOf = (content: Buffer) => {
    let hash = hashes.get(content)
    if (!hash) hashes.set(content, (hash = createHash('sha256').update(content).digest('hex').slice(0, 32)))
    return hash
  }
  /** Written beside the folders, then moved in whole: whoever reads the outbox never finds half a file. */
  async function put(target: string, body: string | Buffer) {
    // Its own name per writer: two processes writing the same attachment never share a part file.
    const part = path.join(outbox, `.${path.basename(target)}.${newId('part')}.part`)
    await writeFile(part, body)
    await rename(part, target)
  }
  async function write(name: string, message: MailMessage, at: string): Promise<string> {
    if (!made) await Promise.all([mkdir(dir, { recursive: true }), mkdir(filesDir, { recursive: true })])
    made = true
    const { attachments = [], ...rest } = message
    const files = []
    // The attachments first: once the mail's JSON is there, every file it names is too.
    for (const a of attachments) {
      const file = path.join(filesDir, `${hashOf(a.content)}-${a.filename.replace(/[^A-Za-z0-9._-]/g, '_')}`)
      // Another process (or an earlier run) may have written it: the same bytes under the same name.
      let writing = stored.get(file)
      if (!writing) {
        writing = access(file).catch(() => put(file, a.content))
        stored.set(file, writing)
        writing.catch(() => stored.delete(file))
      }
      await writing
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
        stored.clear()
        file = await write(name, message, at)
      }
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox')
    },
  }
}
