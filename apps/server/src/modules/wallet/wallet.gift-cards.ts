import {
  CHECKOUT_MESSAGES,
  DomainError,
  GIFT_CARD_ALPHABET,
  GIFT_CARD_CODE_PATTERN,
  GIFT_CARD_MESSAGES,
  giftCardAmountIssue,
  giftCardCurrencyMessage,
  isCurrency,
  normalizeGiftCardCode,
  NotFound,
  ValidationFailed,
  type Currency,
  type GiftCardPurchase,
  type GiftCardReceipt,
  type PaymentStart,
} from '@shop/domain'
import { sql, type Selectable } from 'kysely'
import { randomInt } from 'node:crypto'
import type { Config } from '../../config'
import type { Db } from '../../db/database'
import type { GiftCardPurchaseTable, GiftCardTable } from '../../db/types'
import { newId } from '../../lib/ids'
import { serverSecret } from '../../db/server-secret'
import { hmac } from '../../lib/crypto'
import type { Mailer } from '../notifications/notifications.types'
import type { PaymentHandler, PaymentsService } from '../payments/payments.types'
import { giftCardMail } from './wallet.gift-card-email'
import type { WalletLedger } from './wallet.ledger'
import type { Tx } from '../../db/tx'
import { tablesOf } from '../../db/tables'
import type { WalletTables } from '../../db/tables/wallet'

export const GIFT_CARD_ERRORS = {
  mailFailed: 'The gift card email could not be sent. You were charged once; please try again to get the code sent.',
  keyReused: 'This purchase key was already used for a different gift card',
  restoreTooLarge: 'A gift card cannot hold more than it was bought for',
} as const

/** 16 characters from 32 (80 bits), by the CSPRNG, printed as XXXX-XXXX-XXXX-XXXX. */
export function newGiftCardCode(): string {
  let raw = ''
  for (let i = 0; i < 16; i++) raw += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)]
  return normalizeGiftCardCode(raw)
}

const currencyOf = (stored: string): Currency => (isCurrency(stored) ? stored : 'USD')

const receipt = (row: Selectable<GiftCardTable>): GiftCardReceipt => ({
  id: row.id,
  amount_cents: row.initial_cents,
  currency: currencyOf(row.currency),
  recipient_email: row.recipient_email,
  code_last4: row.code_last4,
  created_at: row.created_at,
  message: row.message,
})

/** How a gift card shows in the wallet ledger: its last four only. */
export const giftCardReference = (last4: string) => `Gift card •••• ${last4}`

/** A redeem or spend re-reads and retries when a concurrent spend moved the balance under it. */
const ATTEMPTS = 3

export interface GiftCardDeps {
  db: Db
  payments: PaymentsService
  mailer: Mailer
  config: Pick<Config, 'PUBLIC_URL'>
  ledger: WalletLedger
}

export function createGiftCards({ db, payments, mailer, config, ledger }: GiftCardDeps) {
  const secret = serverSecret(db)
  // Loaded now, at startup: checkout hashes a code inside its transaction, and loading the key then
  // would wait for a connection that transaction holds (SQLite has one; a busy pool has none free).
  secret().catch(() => undefined)
  /** The code is kept only as a keyed hash: a leaked table holds no spendable codes. */
  const codeHash = async (printed: string) => hmac(await secret(), `gift-card:${printed}`)
  const k = tablesOf<WalletTables>(db.kysely)
  const byKey = (key: string) => k.selectFrom('gift_card').selectAll().where('idempotency_key', '=', key).executeTakeFirst()

  /** The hash of what the shopper typed, or null when it cannot be a code we issued. */
  async function hashOf(typed: string): Promise<string | null> {
    const printed = normalizeGiftCardCode(typed)
    return GIFT_CARD_CODE_PATTERN.test(printed) ? codeHash(printed) : null
  }

  const findByHash = async (tx: Tx, hash: string | null) =>
    hash ? ((await tablesOf<WalletTables>(tx).selectFrom('gift_card').select(['id', 'balance_cents', 'code_last4', 'currency']).where('code_hash', '=', hash).executeTakeFirst()) ?? null) : null

  /**
   * In the payment's transaction: the card the purchase paid for, once per purchase key. Its code
   * is made and mailed after the commit (issueCode): the one hashed here is never known to anyone.
   */
  async function make(tx: Tx, purchase: Selectable<GiftCardPurchaseTable>, paymentId: string): Promise<void> {
    const own = tablesOf<WalletTables>(tx)
    for (;;) {
      const code = newGiftCardCode()
      const res = await own
        .insertInto('gift_card')
        .values({
          id: newId('gc'),
          code_hash: await codeHash(code),
          code_last4: code.slice(-4),
          initial_cents: purchase.amount_cents,
          balance_cents: purchase.amount_cents,
          currency: currencyOf(purchase.currency),
          purchaser_user_id: purchase.user_id,
          sender_name: purchase.sender_name,
          recipient_name: purchase.recipient_name,
          recipient_email: purchase.recipient_email,
          message: purchase.message,
          payment_id: paymentId,
          idempotency_key: purchase.idempotency_key,
          redeemed_by: null,
          redeemed_at: null,
          created_at: new Date().toISOString(),
        })
        // Either the key (made already) or, with odds of 2^-80, the code.
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst()
      if (Number(res.numInsertedOrUpdatedRows ?? 0) === 1) return
      if (await own.selectFrom('gift_card').select('id').where('idempotency_key', '=', purchase.idempotency_key).executeTakeFirst()) return
    }
  }

  /**
   * After the card is made: its code, drawn now, hashed on the row while nobody has spent from it,
   * and mailed to the recipient (the only place the full code goes). A code drawn again replaces
   * one whose mail failed.
   */
  async function issueCode(key: string): Promise<void> {
    const row = await byKey(key)
    if (!row || row.redeemed_at || row.balance_cents !== row.initial_cents) return
    const code = newGiftCardCode()
    const set = await k
      .updateTable('gift_card')
      .set({ code_hash: await codeHash(code), code_last4: code.slice(-4) })
      .where('id', '=', row.id)
      .where('code_hash', '=', row.code_hash)
      .where('redeemed_at', 'is', null)
      .executeTakeFirst()
    if (Number(set.numUpdatedRows) !== 1) return
    await mailer.send(
      giftCardMail({
        to: row.recipient_email,
        recipientName: row.recipient_name,
        senderName: row.sender_name,
        message: row.message,
        amountCents: row.initial_cents,
        currency: currencyOf(row.currency),
        code,
        publicUrl: config.PUBLIC_URL,
      }),
    )
  }

  /** How long the buyer's return waits for a code another settler is mailing */
  const MAIL_WAIT_MS = 8_000
  const unmailed = async (key: string) => !!(await k.selectFrom('gift_card_purchase').select('idempotency_key').where('idempotency_key', '=', key).executeTakeFirst())

  /**
   * The code of a made card to its recipient; the purchase row goes once it is sent. A failed mail
   * keeps the row: the buyer is told (503) and a purchase repeated with the same key sends a fresh
   * code, with no second payment.
   */
  async function mailCode(key: string): Promise<void> {
    try {
      await issueCode(key)
    } catch {
      throw new DomainError('gift_card_mail_failed', GIFT_CARD_ERRORS.mailFailed)
    }
    await k.deleteFrom('gift_card_purchase').where('idempotency_key', '=', key).execute()
  }

  return {
    /**
     * Card only (the route refuses wallet fields), in the buyer's market currency within its
     * limits: the purchase is kept and its payment started (captured only for a card from the
     * EU/EEA); the card is made when the payment succeeds. A repeat with the same key answers the
     * same payment.
     */
    async buy(userId: string, input: GiftCardPurchase, currency: Currency): Promise<PaymentStart> {
      const outOfRange = giftCardAmountIssue(input.amount_cents, currency)
      if (outOfRange) throw new ValidationFailed('validation_failed', outOfRange, [{ path: 'amount_cents', message: outOfRange }])
      const key = `giftcard:${userId}:${input.idempotency_key}`
      const made = await byKey(key)
      if (made && (made.initial_cents !== input.amount_cents || made.currency !== currency)) throw new DomainError('gift_card_key_reused', GIFT_CARD_ERRORS.keyReused)
      // Made already: its code is mailed if it never was (503 again if the mail still fails); the
      // repeat answers the same (succeeded) payment, and the complete route the receipt.
      if (made && (await unmailed(key))) await mailCode(key)
      if (!made) {
        await k
          .insertInto('gift_card_purchase')
          .values({
            idempotency_key: key,
            user_id: userId,
            amount_cents: input.amount_cents,
            currency,
            recipient_name: input.recipient_name,
            recipient_email: input.recipient_email,
            sender_name: input.sender_name,
            message: input.message,
            created_at: new Date().toISOString(),
          })
          .onConflict((oc) => oc.column('idempotency_key').doNothing())
          .execute()
      }
      const purchase = made ? null : await k.selectFrom('gift_card_purchase').selectAll().where('idempotency_key', '=', key).executeTakeFirst()
      if (purchase && (purchase.amount_cents !== input.amount_cents || purchase.currency !== currency)) throw new DomainError('gift_card_key_reused', GIFT_CARD_ERRORS.keyReused)
      return payments.start({
        purpose: 'gift_card',
        user_id: userId,
        owner_scope: userId,
        amount_cents: input.amount_cents,
        currency,
        idempotency_key: key,
        description: 'Gift card',
        capture: 'manual',
      })
    },

    /** The 'gift_card' purpose of the payments service. */
    handler: {
      async complete(tx, p) {
        const purchase = await tablesOf<WalletTables>(tx).selectFrom('gift_card_purchase').selectAll().where('idempotency_key', '=', p.idempotency_key).executeTakeFirst()
        if (!purchase) throw new DomainError('internal', `No gift card purchase for payment ${p.id}`)
        await make(tx, purchase, p.id)
      },
      afterComplete: (p) => mailCode(p.idempotency_key),
      // Nothing is held while it runs; the purchase (names, email, message) goes.
      async fail(tx, p) {
        await tablesOf<WalletTables>(tx).deleteFrom('gift_card_purchase').where('idempotency_key', '=', p.idempotency_key).execute()
      },
      async result(p) {
        const row = await byKey(p.idempotency_key)
        if (!row) throw new DomainError('internal', `The gift card of payment ${p.id} was not made`)
        // Made, but its code did not reach the recipient: buying again with the same key sends it.
        // The settler that made it may be mailing the code right now (the webhook won the race
        // with the shopper's return): its mail is waited for a few seconds before saying it failed.
        for (let pause = 25, waited = 0; await unmailed(p.idempotency_key); waited += pause, pause = Math.min(pause * 2, 500)) {
          if (waited >= MAIL_WAIT_MS) throw new DomainError('gift_card_mail_failed', GIFT_CARD_ERRORS.mailFailed)
          await new Promise((r) => setTimeout(r, pause))
        }
        return { status: 'succeeded', purpose: 'gift_card', gift_card: receipt(row) }
      },
    } satisfies PaymentHandler,

    async purchases(userId: string): Promise<GiftCardReceipt[]> {
      const rows = await k
        .selectFrom('gift_card')
        .selectAll()
        .where('purchaser_user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(100)
        .execute()
      return rows.map(receipt)
    },

    /**
     * Moves the card's whole balance into the wallet, once: the update only matches while the
     * balance is still the one read, so of two concurrent redeems exactly one moves the money.
     * The wallet takes it in the card's currency: a wallet holding another currency refuses it,
     * and the card keeps its balance (one transaction).
     */
    async redeem(userId: string, typed: string): Promise<{ amount_cents: number; balance_cents: number; currency: Currency }> {
      const hash = await hashOf(typed)
      return db.kysely.transaction().execute(async (tx) => {
        for (let i = 0; i < ATTEMPTS; i++) {
          const card = await findByHash(tx, hash)
          if (!card) throw new DomainError('gift_card_unknown', GIFT_CARD_MESSAGES.invalidCode)
          if (card.balance_cents === 0) throw new DomainError('gift_card_redeemed', GIFT_CARD_MESSAGES.alreadyRedeemed)
          const moved = await tablesOf<WalletTables>(tx)
            .updateTable('gift_card')
            .set({ balance_cents: 0, redeemed_by: userId, redeemed_at: new Date().toISOString() })
            .where('id', '=', card.id)
            .where('balance_cents', '=', card.balance_cents)
            .executeTakeFirst()
          if (Number(moved.numUpdatedRows) !== 1) continue
          const currency = currencyOf(card.currency)
          await ledger.credit(tx, { user_id: userId, kind: 'gift_card', amount_cents: card.balance_cents, currency, reference: giftCardReference(card.code_last4) })
          return { amount_cents: card.balance_cents, balance_cents: await ledger.balanceIn(tx, userId), currency }
        }
        throw new DomainError('gift_card_redeemed', GIFT_CARD_MESSAGES.alreadyRedeemed)
      })
    },

    /** Checkout: takes up to maxCents of the card's balance in the caller's transaction, in the card's currency only. */
    async spend(tx: Tx, typed: string, maxCents: number, currency: Currency = 'USD'): Promise<{ gift_card_id: string; amount_cents: number }> {
      if (!Number.isInteger(maxCents) || maxCents < 0) throw new DomainError('amount_invalid', 'A gift card amount must be a whole number of cents')
      const hash = await hashOf(typed)
      for (let i = 0; i < ATTEMPTS; i++) {
        const card = await findByHash(tx, hash)
        if (!card) throw new DomainError('gift_card_unknown', CHECKOUT_MESSAGES.giftCardUnknown)
        if (card.balance_cents === 0) throw new DomainError('gift_card_empty', CHECKOUT_MESSAGES.giftCardEmpty)
        if (currencyOf(card.currency) !== currency) throw new DomainError('gift_card_currency', giftCardCurrencyMessage(currencyOf(card.currency), currency))
        const take = Math.min(card.balance_cents, maxCents)
        if (take === 0) return { gift_card_id: card.id, amount_cents: 0 }
        const spent = await tablesOf<WalletTables>(tx)
          .updateTable('gift_card')
          .set({ balance_cents: sql`balance_cents - ${take}` })
          .where('id', '=', card.id)
          .where('balance_cents', '>=', take)
          .executeTakeFirst()
        if (Number(spent.numUpdatedRows) === 1) return { gift_card_id: card.id, amount_cents: take }
      }
      throw new DomainError('gift_card_empty', CHECKOUT_MESSAGES.giftCardEmpty)
    },

    /** Orders: gives back what a cancelled order took from the card, never above its value. */
    async restore(tx: Tx, giftCardId: string, amountCents: number): Promise<void> {
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw new DomainError('amount_invalid', 'A gift card amount must be a positive whole number of cents')
      const res = await tablesOf<WalletTables>(tx)
        .updateTable('gift_card')
        .set({ balance_cents: sql`balance_cents + ${amountCents}` })
        .where('id', '=', giftCardId)
        .where(sql<boolean>`balance_cents + ${amountCents} <= initial_cents`)
        .executeTakeFirst()
      if (Number(res.numUpdatedRows) === 1) return
      const exists = await tablesOf<WalletTables>(tx).selectFrom('gift_card').select('id').where('id', '=', giftCardId).executeTakeFirst()
      throw exists ? new DomainError('gift_card_restore_too_large', GIFT_CARD_ERRORS.restoreTooLarge) : new NotFound('Gift card', 'gift_card_not_found')
    },
  }
}

export type GiftCards = ReturnType<typeof createGiftCards>
