import { LANGUAGES } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './newsletter.csv'
import { composeNewsletterMail, type NewsletterMail } from './newsletter.emails'

describe('newsletter CSV', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain@example.com')).toBe('plain@example.com')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(toCsv(['a', 'b'], [['1', null], ['x,y', 'z']])).toBe('a,b\r\n1,\r\n"x,y",z\r\n')
  })

  it('keeps cells a spreadsheet would run as formulas as text', () => {
    for (const risky of ['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      const cell = csvCell(risky)
      expect(cell.replace(/^"/, '').startsWith("'"), risky).toBe(true)
    }
    expect(csvCell('=1,2')).toBe(`"'=1,2"`)
    expect(csvCell('a=b')).toBe('a=b')
  })
})

describe('newsletter mails', () => {
  const kinds: NewsletterMail[] = [{ kind: 'confirm', confirmToken: 'tok_en' }, { kind: 'code', code: 'NEWS5-ABCDEFGH' }, { kind: 'welcome_back', code: 'NEWS5-ABCDEFGH' }]

  it('carry the unsubscribe link in every kind and language, as text and as HTML', () => {
    for (const lang of LANGUAGES) {
      for (const mail of kinds) {
        const m = composeNewsletterMail(mail, { email: 'a@example.com', lang, unsubscribeToken: 'nls_x.sig' }, 'https://shop.example/')
        expect(m.text, `${lang} ${mail.kind}`).toContain('https://shop.example/emailsignup?unsubscribe=nls_x.sig')
        expect(m.html, `${lang} ${mail.kind}`).toContain('href="https://shop.example/emailsignup?unsubscribe=nls_x.sig"')
        expect(m.subject).not.toMatch(/[\r\n]/)
      }
    }
    const confirm = composeNewsletterMail(kinds[0]!, { email: 'a@example.com', lang: 'sl', unsubscribeToken: 'u' }, 'https://shop.example')
    expect(confirm.text).toContain('https://shop.example/emailsignup?confirm=tok_en')
    expect(confirm.text).toContain('Povezava velja 7 dni')
    // The shop's name has an ampersand: escaped in HTML, plain in text.
    expect(confirm.html).toContain('Lumen &amp; Leaf')
    expect(confirm.html).not.toMatch(/Lumen & Leaf/)
  })
})
