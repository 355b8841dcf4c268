import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../types'

// Frozen: never edit after it has landed; add a new migration instead.
//
// Emails are now looked up in one folded form (normaliseEmail: zero-width characters and the soft
// hyphen dropped, NFKC, trimmed, lowercased). An address stored before in another form, which only
// non-ASCII characters can give, would no longer be found at login: fold it here. The rule is copied,
// not imported, so this file keeps doing what it did when it ran. Where the folded address already
// belongs to another account the row is left as it is: two accounts are not merged behind anyone's back.
const fold = (email: string) =>
  email
    .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
    .normalize('NFKC')
    .trim()
    .toLowerCase()

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const nonAscii = dialect === 'postgres' ? sql<boolean>`email ~ '[^ -~]'` : sql<boolean>`email glob '*[^ -~]*'`
  const rows: Array<{ id: string; email: string }> = await db.selectFrom('app_user').select(['id', 'email']).where('email', 'is not', null).where(nonAscii).execute()
  for (const row of rows) {
    const folded = fold(row.email)
    if (folded === row.email) continue
    const taken = await db.selectFrom('app_user').select('id').where('email', '=', folded).executeTakeFirst()
    if (!taken) await db.updateTable('app_user').set({ email: folded }).where('id', '=', row.id).execute()
  }
}
