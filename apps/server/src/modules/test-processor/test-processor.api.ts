import { sql } from 'kysely'
import { containsPattern } from '../../db/like'
import { cardBrand, luhnValid, TEST_CARDS, testCardCountry } from '@shop/domain'
import { findIntent, nowIso, recordEvent, stripeId, unixNow, type ProcessorDb } from './test-processor.repository'
import {
  ApiError,
  charge,
  invalidRequest,
  notFound,
  paymentIntent,
  refund,
  unexpectedState,
  type Context,
  type IntentRow,
} from './test-processor.objects'

/** Form fields as Stripe's SDK and Stripe.js send them: `metadata[shop_key]`, `card[number]`, … */
export type Form = Record<string, string>

const CURRENCIES = new Set(['usd', 'eur', 'czk'])

const metadataOf = (form: Form): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(form)) {
    const m = /^metadata\[([^\]]+)\]$/.exec(key)
    if (m) out[m[1]!] = value
  }
  return out
}

const integer = (value: string | undefined, param: string, min: number): number => {
  const n = Number(value)
  if (value === undefined || value === '' || !Number.isInteger(n)) throw invalidRequest(`Missing or invalid integer: ${param}`, param)
  if (n < min) throw invalidRequest(`Amount must be at least ${min} of the currency's smallest unit`, param, 'amount_too_small')
  return n
}

/** What the card does, decided from the number alone; nothing of the number but brand and last four is kept. */
type CardOutcome =
  | { kind: 'approve' | 'challenge'; brand: string; last4: string; country: string; exp_month: number; exp_year: number }
  | { kind: 'decline'; code: string; decline_code?: string; message: string; param?: string; brand?: string; last4?: string; country?: string; exp_month?: number; exp_year?: number }

const cardError = (code: string, message: string, param: string): CardOutcome => ({ kind: 'decline', code, message, param })

/** Reads the card from payment_method_data; the number and CVC live only in this call's locals. */
function judgeCard(form: Form, now: Date): CardOutcome {
  if ((form['payment_method_data[type]'] ?? 'card') !== 'card') throw invalidRequest('Only card payments are supported', 'payment_method_data[type]')
  const number = (form['payment_method_data[card][number]'] ?? '').replace(/[\s-]/g, '')
  const cvc = form['payment_method_data[card][cvc]'] ?? ''
  const month = Number(form['payment_method_data[card][exp_month]'])
  let year = Number(form['payment_method_data[card][exp_year]'])
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) return cardError('incorrect_number', 'Your card number is incorrect.', 'payment_method_data[card][number]')
  if (!Number.isInteger(month) || month < 1 || month > 12) return cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'payment_method_data[card][exp_month]')
  if (Number.isInteger(year) && year < 100) year += 2000
  if (!Number.isInteger(year) || year > now.getUTCFullYear() + 50) return cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'payment_method_data[card][exp_year]')
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return cardError('expired_card', 'Your card has expired.', 'payment_method_data[card][exp_year]')
  }
  if (!/^\d{3,4}$/.test(cvc)) return cardError('invalid_cvc', "Your card's security code is invalid.", 'payment_method_data[card][cvc]')
  const card = { brand: cardBrand(number), last4: number.slice(-4), country: testCardCountry(number), exp_month: month, exp_year: year }
  if (number === TEST_CARDS.declined) return { kind: 'decline', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', ...card }
  if (number === TEST_CARDS.insufficientFunds) {
    return { kind: 'decline', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.', ...card }
  }
  if (number === TEST_CARDS.threeDSecure) return { kind: 'challenge', ...card }
  return { kind: 'approve', ...card }
}

const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) === 1

/** The Stripe API subset the shop uses, over the processor's own tables. */
export function createProcessorApi(k: ProcessorDb, ctx: Context) {
  const intentObject = (row: IntentRow, expandCharge = false) => paymentIntent(ctx, row, { expandCharge })

  async function load(id: string): Promise<IntentRow> {
    const row = await findIntent(k, id)
    if (!row) throw notFound('payment_intent', id)
    return row
  }

  /** The authorized card: succeeded, or held for capture when the intent is captured by hand. */
  const authorizedState = (row: IntentRow) =>
    row.capture_method === 'manual'
      ? { status: 'requires_capture' as const, amount_capturable: row.amount, event: 'payment_intent.amount_capturable_updated' }
      : { status: 'succeeded' as const, amount_received: row.amount, event: 'payment_intent.succeeded' }

  /** Moves an intent from one of `from` to `set` and records the event, or answers the state it is in. */
  async function transition(id: string, from: IntentRow['status'][], set: Partial<IntentRow>, eventType: string | null, action: string): Promise<IntentRow> {
    return k.transaction().execute(async (tx) => {
      const result = await tx
        .updateTable('test_processor_intent')
        .set({ ...set, updated_at: nowIso() })
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst()
      const row = (await findIntent(tx, id))!
      if (!changed(result)) throw unexpectedState(row, action, `a status of ${from.join(' or ')}`)
      if (eventType) await recordEvent(tx, eventType, intentObject(row))
      return row
    })
  }

  return {
    intentObject,
    load,

    async create(form: Form) {
      const amount = integer(form.amount, 'amount', 50)
      const currency = (form.currency ?? '').toLowerCase()
      if (!CURRENCIES.has(currency)) throw invalidRequest(`Invalid currency: ${form.currency ?? ''}. This account accepts usd, eur and czk.`, 'currency')
      const capture = form.capture_method ?? 'automatic'
      if (capture !== 'automatic' && capture !== 'manual' && capture !== 'automatic_async') throw invalidRequest(`Invalid capture_method: ${capture}`, 'capture_method')
      const id = stripeId('pi')
      const row: IntentRow = {
        id,
        client_secret: `${id}_secret_${stripeId('x').slice(2)}`,
        amount,
        currency,
        description: form.description ?? null,
        metadata: JSON.stringify(metadataOf(form)),
        capture_method: capture === 'manual' ? 'manual' : 'automatic',
        status: 'requires_payment_method',
        amount_received: 0,
        amount_capturable: 0,
        amount_refunded: 0,
        charge_id: null,
        card_brand: null,
        card_last4: null,
        card_country: null,
        card_exp_month: null,
        card_exp_year: null,
        last_payment_error: null,
        return_url: null,
        cancellation_reason: null,
        created: unixNow(),
        updated_at: nowIso(),
      }
      await k.insertInto('test_processor_intent').values(row).execute()
      return intentObject(row)
    },

    async retrieve(id: string, expand: string[]) {
      return intentObject(await load(id), expand.includes('latest_charge'))
    },

    /** The browser's call (or the server's): judges the card and moves the intent on. */
    async confirm(id: string, form: Form) {
      const row = await load(id)
      if (row.status !== 'requires_payment_method') throw unexpectedState(row, 'confirm', 'a status of requires_payment_method')
      const outcome = judgeCard(form, new Date())
      const returnUrl = form.return_url ?? null
      const card = outcome.last4
        ? { card_brand: outcome.brand!, card_last4: outcome.last4, card_country: outcome.country!, card_exp_month: outcome.exp_month!, card_exp_year: outcome.exp_year! }
        : {}
      if (outcome.kind === 'decline') {
        const error = { type: 'card_error' as const, code: outcome.code, message: outcome.message, ...(outcome.decline_code ? { decline_code: outcome.decline_code } : {}), ...(outcome.param ? { param: outcome.param } : {}) }
        const failed = await transition(
          id,
          ['requires_payment_method'],
          { ...card, last_payment_error: JSON.stringify(error), return_url: returnUrl },
          'payment_intent.payment_failed',
          'confirm',
        )
        throw new ApiError(402, { ...error, payment_intent: intentObject(failed) })
      }
      if (outcome.kind === 'challenge') {
        const waiting = await transition(id, ['requires_payment_method'], { ...card, status: 'requires_action', last_payment_error: null, return_url: returnUrl }, null, 'confirm')
        return intentObject(waiting)
      }
      const { event, ...state } = authorizedState(row)
      const done = await transition(id, ['requires_payment_method'], { ...card, ...state, charge_id: stripeId('ch'), last_payment_error: null, return_url: returnUrl }, event, 'confirm')
      return intentObject(done)
    },

    /** The 3-D Secure page's answer: "Complete" authorizes the card, "Fail" sends the intent back for another. */
    async authenticate(id: string, clientSecret: string, result: 'complete' | 'fail') {
      const row = await load(id)
      if (row.client_secret !== clientSecret) throw invalidRequest('The client_secret does not match this PaymentIntent', 'client_secret')
      if (result === 'fail') {
        const error = {
          type: 'card_error',
          code: 'payment_intent_authentication_failure',
          message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        }
        const failed = await transition(
          id,
          ['requires_action'],
          { status: 'requires_payment_method', last_payment_error: JSON.stringify(error), card_brand: null, card_last4: null, card_country: null, card_exp_month: null, card_exp_year: null },
          'payment_intent.payment_failed',
          'authenticate',
        )
        return intentObject(failed)
      }
      const { event, ...state } = authorizedState(row)
      return intentObject(await transition(id, ['requires_action'], { ...state, charge_id: stripeId('ch') }, event, 'authenticate'))
    },

    async capture(id: string, form: Form) {
      const row = await load(id)
      const amount = form.amount_to_capture === undefined ? row.amount_capturable : integer(form.amount_to_capture, 'amount_to_capture', 1)
      if (row.status === 'requires_capture' && amount > row.amount_capturable) {
        throw invalidRequest(`The amount to capture (${amount}) is greater than the amount capturable (${row.amount_capturable}).`, 'amount_to_capture', 'amount_too_large')
      }
      return intentObject(await transition(id, ['requires_capture'], { status: 'succeeded', amount_capturable: 0, amount_received: amount }, 'payment_intent.succeeded', 'capture'))
    },

    async cancel(id: string, form: Form) {
      const reason = form.cancellation_reason ?? null
      const row = await transition(
        id,
        ['requires_payment_method', 'requires_action', 'requires_capture'],
        { status: 'canceled', amount_capturable: 0, cancellation_reason: reason },
        'payment_intent.canceled',
        'cancel',
      )
      return intentObject(row)
    },

    /** Never above what is left of the charge, also under concurrent calls (a conditional update). */
    async refund(form: Form) {
      const id = form.payment_intent
      if (!id) throw invalidRequest('Missing required param: payment_intent.', 'payment_intent')
      const row = await load(id)
      if (row.status !== 'succeeded') throw invalidRequest(`This PaymentIntent (${id}) does not have a successful charge to refund.`, 'payment_intent', 'charge_not_refundable')
      const left = row.amount_received - row.amount_refunded
      const amount = form.amount === undefined ? left : integer(form.amount, 'amount', 1)
      if (left <= 0) throw invalidRequest(`Charge ${row.charge_id} has already been refunded.`, undefined, 'charge_already_refunded')
      return k.transaction().execute(async (tx) => {
        const result = await tx
          .updateTable('test_processor_intent')
          .set((eb) => ({ amount_refunded: eb('amount_refunded', '+', amount), updated_at: nowIso() }))
          .where('id', '=', id)
          .where('status', '=', 'succeeded')
          .where((eb) => eb(eb('amount_refunded', '+', amount), '<=', eb.ref('amount_received')))
          .executeTakeFirst()
        if (!changed(result)) {
          const now = (await findIntent(tx, id))!
          throw invalidRequest(
            `Refund amount (${amount}) is greater than unrefunded amount on charge (${now.amount_received - now.amount_refunded})`,
            'amount',
            'amount_too_large',
          )
        }
        const refundRow = { id: stripeId('re'), payment_intent: id, amount, currency: row.currency, metadata: JSON.stringify(metadataOf(form)), created: unixNow() }
        await tx.insertInto('test_processor_refund').values(refundRow).execute()
        const after = (await findIntent(tx, id))!
        await recordEvent(tx, 'charge.refunded', charge(after))
        return refund(refundRow, after.charge_id)
      })
    },

    /** Only `metadata['<key>']:'<value>'`, the query the shop's recovery sends. */
    async search(query: string) {
      const m = /^metadata\['([^'\]]+)'\]:'([^']*)'$/.exec(query.trim())
      if (!m) throw invalidRequest(`This processor answers only metadata['key']:'value' queries`, 'query')
      const [, key, value] = m as unknown as [string, string, string]
      const rows = await k
        .selectFrom('test_processor_intent')
        .selectAll()
        .where(sql<boolean>`metadata like ${containsPattern(JSON.stringify(value).slice(1, -1))} escape '\\'`)
        .orderBy('created', 'desc')
        .limit(100)
        .execute()
      const data = rows.filter((r) => (JSON.parse(r.metadata) as Record<string, string>)[key] === value).map((r) => intentObject(r))
      return { object: 'search_result', url: '/v1/payment_intents/search', has_more: false, next_page: null, data }
    },
  }
}

export type ProcessorApi = ReturnType<typeof createProcessorApi>
