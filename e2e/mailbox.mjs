// A real SMTP server on loopback for the journeys: the shop sends its mail here (SMTP_URL), and
// each message is saved as JSON {to, subject, text} under the mailbox folder for journeys to read.
import fs from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

export async function startMailbox(dir) {
  fs.mkdirSync(dir, { recursive: true })
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
        const file = path.join(dir, `${Date.now()}-${String(++n).padStart(4, '0')}.json`)
        fs.writeFileSync(file, JSON.stringify({ to, subject, text: bodyText(raw) }))
        callback()
      })
    },
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address()
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) }
}

/** The decoded text of every part of a MIME message (7bit, quoted-printable or base64). */
export function bodyText(raw) {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/)
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/)
      if (split < 0) return ''
      const head = part.slice(0, split)
      const body = part.slice(split).trim()
      const encoding = head.match(/Content-Transfer-Encoding:\s*([\w-]+)/i)?.[1]?.toLowerCase()
      if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      if (encoding === 'quoted-printable') {
        const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16)))
        return Buffer.from(bytes, 'latin1').toString('utf8')
      }
      return body
    })
    .join('\n')
}
