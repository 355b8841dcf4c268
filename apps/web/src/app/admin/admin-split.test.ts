import { describe, expect, it } from 'vitest'

/**
 * The staff area must not reach the shopper's JavaScript (issue 5). Follows the static imports
 * (what a bundler must put in the same or an eagerly loaded chunk) from the app's entry and from
 * every shopper page; `import()` is where chunks split, so it is not followed. The built files are
 * checked the same way by scripts/check-admin-split.mjs after `npm run build -w @shop/web`.
 */
const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true })

/** The one staff module the shop may load: the account menu asks it whether to show the Admin link. */
const ALLOWED = new Set(['/src/features/admin/hooks/use-staff-role.ts'])
const isAdmin = (file: string) => (file.startsWith('/src/app/admin/') || file.startsWith('/src/features/admin/')) && !ALLOWED.has(file)

/** Specifiers of static, value-level imports and re-exports (type-only ones vanish from the build). */
function staticImports(code: string): string[] {
  const out: string[] = []
  const re = /^\s*(import|export)\s+(type\s+)?([^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm
  for (const m of code.matchAll(re)) {
    if (m[2]) continue
    if (m[1] === 'export' && !m[3]) continue
    out.push(m[4]!)
  }
  return out
}

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null
  const parts = from.split('/').slice(0, -1)
  for (const seg of spec.split('/')) {
    if (seg === '..') parts.pop()
    else if (seg !== '.') parts.push(seg)
  }
  const base = parts.join('/')
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) if (candidate in sources) return candidate
  return null
}

/** Every module reachable from `start` by static imports, with the path that reached it. */
function reach(start: string): Map<string, string[]> {
  const seen = new Map<string, string[]>([[start, [start]]])
  const queue = [start]
  while (queue.length) {
    const file = queue.shift()!
    for (const spec of staticImports(sources[file] ?? '')) {
      const target = resolve(file, spec)
      if (target && !seen.has(target)) {
        seen.set(target, [...seen.get(file)!, target])
        queue.push(target)
      }
    }
  }
  return seen
}

const shopperPages = Object.keys(sources).filter((f) => f.startsWith('/src/app/routes/') && !/\.test\.tsx?$/.test(f))

describe('the staff area stays out of the shop bundle', () => {
  it('reads static imports and skips type-only ones and import()', () => {
    const code = "import { a } from './a'\nimport type { B } from './b'\nexport { c } from './c'\nconst d = () => import('./d')\nimport './e.css'\n"
    expect(staticImports(code)).toEqual(['./a', './c', './e.css'])
  })

  it.each(['/src/main.tsx', '/src/app/start.tsx', ...shopperPages])('%s reaches no staff module by static imports', (start) => {
    expect(start in sources).toBe(true)
    const leaks = [...reach(start)].filter(([file]) => isAdmin(file)).map(([, path]) => path.join(' → '))
    expect(leaks).toEqual([])
  })

  it('the router loads the staff area lazily, and the staff area does reach its pages', () => {
    const router = sources['/src/app/router.tsx']!
    expect(router).toMatch(/path: '\/admin\/\*\?', page: page\('admin\/admin-app'\)/)
    // Pages come from one lazy glob (import() per module): never an eager one.
    expect(router).toMatch(/import\.meta\.glob<PageModule>\(\[[^\]]*'\.\/admin\/admin-app\.tsx'\]\)/)
    expect(router).not.toMatch(/eager/)
    // The check can fail: from the staff area's own module the staff code is reachable.
    expect([...reach('/src/app/admin/admin-app.tsx').keys()].some(isAdmin)).toBe(true)
  })
})
