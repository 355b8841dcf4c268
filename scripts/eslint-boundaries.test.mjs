// The boundary rules as `eslint .` applies them (the repository's eslint.config.js), on source text
// given a path in the tree: a planted crossing is reported, the allowed imports next to it are not.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
let eslint

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT })
})

/** The boundary rules' findings for `code` as if it were the file `file`: `rule line:specifier`. */
async function boundaryFindings(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  const lines = code.split('\n')
  return result.messages
    .filter((m) => m.ruleId?.startsWith('boundaries/') || m.fatal)
    .map((m) => `${m.ruleId} ${lines[m.line - 1].match(/'([^']+)'/)?.[1] ?? m.message}`)
}

describe('boundaries/web-features', () => {
  it('reports a feature importing another feature, in every import form', async () => {
    const code = [
      "import { useAuth } from '../../auth'",
      "import type { StoredUser } from '../../auth/auth-storage'",
      "export { RequireAuth } from '../../../features/auth/require-auth'",
      "export const later = () => import('../../wishlist/components/heart-icon')",
    ].join('\n')
    expect(await boundaryFindings('apps/web/src/features/cart/api/cart-queries.ts', code)).toEqual([
      'boundaries/web-features ../../auth',
      'boundaries/web-features ../../auth/auth-storage',
      'boundaries/web-features ../../../features/auth/require-auth',
      'boundaries/web-features ../../wishlist/components/heart-icon',
    ])
  })

  it('lets a feature import itself, lib/, components/, the domain package and libraries', async () => {
    const code = [
      "import { Cart } from '@shop/domain'",
      "import { useQuery } from '@tanstack/react-query'",
      "import { useAuth } from '../../../lib/use-auth'",
      "import { Button } from '../../../components/ui/button'",
      "import { cartApi } from '../api/cart-mutations'",
      "import { CartView } from '../../cart/components/cart-view'",
      'export const x = [Cart, useQuery, useAuth, Button, cartApi, CartView]',
    ].join('\n')
    expect(await boundaryFindings('apps/web/src/features/cart/components/cart-summary.tsx', code)).toEqual([])
  })

  it('treats a nested folder as part of its feature (features/admin/catalog is admin)', async () => {
    const code = ["import { Pager } from '../../components/pager'", "import { readToken } from '../../../auth'", 'export { Pager, readToken }'].join('\n')
    expect(await boundaryFindings('apps/web/src/features/admin/catalog/components/brand-list.tsx', code)).toEqual(['boundaries/web-features ../../../auth'])
  })

  it('reports lib/ and components/ importing any feature', async () => {
    expect(await boundaryFindings('apps/web/src/lib/api-client.ts', "import { readToken } from '../features/auth/auth-storage'\nexport { readToken }")).toEqual([
      'boundaries/web-features ../features/auth/auth-storage',
    ])
    expect(await boundaryFindings('apps/web/src/components/ui/fields.tsx', "import { PriceTag } from '../../features/catalog/components/price-tag'\nexport { PriceTag }")).toEqual([
      'boundaries/web-features ../../features/catalog/components/price-tag',
    ])
  })

  it('lets the pages in app/ compose features', async () => {
    const code = ["import { RequireAuth } from '../../features/auth'", "import { CartView } from '../../features/cart/components/cart-view'", 'export { RequireAuth, CartView }'].join('\n')
    expect(await boundaryFindings('apps/web/src/app/routes/cart.tsx', code)).toEqual([])
  })
})

describe('boundaries/server-modules', () => {
  it("reports a module importing another module's repository or internal files", async () => {
    const code = [
      "import { createCatalogRepository } from '../catalog/catalog.repository'",
      "import type { Stock } from '../catalog/catalog.stock'",
      "import { cards } from '../payments/testing/cards'",
      "import { signUp } from '../auth/auth.testing'",
      "import * as catalog from '../catalog'",
      "export { readOrder } from '../orders/orders.read.js'",
    ].join('\n')
    expect(await boundaryFindings('apps/server/src/modules/cart/cart.service.ts', code)).toEqual([
      'boundaries/server-modules ../catalog/catalog.repository',
      'boundaries/server-modules ../catalog/catalog.stock',
      'boundaries/server-modules ../payments/testing/cards',
      'boundaries/server-modules ../auth/auth.testing',
      'boundaries/server-modules ../catalog',
      'boundaries/server-modules ../orders/orders.read.js',
    ])
  })

  it("lets a module import its own files, another module's *.types.ts and *.service.ts, and shared plumbing", async () => {
    const code = [
      "import { createCatalogService } from '../catalog/catalog.service'",
      "import type { StockLevel } from '../catalog/catalog.types'",
      "import type { CartOwner } from '../cart/cart.types.js'",
      "import { createWishlistRepository } from './wishlist.repository'",
      "import { tablesOf } from '../../db/tables'",
      "import { sendJson } from '../../http/reply'",
      'export { createCatalogService, createWishlistRepository, tablesOf, sendJson }',
      'export type { StockLevel, CartOwner }',
    ].join('\n')
    expect(await boundaryFindings('apps/server/src/modules/wishlist/wishlist.service.ts', code)).toEqual([])
  })

  it("lets tests and test helpers import other modules' test helpers, and nothing more", async () => {
    const code = [
      "import { signUp } from '../auth/auth.testing'",
      "import { placeOrder } from '../orders/orders.testing'",
      "import { cards } from '../payments/payments.testing'",
      "import { fixtures } from '../payments/testing/cards'",
      "import { createAuthRepository } from '../auth/auth.repository'",
      'export { signUp, placeOrder, cards, fixtures, createAuthRepository }',
    ].join('\n')
    // One convention for helpers (*.testing.ts): a helper folder or another suffix is internal code.
    const expected = ['boundaries/server-modules ../payments/testing/cards', 'boundaries/server-modules ../auth/auth.repository']
    expect(await boundaryFindings('apps/server/src/modules/wallet/wallet.routes.test.ts', code)).toEqual(expected)
    expect(await boundaryFindings('apps/server/src/modules/wallet/wallet.testing.ts', code)).toEqual(expected)
  })

  it('reports a module importing src/app.ts, tests included', async () => {
    const code = ["import { buildApp } from '../../app'", "import { testApp } from '../../test/harness'", 'export { buildApp, testApp }'].join('\n')
    expect(await boundaryFindings('apps/server/src/modules/checkout/checkout.place.test.ts', code)).toEqual(['boundaries/server-modules ../../app'])
    expect(await boundaryFindings('apps/server/src/modules/checkout/checkout.service.ts', "import { buildApp } from '../../app.js'\nexport { buildApp }")).toEqual([
      'boundaries/server-modules ../../app.js',
    ])
  })

  it('leaves code outside modules/ alone (app.ts wires every module)', async () => {
    const code = ["import { cartRoutes } from './modules/cart/cart.routes'", "import { createCatalogRepository } from './modules/catalog/catalog.repository'", 'export { cartRoutes, createCatalogRepository }'].join('\n')
    expect(await boundaryFindings('apps/server/src/app.ts', code)).toEqual([])
  })
})
