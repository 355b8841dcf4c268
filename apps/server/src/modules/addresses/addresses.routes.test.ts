import type { Address } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../lib/ids'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { client, codeIn, outbox, tempDataDir } from '../auth/auth.testing'

const PATH = '/auth/user-address'

const HOME = {
  first_name: 'Jana',
  last_name: 'Nováková',
  street: 'Vinohradská 12',
  city: 'Praha',
  state: 'Praha',
  country: 'CZ',
  zip_code: '120 00',
}

describe.each(testDialects())('addresses on %s', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let alice: string
  let bob: string

  /** A real account: signup, the code from the mail outbox, verify; answers the session token. */
  async function signUp(name: string): Promise<string> {
    const email = `${name.toLowerCase()}@example.com`
    const c = client(ctx.app)
    expect((await c.post('/auth/register', { username: name, email, password: 'secret1' })).statusCode).toBe(201)
    const verified = await c.post('/auth/verify-otp', { email, otp: codeIn(outbox(dataDir, 'mail', email).at(-1)!.text) })
    expect(verified.statusCode).toBe(200)
    return verified.json().access
  }

  function call(token: string | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', body?: unknown, url = PATH) {
    return ctx.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    })
  }

  async function list(token: string): Promise<Address[]> {
    const res = await call(token, 'GET')
    expect(res.statusCode).toBe(200)
    return res.json().data
  }

  async function add(token: string, overrides: Record<string, unknown> = {}): Promise<Address> {
    const res = await call(token, 'POST', { ...HOME, ...overrides })
    expect(res.statusCode, res.body).toBe(201)
    return res.json().data
  }

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
  })
  afterAll(async () => ctx?.close())

  describe('a signed-in user', () => {
    beforeAll(async () => {
      alice = await signUp('Alice')
      bob = await signUp('Bob')
    })

    it('refuses guests on every method', async () => {
      for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
        const res = await call(null, method, method === 'GET' ? undefined : { ...HOME, id: 'adr_0000000000000000' })
        expect(res.statusCode, method).toBe(401)
      }
      const forged = await call('not-a-real-token-at-all', 'GET')
      expect(forged.statusCode).toBe(401)

      // A signed-out session opens nothing any more.
      const frank = await signUp('Frank')
      await add(frank)
      const out = await ctx.app.inject({ method: 'POST', url: '/auth/logout', headers: { authorization: `Bearer ${frank}` } })
      expect(out.statusCode).toBe(204)
      expect((await call(frank, 'GET')).statusCode).toBe(401)
      expect((await call(frank, 'POST', HOME)).statusCode).toBe(401)
    })

    it("adds an address with SPEC's message; the first one becomes the default", async () => {
      const res = await call(alice, 'POST', HOME)
      expect(res.statusCode).toBe(201)
      const body = res.json()
      expect(body.message).toBe('Your information added successfully')
      expect(body.data).toMatchObject({ ...HOME, is_default: true })
      expect(body.data.id).toMatch(/^adr_[a-z0-9]{16}$/)

      const second = await add(alice, { street: 'Dlouhá 5', is_default: false })
      expect(second.is_default).toBe(false)
      const book = await list(alice)
      expect(book.map((a) => a.id)).toEqual([body.data.id, second.id])
    })

    it('rejects bad input with the failure message and per-field reasons, and writes nothing', async () => {
      const before = await list(alice)
      const res = await call(alice, 'POST', { ...HOME, first_name: '   ', zip_code: '1', street: 'x'.repeat(161) })
      expect(res.statusCode).toBe(400)
      const body = res.json()
      expect(body.error).toBe('Unfortunately we cannot add your information')
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { path: 'first_name', message: 'Please fill first name' },
          { path: 'zip_code', message: 'Please enter a valid zip code' },
          { path: 'street', message: 'street and number is too long' },
        ]),
      )
      const missing = await call(alice, 'POST', { first_name: 'Jana' })
      expect(missing.statusCode).toBe(400)
      expect(missing.json().error).toBe('Unfortunately we cannot add your information')
      const notJson = await ctx.app.inject({ method: 'POST', url: PATH, headers: { authorization: `Bearer ${alice}`, 'content-type': 'application/json' }, payload: '{"first_name":' })
      expect(notJson.statusCode).toBe(400)
      expect(await list(alice)).toEqual(before)
    })

    it('keeps one default: marking another default clears the previous one', async () => {
      const office = await add(alice, { street: 'Na Příkopě 1', is_default: true })
      let book = await list(alice)
      expect(book[0]!.id).toBe(office.id)
      expect(book.filter((a) => a.is_default).map((a) => a.id)).toEqual([office.id])

      const other = book.find((a) => a.id !== office.id)!
      const res = await call(alice, 'PATCH', { id: other.id, is_default: true })
      expect(res.statusCode).toBe(200)
      book = await list(alice)
      expect(book[0]!.id).toBe(other.id)
      expect(book.filter((a) => a.is_default).map((a) => a.id)).toEqual([other.id])
    })

    it('changes only the fields sent, with the success message', async () => {
      const [current] = await list(alice)
      const res = await call(alice, 'PATCH', { id: current!.id, city: 'Brno' })
      expect(res.statusCode).toBe(200)
      expect(res.json().message).toBe('Your information updated successfully')
      expect(res.json().data).toEqual({ ...current, city: 'Brno' })
    })

    it('rejects a bad update with its failure message and leaves the address as it was', async () => {
      const [current] = await list(alice)
      const res = await call(alice, 'PATCH', { id: current!.id, city: 'Ostrava', zip_code: '!' })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe('Unfortunately we cannot update your information')
      expect(res.json().errors).toEqual([{ path: 'zip_code', message: 'Please enter a valid zip code' }])
      const badId = await call(alice, 'PATCH', { id: 'usr_0000000000000000', city: 'Ostrava' })
      expect(badId.statusCode).toBe(400)
      expect(badId.json().errors).toEqual([{ path: 'id', message: 'Address id is not valid' }])
      expect((await list(alice))[0]).toEqual(current)
    })

    it("never shows, changes or deletes another user's address: it answers 404 as if it did not exist", async () => {
      const aliceBook = await list(alice)
      const target = aliceBook.find((a) => !a.is_default)!
      const bobsOwn = await add(bob)
      expect(await list(bob)).toEqual([bobsOwn])

      const patch = await call(bob, 'PATCH', { id: target.id, street: 'Hijacked 1' })
      expect(patch.statusCode).toBe(404)
      expect(patch.json().error).toBe('Unfortunately we cannot update your information')
      const missing = await call(bob, 'PATCH', { id: newId('adr'), street: 'Nowhere 1' })
      expect(missing.statusCode).toBe(404)
      expect(missing.json().error).toBe(patch.json().error)

      // Marking someone else's address default must not even clear Bob's own default.
      const steal = await call(bob, 'PATCH', { id: target.id, is_default: true })
      expect(steal.statusCode).toBe(404)
      expect(await list(bob)).toEqual([bobsOwn])

      const del = await call(bob, 'DELETE', { id: target.id })
      expect(del.statusCode).toBe(404)
      const delQuery = await call(bob, 'DELETE', undefined, `${PATH}?id=${target.id}`)
      expect(delQuery.statusCode).toBe(404)

      expect(await list(alice)).toEqual(aliceBook)
    })

    it('deletes by body or by ?id=; a deleted default passes to the most recently changed address', async () => {
      const carol = await signUp('Carol')
      const a = await add(carol, { street: 'A 1' })
      const b = await add(carol, { street: 'B 2' })
      const c = await add(carol, { street: 'C 3' })
      expect(a.is_default).toBe(true)
      await new Promise((r) => setTimeout(r, 5)) // timestamps have millisecond precision
      await call(carol, 'PATCH', { id: b.id, city: 'Plzeň' })

      const byBody = await call(carol, 'DELETE', { id: a.id })
      expect(byBody.statusCode).toBe(200)
      expect(byBody.json().data).toEqual({ id: a.id })
      let book = await list(carol)
      expect(book.map((x) => [x.id, x.is_default])).toEqual([
        [b.id, true],
        [c.id, false],
      ])

      const byQuery = await call(carol, 'DELETE', undefined, `${PATH}?id=${c.id}`)
      expect(byQuery.statusCode).toBe(200)
      book = await list(carol)
      expect(book.map((x) => x.id)).toEqual([b.id])

      const again = await call(carol, 'DELETE', undefined, `${PATH}?id=${c.id}`)
      expect(again.statusCode).toBe(404)
      const noId = await call(carol, 'DELETE')
      expect(noId.statusCode).toBe(400)
      expect(noId.json().error).toBe('Address id is not valid')
    })

    it('is described in the OpenAPI document', async () => {
      const res = await ctx.app.inject('/docs/json')
      expect(res.statusCode).toBe(200)
      expect(Object.keys(res.json().paths[PATH]).sort()).toEqual(['delete', 'get', 'patch', 'post'])
    })

    it('keeps at most 20 addresses per user', async () => {
      const dave = await signUp('Dave')
      for (let i = 0; i < 20; i++) await add(dave, { street: `Street ${i}` })
      const res = await call(dave, 'POST', { ...HOME, street: 'One too many 21' })
      expect(res.statusCode).toBe(409)
      expect(res.json().error).toBe('Unfortunately we cannot add your information')
      expect(res.json().errors[0].message).toMatch(/at most 20 addresses/)
      const book = await list(dave)
      expect(book).toHaveLength(20)

      // Others are not limited by Dave's book, and a freed slot can be used again.
      await add(bob, { street: 'Still fine 1' })
      const del = await call(dave, 'DELETE', { id: book[5]!.id })
      expect(del.statusCode).toBe(200)
      await add(dave, { street: 'Street 21' })
      expect(await list(dave)).toHaveLength(20)
    })

    it('holds the limit and the single default when requests race', async () => {
      const erin = await signUp('Erin')
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) => call(erin, 'POST', { ...HOME, street: `Race ${i}`, is_default: i % 2 === 0 })),
      )
      const statuses = answers.map((r) => r.statusCode)
      expect(statuses.filter((s) => s === 201)).toHaveLength(20)
      expect(statuses.filter((s) => s === 409)).toHaveLength(4)
      let book = await list(erin)
      expect(book).toHaveLength(20)
      expect(book.filter((a) => a.is_default)).toHaveLength(1)

      const flips = await Promise.all(book.slice(0, 8).map((a) => call(erin, 'PATCH', { id: a.id, is_default: true })))
      expect(flips.map((r) => r.statusCode)).toEqual(Array(8).fill(200))
      book = await list(erin)
      expect(book.filter((a) => a.is_default)).toHaveLength(1)
    })

    it('is guarded by the database too: no second default row, no 21st slot', async () => {
      const [own] = await list(bob)
      const row = (await ctx.db.kysely.selectFrom('address').selectAll().where('id', '=', own!.id).executeTakeFirstOrThrow())
      const copy = (changes: Partial<typeof row>) =>
        ctx.db.kysely.insertInto('address').values({ ...row, id: newId('adr'), ...changes }).execute()
      expect(row.is_default).toBe(1)
      await expect(copy({ slot: 19, is_default: 1 })).rejects.toThrow()
      await expect(copy({ slot: 20, is_default: 0 })).rejects.toThrow()
      await expect(copy({ slot: row.slot, is_default: 0 })).rejects.toThrow()
    })

    it('keeps the country as an ISO code: a code in any case or a known name is stored as the code, anything else refused', async () => {
      const gina = await signUp('Gina')
      expect((await add(gina, { country: 'de' })).country).toBe('DE')
      expect((await add(gina, { country: '  Österreich ' })).country).toBe('AT')
      expect((await add(gina, { country: 'Ceska republika' })).country).toBe('CZ')
      for (const country of ['Narnia', 'XX', '']) {
        const res = await call(gina, 'POST', { ...HOME, country })
        expect(res.statusCode, country).toBe(400)
        expect(res.json().errors, country).toEqual([{ path: 'country', message: country ? 'Please choose a country from the list' : 'Please fill country' }])
      }
      // 'sl' is the shop's language code for Slovenian, not a country: Slovenia is SI.
      const [first] = await list(gina)
      expect((await call(gina, 'PATCH', { id: first!.id, country: 'sl' })).statusCode).toBe(400)
      const changed = await call(gina, 'PATCH', { id: first!.id, country: 'si' })
      expect(changed.statusCode, changed.body).toBe(200)
      expect(changed.json().data.country).toBe('SI')
      expect((await list(gina)).map((a) => a.country).sort()).toEqual(['AT', 'CZ', 'SI'])
    })
  })
})
