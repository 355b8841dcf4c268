import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import { describe, expect, it } from 'vitest'
import { bodyHtml, bodyText, mailAttachments } from './mailbox.mjs'

/** A message as nodemailer puts it on the wire: text, HTML and a PDF (decision 043's confirmation). */
async function raw(attachments) {
  const message = new MailComposer({ from: 'shop@example.com', to: 'jana@example.com', subject: 'Objednávka', text: 'Dobrý den, děkujeme.', html: '<p>Dobrý den</p>', attachments })
  return (await message.compile().build()).toString('utf8')
}

describe('the journeys’ mailbox', () => {
  it('keeps an attachment’s name, type and bytes, and leaves it out of the text', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.3\n'), Buffer.from([0, 200, 255, 17]), Buffer.from('\n%%EOF\n')])
    const mail = await raw([{ filename: 'obchodni-podminky-2026-11-28.pdf', content: pdf, contentType: 'application/pdf' }])
    const [file, ...more] = mailAttachments(mail)
    expect(more).toEqual([])
    expect(file).toMatchObject({ filename: 'obchodni-podminky-2026-11-28.pdf', content_type: 'application/pdf' })
    expect(file.content.equals(pdf)).toBe(true)
    const text = bodyText(mail)
    expect(text).toContain('Dobrý den, děkujeme.')
    expect(text).not.toContain('%PDF')
    expect(bodyHtml(mail)).toBe('<p>Dobrý den</p>')
  })

  it('reads a mail without attachments as before', async () => {
    const mail = await raw([])
    expect(mailAttachments(mail)).toEqual([])
    expect(bodyText(mail)).toContain('Dobrý den, děkujeme.')
  })
})
