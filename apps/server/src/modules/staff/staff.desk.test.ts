import { TEST_CARDS, type AuditLine, type StaffGiftCard } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { outbox, tempDataDir } from '../auth/auth.testing'
import { signUp, signUpStaff, type Account } from '../orders/orders.testing'
import { testCard } from '../payments/payments.testing'
import { payingSend } from '../../test/card-payments.testing'
import { idemKey } from '../wallet/wallet.testing'
import { caller } from './staff.testing'

describe.each(testDialects())('staff gift cards, audit log and role (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let buyer: Account
  let friend: Account
  let staff: Account
  let call: ReturnType<typeof caller>

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
    buyer = await signUp(ctx, dataDir, 'Buyer')
    friend = await signUp(ctx, dataDir, 'Friend')
    staff = await signUpStaff(ctx, dataDir, 'Desk')
    call = caller(ctx)
  })
  afterAll(async () => ctx?.close())

  async function buyGiftCard(recipientEmail: string, cents: number): Promise<string> {
    const res = await payingSend((method, url, body) => call(method, url, buyer.token, body))('POST', '/api/gift-cards', {
      amount_cents: cents,
      recipient_name: 'Friend <b>',
      recipient_email: recipientEmail,
      sender_name: 'Buyer',
      message: 'For you',
      card: testCard(TEST_CARDS.approved),
      idempotency_key: idemKey(),
    })
    expect(res.statusCode, res.body).toBe(201)
    const text = outbox(dataDir, 'mail', recipientEmail).at(-1)!.text
    return /code: ([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})/.exec(text)![1]!
  }

  it('the profile answer says who is staff', async () => {
    expect((await call('GET', '/auth/profile', buyer.token)).json()).toMatchObject({ id: buyer.id, role: 'shopper' })
    expect((await call('GET', '/auth/profile', staff.token)).json()).toMatchObject({ id: staff.id, role: 'owner' })
  })

  it('lists gift cards with amounts, purchaser, recipient and redemption, never their codes', async () => {
    const redeemedCode = await buyGiftCard(friend.email, 5000)
    expect((await call('POST', '/api/gift-cards/redeem', friend.token, { code: redeemedCode })).statusCode).toBe(200)
    const openCode = await buyGiftCard('someone@example.com', 2500)

    const res = await call('GET', '/api/staff/gift-cards', staff.token)
    expect(res.statusCode, res.body).toBe(200)
    const list: { data: StaffGiftCard[]; total: number; page: number } = res.json()
    expect(list).toMatchObject({ total: 2, page: 1 })
    // Newest first.
    expect(list.data[0]).toMatchObject({
      code_last4: openCode.slice(-4),
      initial_cents: 2500,
      currency: 'USD',
      balance_cents: 2500,
      purchaser: { id: buyer.id, username: 'Buyer', email: buyer.email },
      recipient_name: 'Friend <b>',
      recipient_email: 'someone@example.com',
      redeemed: false,
      redeemed_at: null,
      redeemed_by: null,
    })
    expect(list.data[1]).toMatchObject({ code_last4: redeemedCode.slice(-4), initial_cents: 5000, balance_cents: 0, redeemed: true, redeemed_by: { id: friend.id, username: 'Friend' } })
    expect(JSON.stringify(list)).not.toContain(openCode)
    expect(JSON.stringify(list)).not.toContain(redeemedCode)

    const found = async (q: string) => (await call('GET', `/api/staff/gift-cards?q=${encodeURIComponent(q)}`, staff.token)).json().data.map((g: StaffGiftCard) => g.code_last4)
    expect(await found('SOMEONE@')).toEqual([openCode.slice(-4)])
    expect(await found(buyer.email)).toHaveLength(2)
    expect(await found(redeemedCode.slice(-4).toLowerCase())).toEqual([redeemedCode.slice(-4)])
    expect(await found('nobody')).toEqual([])
    expect((await call('GET', '/api/staff/gift-cards?page=2', staff.token)).json()).toMatchObject({ data: [], total: 2, page: 2 })
  })

  it('reads the audit log newest first, for one entity or all, paged', async () => {
    const made: string[] = []
    for (const code of ['AUDIT-A', 'AUDIT-B']) {
      const res = await call('POST', '/api/staff/coupons', staff.token, { code, kind: 'fixed', value: 300, description: { en: 'a', cz: 'b', sl: 'c', ge: 'd' } })
      expect(res.statusCode, res.body).toBe(201)
      made.push(res.json().id)
    }
    expect((await call('PATCH', `/api/staff/coupons/${made[0]}`, staff.token, { value: 400 })).statusCode).toBe(200)

    const all = (await call('GET', '/api/staff/audit', staff.token)).json() as { data: AuditLine[]; total: number; page: number }
    // The oldest line: npm run staff:create made the account an owner.
    expect(all.total).toBe(4)
    expect(all.data.map((l) => [l.action, l.entity_id])).toEqual([['coupon.update', made[0]], ['coupon.create', made[1]], ['coupon.create', made[0]], ['staff.role', staff.id]])
    expect(all.data[0]).toMatchObject({ actor_id: staff.id, actor_name: 'Desk', actor_email: staff.email, entity: 'coupon', details: { before: { value: 300 }, after: { value: 400 } } })
    expect(all.data[3]).toMatchObject({ actor_id: 'cli', actor_name: 'npm run staff:create', actor_email: null })

    const one = (await call('GET', `/api/staff/audit?entity=coupon&entity_id=${made[0]}`, staff.token)).json()
    expect(one.data.map((l: AuditLine) => l.action)).toEqual(['coupon.update', 'coupon.create'])
    expect((await call('GET', '/api/staff/audit?entity=order', staff.token)).json()).toMatchObject({ data: [], total: 0 })
    expect((await call('GET', '/api/staff/audit?page=2', staff.token)).json()).toMatchObject({ data: [], total: 4, page: 2 })
    expect((await call('GET', '/api/staff/audit?page=0', staff.token)).statusCode).toBe(400)
  })
})
