import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import type { Browser, Locator, Page } from 'playwright-core'
import {
  accountButton,
  createAccountViaApi,
  launch,
  openAccountMenu,
  openPage,
  signOutViaMenu,
  storedSession,
  toast,
  uniqueEmail,
  unexpectedErrors,
} from '../support'

/**
 * Issue 3, two-factor authentication (SPEC section 6): a signed-up user sets three security
 * questions, links an authenticator app (the secret read off /twofactorauthentication, codes
 * computed here with the server's own RFC 6238 code), signs out, and signs in again: the password
 * leads to the second step, where a wrong code says "Enter Correct OTP" and the app's code signs in.
 */

const QUESTIONS: Array<[string, string]> = [
  ['What was the name of your first pet?', 'Micka'],
  ['In which town were you born?', 'Olomouc'],
  ['What was the name of your first teacher?', 'Paní Dvořáková'],
]

/*
 * RFC 6238 as authenticator apps compute it (HMAC-SHA-1, 30-second steps, 6 digits), written out
 * here rather than imported from apps/server: the e2e TypeScript project may only hold its own
 * files (`tsc -b`), and an independent implementation is what a real phone would be anyway.
 */
function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const ch of text.toUpperCase().replace(/[\s=-]/g, '')) {
    const i = alphabet.indexOf(ch)
    assert.ok(i >= 0, `not base32: ${text}`)
    value = (value << 5) | i
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

function hotp(key: Uint8Array, counter: number): string {
  const msg = Buffer.alloc(8)
  msg.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(msg).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

const totpStep = (nowMs: number) => Math.floor(nowMs / 1000 / 30)

let browser: Browser
before(async () => {
  browser = await launch()
})
after(async () => {
  await browser?.close()
})

/** A 6-digit code the server cannot accept around now (none of the steps its window allows). */
function wrongCodeFor(key: Uint8Array): string {
  const step = totpStep(Date.now())
  const near = new Set([-2, -1, 0, 1, 2].map((d) => hotp(key, step + d)))
  let n = 123456
  while (near.has(String(n).padStart(6, '0'))) n = (n + 7919) % 1_000_000
  return String(n).padStart(6, '0')
}

/** The error tied to an input through aria-describedby, or ''. */
async function errorOf(input: Locator): Promise<string> {
  return input.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter((n): n is HTMLElement => !!n && n.getAttribute('role') === 'alert')
      .map((n) => n.textContent?.trim() ?? '')
      .join(' | '),
  )
}

async function waitForError(page: Page, input: Locator, text: string): Promise<void> {
  await page.waitForFunction(
    ([id, t]) => {
      const el = document.getElementById(id)
      const ids = (el?.getAttribute('aria-describedby') ?? '').split(/\s+/)
      return ids.some((i) => document.getElementById(i)?.textContent?.trim() === t)
    },
    [(await input.getAttribute('id')) ?? '', text] as const,
    { timeout: 10_000 },
  )
  assert.equal(await errorOf(input), text)
}

describe('two-factor authentication', () => {
  it('questions, authenticator app, sign out, password then TOTP code at the second step', async () => {
    const name = 'Tereza Černá'
    const email = uniqueEmail('twofactor')
    const password = 'calendula-5'
    await createAccountViaApi(name, email, password)
    const { context, page, errors } = await openPage(browser)
    try {
      // Signed in with the password.
      await page.goto('/login')
      await page.getByLabel('Email or phone number', { exact: true }).fill(email)
      await page.getByLabel('Password', { exact: true }).fill(password)
      await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click()
      await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 })
      await accountButton(page, name).waitFor()

      // /Twofactor from the account menu: off, questions first.
      const menu = await openAccountMenu(page, name)
      await menu.getByRole('menuitem', { name: 'Two-factor authentication' }).click()
      await page.waitForURL((u) => u.pathname === '/Twofactor')
      await page.getByRole('heading', { level: 1, name: 'Two-factor authentication' }).waitFor()
      await page.getByRole('heading', { name: 'Two-factor authentication is off' }).waitFor({ timeout: 10_000 })
      await page.getByText('Available once your security questions are set.').waitFor()
      await page.getByRole('link', { name: 'Set questions' }).click()

      // Three questions and answers, confirmed with the password.
      await page.waitForURL((u) => u.pathname === '/twofactorauthenticationquestion')
      await page.getByRole('heading', { level: 1, name: 'Security questions' }).waitFor()
      const questionFields = page.getByLabel('Question', { exact: true })
      const answerFields = page.getByLabel('Answer', { exact: true })
      await questionFields.first().waitFor({ timeout: 10_000 })
      assert.equal(await questionFields.count(), 3)
      assert.equal(await answerFields.count(), 3)
      const save = page.getByRole('button', { name: 'Save and continue' })
      // The same question twice is refused.
      for (let i = 0; i < 3; i++) {
        await questionFields.nth(i).fill(QUESTIONS[0]![0])
        await answerFields.nth(i).fill(QUESTIONS[i]![1])
      }
      await page.getByLabel('Your password', { exact: true }).fill(password)
      await save.click()
      await page.getByText('Please choose three different questions').waitFor()
      for (const [i, [q, a]] of QUESTIONS.entries()) {
        await questionFields.nth(i).fill(q)
        await answerFields.nth(i).fill(a)
      }
      await save.click()
      await toast(page, 'Your security questions are saved').waitFor({ timeout: 10_000 })

      // The authenticator app: password, then the QR code and the key.
      await page.waitForURL((u) => u.pathname === '/twofactorauthentication', { timeout: 10_000 })
      await page.getByRole('heading', { level: 1, name: 'Set up your authenticator app' }).waitFor()
      await page.getByText('Enter your password to show the QR code.').waitFor()
      await page.getByLabel('Your password', { exact: true }).fill(password)
      await page.getByRole('button', { name: 'Show QR code' }).click()
      const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' })
      await qr.waitFor({ timeout: 10_000 })
      assert.ok(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the QR code image renders')
      await page.getByText("Can't scan? Enter this key:").waitFor()
      const shown = (await page.getByTestId('totp-secret').innerText()).trim()
      assert.match(shown, /^(?:[A-Z2-7]{4} )+[A-Z2-7]{1,4}$/, `the key is shown in groups of four: ${shown}`)
      const key = base32Decode(shown)
      assert.equal(key.length, 20, '160-bit secret')

      // A wrong code is refused under the code field; the app's code turns it on.
      const codeField = page.getByLabel('6-digit code from the app', { exact: true })
      const turnOn = page.getByRole('button', { name: 'Turn on', exact: true })
      await codeField.fill(wrongCodeFor(key))
      await turnOn.click()
      await waitForError(page, codeField, 'Enter Correct OTP')
      const confirmStep = totpStep(Date.now())
      await codeField.fill(hotp(key, confirmStep))
      await turnOn.click()
      await toast(page, 'Two-factor authentication is on').waitFor({ timeout: 10_000 })
      await page.waitForURL((u) => u.pathname === '/Twofactor', { timeout: 10_000 })
      await page.getByRole('heading', { name: 'Two-factor authentication is on' }).waitFor({ timeout: 10_000 })
      for (const [q] of QUESTIONS) await page.getByRole('listitem').filter({ hasText: q }).waitFor()
      assert.equal(await page.getByText(QUESTIONS[0]![1]).count(), 0, 'answers are never shown')

      // Turning it on ended the other sessions and kept this one? This tab is still signed in.
      const afterEnable = await storedSession(page)
      assert.ok(afterEnable.Token, 'still signed in here after turning it on')

      await signOutViaMenu(page, name)

      // Password first: not signed in yet, the second step asks for the code.
      await page.goto('/login')
      await page.getByLabel('Email or phone number', { exact: true }).fill(email)
      await page.getByLabel('Password', { exact: true }).fill(password)
      await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click()
      await page.waitForURL((u) => u.pathname === '/twofactorauthenicationverifiaction', { timeout: 10_000 })
      await page.getByRole('heading', { level: 1, name: 'Two-step sign-in' }).waitFor()
      await page.getByText('Open your authenticator app and enter the code it shows for your account.').waitFor()
      assert.deepEqual(await storedSession(page), { Username: null, Token: null }, 'the password alone does not sign in')
      await accountButton(page).waitFor()
      assert.equal(await accountButton(page).getAttribute('aria-label'), 'Account')

      const stepCode = page.getByLabel('6-digit code', { exact: true })
      const verify = page.getByRole('button', { name: 'Verify', exact: true })
      await stepCode.fill(wrongCodeFor(key))
      await verify.click()
      await waitForError(page, stepCode, 'Enter Correct OTP')
      assert.equal((await storedSession(page)).Token, null, 'a wrong code does not sign in')

      // A code of a later step than the one used to turn it on (a used step is refused).
      const now = totpStep(Date.now())
      await stepCode.fill(hotp(key, Math.max(now, confirmStep + 1)))
      await verify.click()
      await toast(page, `Welcome back, ${name}`).waitFor({ timeout: 10_000 })
      await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 })
      const stored = await storedSession(page)
      assert.equal(stored.Username, name)
      assert.ok(stored.Token, 'signed in after the second step')
      await accountButton(page, name).waitFor()

      // The account hub says it is on.
      await page.goto('/youraccount')
      await page.getByRole('link', { name: /Two-factor authentication\s*On/ }).waitFor({ timeout: 10_000 })

      assert.deepEqual(unexpectedErrors(errors), [], `console or page errors:\n${errors.join('\n')}`)
    } finally {
      await context.close()
    }
  })
})
