import { AUTH_MESSAGES, DomainError, NotFound, type Address, type AddressInput, type AddressUpdate } from '@shop/domain'
import type { Db } from '../../db/database'
import { newId } from '../../lib/ids'
import { createAddressRepository, isUniqueViolation, type AddressPatch, type AddressRow } from './addresses.repository'

/** How many addresses one user may keep (the table's slots 0–19). */
export const MAX_ADDRESSES = 20
export const ADDRESS_LIMIT_MESSAGE = `You can keep at most ${MAX_ADDRESSES} addresses. Please delete one first.`
export const ADDRESS_NOT_FOUND = 'Address was not found'

// Writers of one book take turns (repo.transaction); should two ever race anyway, the unique
// indexes refuse the loser, which runs again and sees the winner's row.
const ATTEMPTS = 4

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    street: row.street,
    city: row.city,
    state: row.state,
    country: row.country,
    zip_code: row.zip_code,
    is_default: row.is_default === 1,
    created_at: row.created_at,
  }
}

export function createAddressService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const repo = createAddressRepository(db)
  async function retryOnRace<T>(work: () => Promise<T>, failure: string): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work()
      } catch (err) {
        if (!isUniqueViolation(err)) throw err
        if (attempt >= ATTEMPTS) throw new DomainError('address_busy', failure, [{ path: '', message: 'Another change to your addresses happened at the same time. Please try again.' }])
      }
    }
  }

  return {
    async list(userId: string): Promise<Address[]> {
      return (await repo.list(userId)).map(toAddress)
    },

    /** Adds an address; the first one (or one marked default) becomes the default. */
    async add(userId: string, input: AddressInput): Promise<Address> {
      return retryOnRace(
        () =>
          repo.transaction(userId, async (trx) => {
            const used = new Set(await repo.usedSlots(userId, trx))
            const slot = Array.from({ length: MAX_ADDRESSES }, (_, i) => i).find((i) => !used.has(i))
            if (slot === undefined) {
              throw new DomainError('address_limit', AUTH_MESSAGES.addressAddFailed, [{ path: '', message: ADDRESS_LIMIT_MESSAGE }])
            }
            const makeDefault = input.is_default || !(await repo.hasDefault(userId, trx))
            if (makeDefault) await repo.clearDefault(userId, trx)
            const at = now().toISOString()
            const row: AddressRow = {
              id: newId('adr'),
              user_id: userId,
              slot,
              first_name: input.first_name,
              last_name: input.last_name,
              street: input.street,
              city: input.city,
              state: input.state,
              country: input.country,
              zip_code: input.zip_code,
              is_default: makeDefault ? 1 : 0,
              created_at: at,
              updated_at: at,
            }
            await repo.insert(row, trx)
            return toAddress(row)
          }),
        AUTH_MESSAGES.addressAddFailed,
      )
    },

    /** Changes the fields given; marking an address default clears the user's other default. */
    async update(userId: string, { id, is_default, ...fields }: AddressUpdate): Promise<Address> {
      return retryOnRace(
        () =>
          repo.transaction(userId, async (trx) => {
            const patch: AddressPatch = { updated_at: now().toISOString() }
            for (const [key, value] of Object.entries(fields)) {
              if (value !== undefined) (patch as Record<string, unknown>)[key] = value
            }
            if (is_default !== undefined) patch.is_default = is_default ? 1 : 0
            if (is_default) await repo.clearDefault(userId, trx, id)
            const changed = await repo.update(userId, id, patch, trx)
            // Someone else's id reads exactly like a missing one: nothing says it exists.
            if (!changed) throw new DomainError('address_not_found', AUTH_MESSAGES.addressUpdateFailed, [{ path: 'id', message: ADDRESS_NOT_FOUND }])
            const row = await repo.find(userId, id, trx)
            return toAddress(row!)
          }),
        AUTH_MESSAGES.addressUpdateFailed,
      )
    },

    /** Deletes an address; when it was the default, the most recently changed one inherits it. */
    async remove(userId: string, id: string): Promise<{ id: string }> {
      return retryOnRace(
        () =>
          repo.transaction(userId, async (trx) => {
            const removed = await repo.remove(userId, id, trx)
            if (!removed) throw new NotFound('Address', 'address_not_found')
            if (removed.is_default === 1) {
              const heir = await repo.newest(userId, trx)
              if (heir) await repo.update(userId, heir.id, { is_default: 1 }, trx)
            }
            return { id: removed.id }
          }),
        'Unfortunately we cannot delete this address',
      )
    },
  }
}

export type AddressService = ReturnType<typeof createAddressService>
