import type { LoginAnswer, TwoFactorChallenge, TwoFactorSetup } from '@shop/domain'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { expect } from 'vitest'
import type { TestContext } from '../../test/harness'
import { newId } from '../../lib/ids'
import { hashPassword } from '../../lib/passwords'
import { base32Decode, hotp, totpStep } from './two-factor.totp'

export const PASSWORD = 'correct horse'
export const QUESTIONS = [
  { question: 'Name of your first pet?', answer: 'Mourek' },
  { question: 'Town where you were born?', answer: 'České Budějovice' },
  { question: 'Your favourite teacher?', answer: 'Mrs  Novak' },
]
export const ANSWERS = QUESTIONS.map((q) => q.answer)

/** A verified user with a password, straight into the table (signup has its own tests). */
export async function createUser(t: TestContext, email: string): Promise<string> {
  const id = newId('usr')
  await t.db.kysely
    .insertInto('app_user')
    .values({
      id,
      username: email.split('@')[0]!,
      email,
      phone: null,
      gender: '',
      password_hash: await hashPassword(PASSWORD),
      email_verified_at: new Date().toISOString(),
      phone_verified_at: null,
      pending_contact: null,
      locked_until: null,
      created_at: new Date().toISOString(),
    })
    .execute()
  return id
}

export async function login(t: TestContext, email: string): Promise<LoginAnswer> {
  const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password: PASSWORD } })
  if (res.statusCode !== 200) throw new Error(`login ${res.statusCode}: ${res.body}`)
  return res.json()
}

export async function signIn(t: TestContext, email: string): Promise<string> {
  const answer = await login(t, email)
  if (!('access' in answer)) throw new Error('expected a session, got a two-factor challenge')
  return answer.access
}

export async function challengeFor(t: TestContext, email: string): Promise<TwoFactorChallenge> {
  const answer = await login(t, email)
  if (!('two_factor_required' in answer)) throw new Error('expected a two-factor challenge')
  return answer
}

export function call(t: TestContext, token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({ method, url, payload: payload as object | undefined, headers: token ? { authorization: `Bearer ${token}` } : {} })
}

/** The app's code for the current time step, or `offset` steps away. */
export function codeFor(secret: string, offset = 0): string {
  return hotp(base32Decode(secret), totpStep(Date.now()) + offset)
}

/** Questions, setup and confirm: 2FA on for a signed-in user. Returns the secret. */
export async function enableTwoFactor(t: TestContext, token: string): Promise<string> {
  expect((await call(t, token, 'POST', '/auth/two-factor/questions', { questions: QUESTIONS, password: PASSWORD })).statusCode).toBe(200)
  const setup = await call(t, token, 'POST', '/auth/two-factor/setup', { password: PASSWORD })
  expect(setup.statusCode).toBe(200)
  const { secret } = setup.json<TwoFactorSetup>()
  const confirmed = await call(t, token, 'POST', '/auth/two-factor/confirm', { code: codeFor(secret, -1) })
  expect(confirmed.statusCode).toBe(200)
  return secret
}

/** The newest code mailed to `to`, from the outbox under the test's DATA_DIR (by file time: Date is faked). */
export async function lastMailedCode(t: TestContext, to: string): Promise<string> {
  const dir = path.join(t.config.DATA_DIR, 'outbox', 'mail')
  const mails = await Promise.all(
    (await readdir(dir)).map(async (f) => {
      const file = path.join(dir, f)
      return { mtime: (await stat(file)).mtimeMs, mail: JSON.parse(await readFile(file, 'utf8')) as { to: string; text: string } }
    }),
  )
  const newest = mails.filter((m) => m.mail.to === to).sort((a, b) => b.mtime - a.mtime)[0]
  if (!newest) throw new Error(`no mail to ${to}`)
  return /code is (\d{6})/.exec(newest.mail.text)![1]!
}

