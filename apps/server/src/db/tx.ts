import type { Kysely } from 'kysely'
import type { Database } from './types'

/** A Kysely handle: the app's database or a transaction of it. */
export type Tx = Kysely<Database>
