import type { ErasureBlocker } from '@shop/domain'
import { tablesOf } from '../../db/tables'
import type { WalletTables } from '../../db/tables/wallet'
import type { PersonalDataPart } from '../privacy/privacy.types'

/**
 * The wallet and gift cards in a shopper's data (decision 046). Money in the wallet blocks erasure
 * (it cannot be paid out, so it is spent first). The ledger stays as the record of money received
 * and spent; gift cards bought for someone keep working for their recipient, without the buyer's
 * name and message.
 */
export function createWalletPrivacy(): PersonalDataPart {
  return {
    async exportFor(tx, s) {
      const t = tablesOf<WalletTables>(tx)
      const [wallet, entries, bought, redeemed] = await Promise.all([
        t.selectFrom('wallet').select(['balance_cents', 'currency', 'updated_at']).where('user_id', '=', s.userId).executeTakeFirst(),
        t.selectFrom('wallet_entry').select(['kind', 'amount_cents', 'currency', 'reference', 'created_at']).where('user_id', '=', s.userId).orderBy('created_at').orderBy('id').execute(),
        t
          .selectFrom('gift_card')
          .select(['code_last4', 'initial_cents', 'balance_cents', 'currency', 'sender_name', 'recipient_name', 'recipient_email', 'message', 'created_at', 'redeemed_at'])
          .where('purchaser_user_id', '=', s.userId)
          .orderBy('created_at')
          .execute(),
        t.selectFrom('gift_card').select(['code_last4', 'initial_cents', 'currency', 'redeemed_at']).where('redeemed_by', '=', s.userId).orderBy('redeemed_at').execute(),
      ])
      return {
        wallet: { balance_cents: wallet?.balance_cents ?? 0, currency: wallet?.currency ?? null, entries },
        gift_cards: { bought, redeemed },
      }
    },

    async blockers(tx, s): Promise<ErasureBlocker[]> {
      const w = await tablesOf<WalletTables>(tx).selectFrom('wallet').select(['balance_cents', 'currency']).where('user_id', '=', s.userId).executeTakeFirst()
      return w && w.balance_cents !== 0 ? [{ reason: 'erase_wallet_balance', balance_cents: w.balance_cents, currency: w.currency }] : []
    },

    async erase(tx, s) {
      const t = tablesOf<WalletTables>(tx)
      const cards = await t.updateTable('gift_card').set({ sender_name: '', message: '' }).where('purchaser_user_id', '=', s.userId).executeTakeFirst()
      const entries = await t.selectFrom('wallet_entry').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', s.userId).executeTakeFirstOrThrow()
      return { gift_cards_anonymised: Number(cards.numUpdatedRows), wallet_entries_kept: Number(entries.n) }
    },
  }
}
