// check-tables.mjs run as `npm run check:tables` runs it, against small trees written here: a clean
// one passes, a planted query on another module's table fails with its module, file:line and table.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { touchedTables } from './check-tables.mjs'

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-tables.mjs')
const roots = []

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

/** A repository tree with the given files (path → text); returns its root. */
function tree(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-tables-'))
  roots.push(root)
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  return root
}

function run(root) {
  const r = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' })
  return { status: r.status, out: r.stdout + r.stderr }
}

const CLEAN = {
  'apps/server/src/db/tables/cart.ts': `export interface CartTable { id: string }
/** The tables modules/cart owns. */
export interface CartTables {
  cart: CartTable
  cart_line: { cart_id: string }
}
`,
  'apps/server/src/db/tables/catalog.ts': `export interface CatalogTables {
  product: { id: string }
  brand: { id: string }
}
`,
  'apps/server/src/modules/cart/cart.repository.ts': `import { sql } from 'kysely'
// Not a query: .selectFrom('product') in a comment.
/* nor this: sql\`select * from brand\` */
export const lines = (k) =>
  k.selectFrom('cart as c').innerJoin('cart_line as l', 'l.cart_id', 'c.id').selectAll().execute()
export const recent = (k) => k.with('recent', (q) => q.selectFrom('cart').selectAll()).selectFrom('recent').selectAll().execute()
export const count = (k, id) =>
  sql<{ n: number }>\`select count(*) as n, extract(epoch from l.added_at) from cart_line l
    where l.cart_id = \${id} and l.cart_id is distinct from \${sql\`\${id}\`} for update\`.execute(k)
export const text = 'select * from product'
`,
  'apps/server/src/modules/cart/cart.service.ts': `export const ok = (k) => k.deleteFrom('cart_line').where('cart_id', '=', 'x').execute()\n`,
  // Tests and test helpers set up whatever they need.
  'apps/server/src/modules/cart/cart.routes.test.ts': `export const seed = (k) => k.insertInto('product').values({}).execute()\n`,
  'apps/server/src/modules/cart/cart.testing.ts': `export const seed = (k) => k.insertInto('brand').values({}).execute()\n`,
  'apps/server/src/modules/cart/cart.fixtures.testing.ts': `export const seed = (k) => k.updateTable('product').set({}).execute()\n`,
  'apps/server/src/modules/catalog/catalog.repository.ts': `export const all = (k) => k.selectFrom(['product as p', 'brand']).selectAll().execute()\n`,
  // A module without a table file owns nothing, and may touch nothing.
  'apps/server/src/modules/health/health.routes.ts': `export const ping = () => 'ok'\n`,
}

describe('check-tables', () => {
  it('passes a tree where each module touches only its own tables, and shows what each owns and touches', () => {
    const { status, out } = run(tree(CLEAN))
    expect(out).toMatch(/^cart +cart, cart_line → cart, cart_line$/m)
    expect(out).toMatch(/^catalog +brand, product → brand, product$/m)
    expect(out).toMatch(/^health +\(none\) → \(none\)$/m)
    expect(out).toContain('✓ every module touches only the tables it owns')
    expect(status).toBe(0)
  })

  it("fails on a planted query on another module's table, naming the module, file:line and table", () => {
    const { status, out } = run(
      tree({
        ...CLEAN,
        'apps/server/src/modules/cart/cart.service.ts': `export const ok = (k) => k.deleteFrom('cart_line').execute()
export const price = (k, id) => k.selectFrom('product as p').where('p.id', '=', id).execute()
export const raw = (k) => sql\`select b.name from cart c
  left join brand b on b.id = c.id\`.execute(k)
`,
        'apps/server/src/modules/health/health.routes.ts': `export const ping = (k) => k.selectFrom('cart').select('id').execute()\n`,
      }),
    )
    expect(status).toBe(1)
    expect(out).toMatch(/^cart +cart, cart_line → brand ✗, cart, cart_line, product ✗$/m)
    expect(out).toContain('✖ 3 place(s) where a module touches a table it does not own:')
    expect(out).toContain('cart  apps/server/src/modules/cart/cart.service.ts:2  product')
    expect(out).toContain('cart  apps/server/src/modules/cart/cart.service.ts:4  brand')
    expect(out).toContain('health  apps/server/src/modules/health/health.routes.ts:1  cart')
  })

  it('fails when a table file lacks its <Module>Tables interface rather than reading it as owning nothing', () => {
    const { status, out } = run(tree({ ...CLEAN, 'apps/server/src/db/tables/cart.ts': 'export interface CartTable { id: string }\n' }))
    expect(status).toBe(1)
    expect(out).toContain('declares no interface CartTables')
  })
})

describe('touchedTables', () => {
  it('reads every Kysely form and the tables after FROM/JOIN/INTO/UPDATE in sql templates', () => {
    const source = [
      "k.selectFrom('a')",
      "k.insertInto('b').values({})",
      "k.updateTable('c as x').set({})",
      "k.deleteFrom('d').using('e')",
      "q.leftJoin('f as f1', 'f1.id', 'a.id').rightJoin('g', 'g.id', 'a.id').fullJoin('h', 'h.id', 'a.id').crossJoin('i')",
      "k.selectFrom(['j', 'k as kk'])",
      'sql`insert into l (id) values (1)`',
      'sql`update m set n = 1 on conflict do update set n = 2`',
      'sql<{ n: number }>`delete from "n" where id in (select id from o join p on p.id = o.id)`',
      'sql`select * from json_each(${x}) where ${sql`q.id in (select id from q)`}`',
      "sql.table('r')",
    ].join('\n')
    expect(touchedTables(source)).toEqual([
      { table: 'a', line: 1 },
      { table: 'b', line: 2 },
      { table: 'c', line: 3 },
      { table: 'd', line: 4 },
      { table: 'e', line: 4 },
      { table: 'f', line: 5 },
      { table: 'g', line: 5 },
      { table: 'h', line: 5 },
      { table: 'i', line: 5 },
      { table: 'j', line: 6 },
      { table: 'k', line: 6 },
      { table: 'r', line: 11 },
      { table: 'l', line: 7 },
      { table: 'm', line: 8 },
      { table: 'n', line: 9 },
      { table: 'o', line: 9 },
      { table: 'p', line: 9 },
      { table: 'q', line: 10 },
    ])
  })
})
