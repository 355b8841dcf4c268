// A real SMTP server on loopback for the journeys: the shop sends its mail here (SMTP_URL), and
// each message is saved as JSON {to, subject, text, html, attachments} under the mailbox folder for
// journeys to read; an attachment's bytes go to a file of their own in `<mailbox>-attachments`,
// which its entry names ({filename, content_type, file}).
import fs from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

export async function startMailbox(dir) {
  fs.mkdirSync(dir, { recursive: true })
  const filesDir = `${dir}-attachments`
  fs.mkdirSync(filesDir, { recursive: true })
  let n = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (c) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        const subject = raw.match(/^Subject: (.*)$/im)?.[1] ?? ''
        const stem = `${Date.now()}-${String(++n).padStart(4, '0')}`
        const attachments = mailAttachments(raw).map((a, i) => {
          const file = path.join(filesDir, `${stem}-${i + 1}-${a.filename.replace(/[^A-Za-z0-9._-]/g, '_')}`)
          fs.writeFileSync(file, a.content)
          return { filename: a.filename, content_type: a.content_type, file }
        })
        // The attachments first: once the mail's JSON is there, the files it names are too.
        fs.writeFileSync(path.join(dir, `${stem}.json`), JSON.stringify({ to, subject, text: bodyText(raw), html: bodyHtml(raw), attachments }))
        callback()
      })
    },
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address()
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) }
}

/** A MIME part's head and body. */
function parts(raw) {
  return raw.split(/\r?\n--[^\r\n]+\r?\n/).map((part) => {
    const split = part.search(/\r?\n\r?\n/)
    return split < 0 ? null : { head: part.slice(0, split), body: part.slice(split).trim() }
  })
}

const isAttachment = (head) => /^Content-Disposition:\s*attachment/im.test(head)

/** The files a MIME message carries (base64 parts with Content-Disposition: attachment). */
export function mailAttachments(raw) {
  return parts(raw)
    .filter((p) => p && isAttachment(p.head))
    .map(({ head, body }) => ({
      filename: head.match(/filename="?([^";\r\n]+)"?/i)?.[1] ?? 'attachment',
      content_type: head.match(/^Content-Type:\s*([^;\r\n]+)/im)?.[1]?.trim() ?? 'application/octet-stream',
      content: Buffer.from(body.replace(/--[^\s]*--\s*$/, '').replace(/\s+/g, ''), 'base64'),
    }))
}

/** The decoded text of every part of a MIME message (7bit, quoted-printable or base64) but its attachments. */
export function bodyText(raw) {
  return parts(raw)
    .map((part) => (!part || isAttachment(part.head) ? '' : decoded(part)))
    .join('\n')
}

/** The HTML part of a message, decoded; null without one. */
export function bodyHtml(raw) {
  const part = parts(raw).find((p) => p && !isAttachment(p.head) && /^Content-Type:\s*text\/html/im.test(p.head))
  return part ? decoded(part) : null
}

/** A part's body as text, by its transfer encoding. */
function decoded({ head, body }) {
  const encoding = head.match(/Content-Transfer-Encoding:\s*([\w-]+)/i)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}
