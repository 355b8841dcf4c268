import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { challengeFor, codeFor, createUser, enableTwoFactor, signIn } from './two-factor.testing'

describe.each(testDialects())('the second step under parallel guesses (%s)', (dialect) => {
  let t: TestContext
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-2fa-race-'))
    t = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
  })
  afterAll(async () => {
    await t?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  let ip = 1
  /** Each guess from an address of its own: only the challenge's own count can stop them. */
  const verify = (payload: object) => t.app.inject({ method: 'POST', url: '/auth/two-factor/verify', payload, remoteAddress: `10.9.0.${ip++}` })

  it('twenty wrong codes at once: at most five are judged, the rest find the challenge spent, and the right code after them is refused', async () => {
    await createUser(t, 'racer@example.com')
    const secret = await enableTwoFactor(t, await signIn(t, 'racer@example.com'))
    const { challenge } = await challengeFor(t, 'racer@example.com')
    const right = codeFor(secret)
    const wrong = right === '000000' ? '111111' : '000000'

    const answers = await Promise.all(Array.from({ length: 20 }, () => verify({ challenge, code: wrong })))
    const judged = answers.filter((a) => a.statusCode === 400)
    const spent = answers.filter((a) => a.statusCode === 401)
    expect(judged.length + spent.length).toBe(20)
    expect(judged.length).toBeLessThanOrEqual(5)
    for (const a of judged) expect(a.json().error).toBe('Enter Correct OTP')
    for (const a of spent) expect(a.json().error).toBe('This sign-in has expired, please sign in again')
    const row = await t.db.kysely.selectFrom('login_challenge').select('attempts').executeTakeFirstOrThrow()
    expect(row.attempts).toBe(5)

    const late = await verify({ challenge, code: right })
    expect(late.statusCode).toBe(401)
    expect(late.json().error).toBe('This sign-in has expired, please sign in again')
  })
})
