#!/usr/bin/env node
// `npm run check:tables [-- <root>]`: which tables each server module touches, against the tables it
// owns (the keys of `<Pascal>Tables` in apps/server/src/db/tables/<module>.ts; a module without
// that file owns none). Touching means naming a table in a Kysely call (selectFrom, insertInto,
// updateTable, deleteFrom, the joins, …, `'x as y'` included) or after FROM/JOIN/INTO/UPDATE in a
// raw sql`` template. Test files and test helpers (module-files.mjs) may set up any table.
// Prints one row per module; exits 1 listing each table a module touches without owning it.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isTestOnly } from './module-files.mjs'

const MODULES_DIR = 'apps/server/src/modules'
const TABLES_DIR = 'apps/server/src/db/tables'

/** Kysely methods whose first argument names a table (or a list of them). */
const TABLE_METHODS = ['selectFrom', 'insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto', 'using', 'innerJoin', 'leftJoin', 'rightJoin', 'fullJoin', 'crossJoin']
/** Kysely methods whose first argument names a common table expression: a query name, not a table. */
const CTE_METHODS = ['with', 'withRecursive']
/** Words that can follow FROM/JOIN/INTO/UPDATE in SQL without being a table. */
const SQL_WORDS = new Set(['select', 'lateral', 'only', 'values', 'set', 'on', 'of', 'skip', 'nowait'])

/** `two-factor` → `TwoFactor`. */
const pascal = (name) => name.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase())

/** The tables a module owns: the keys of `interface <Pascal>Tables` in its table file; none without one. */
export function ownedTables(root, module) {
  const file = path.join(root, TABLES_DIR, `${module}.ts`)
  if (!fs.existsSync(file)) return new Set()
  const { code } = scan(fs.readFileSync(file, 'utf8'))
  const head = code.match(new RegExp(`interface\\s+${pascal(module)}Tables\\b[^{]*\\{`))
  if (!head) throw new Error(`${path.relative(root, file)} declares no interface ${pascal(module)}Tables`)
  // The interface's own keys: the text at brace depth 1, inline row types ({ id: string }) left out.
  let depth = 1
  let body = ''
  for (let i = head.index + head[0].length; i < code.length && depth > 0; i++) {
    if (code[i] === '{') depth++
    else if (code[i] === '}') depth--
    if (depth === 1 && code[i] !== '}') body += code[i]
  }
  return new Set([...body.matchAll(/(?:^|[\n;,])\s*(?:readonly\s+)?['"]?([A-Za-z_][A-Za-z0-9_]*)['"]?\??\s*:/g)].map((m) => m[1]))
}

/**
 * Splits TypeScript source into code with comments blanked (offsets and lines kept) and the static
 * text of each sql`` template (interpolations left out), each piece with its offset.
 */
export function scan(source) {
  const code = source.split('')
  const sqlParts = []
  // Each open template: whether it is tagged `sql`, and the offset of its current static piece.
  const templates = []
  // Brace depth inside each `${`, so its closing `}` returns to the template.
  const braces = []
  let i = 0
  const blank = (from, to) => {
    for (let k = from; k < to; k++) if (code[k] !== '\n') code[k] = ' '
  }
  const inTemplateText = () => templates.length > braces.length
  while (i < source.length) {
    if (inTemplateText()) {
      const t = templates[templates.length - 1]
      const c = source[i]
      if (c === '\\') i += 2
      else if (c === '`' || (c === '$' && source[i + 1] === '{')) {
        if (t.sql) sqlParts.push({ text: source.slice(t.start, i), offset: t.start })
        if (c === '`') {
          templates.pop()
          i++
        } else {
          braces.push(0)
          i += 2
        }
      } else i++
      continue
    }
    const c = source[i]
    const next = source[i + 1]
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i)
      const to = end === -1 ? source.length : end
      blank(i, to)
      i = to
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2)
      const to = end === -1 ? source.length : end + 2
      blank(i, to)
      i = to
    } else if (c === "'" || c === '"') {
      i++
      while (i < source.length && source[i] !== c && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1
      i++
    } else if (c === '`') {
      const before = source.slice(Math.max(0, i - 200), i)
      templates.push({ sql: /\bsql\s*(<[^`;]*>)?\s*$/.test(before), start: i + 1 })
      i++
    } else if (braces.length && c === '{') {
      braces[braces.length - 1]++
      i++
    } else if (braces.length && c === '}') {
      if (braces[braces.length - 1] === 0) {
        braces.pop()
        templates[templates.length - 1].start = i + 1
      } else braces[braces.length - 1]--
      i++
    } else i++
  }
  return { code: code.join(''), sqlParts }
}

const lineAt = (source, offset) => source.slice(0, offset).split('\n').length
const tableOf = (name) => name.trim().split(/\s+as\s+/i)[0].trim()

/** The tables one source file touches: `{ table, line }` for each place it names one. */
export function touchedTables(source) {
  const { code, sqlParts } = scan(source)
  const found = []
  const ctes = new Set()
  const stringsAt = (offset) => {
    // One string literal, or an array of them: `'cart as c'`, `['a', 'b as x']`.
    const rest = code.slice(offset)
    const single = rest.match(/^\s*(['"])([^'"]+)\1/)
    if (single) return [single[2]]
    const list = rest.match(/^\s*\[([^\]]*)\]/)
    if (list) return [...list[1].matchAll(/(['"])([^'"]+)\1/g)].map((m) => m[2])
    return []
  }
  const methods = new RegExp(`\\.(${[...TABLE_METHODS, ...CTE_METHODS].join('|')})\\s*(?:<[^()]*>)?\\(`, 'g')
  for (const m of code.matchAll(methods)) {
    const names = stringsAt(m.index + m[0].length).map(tableOf)
    if (CTE_METHODS.includes(m[1])) names.forEach((n) => ctes.add(n.split('(')[0].trim()))
    else names.forEach((table) => found.push({ table, line: lineAt(source, m.index) }))
  }
  for (const m of code.matchAll(/\b(?:sql\.table|dynamic\.table)\s*\(/g)) {
    for (const name of stringsAt(m.index + m[0].length)) found.push({ table: tableOf(name), line: lineAt(source, m.index) })
  }
  for (const { text, offset } of sqlParts) {
    for (const m of text.matchAll(/\bwith\s+(?:recursive\s+)?([A-Za-z_]\w*)\s+as\b/gi)) ctes.add(m[1])
    for (const m of text.matchAll(/\b(from|join|into|update)\s+("?)([A-Za-z_]\w*)\2/gi)) {
      const [, keyword, , name] = m
      const before = text.slice(0, m.index)
      const after = text.slice(m.index + m[0].length)
      if (SQL_WORDS.has(name.toLowerCase())) continue
      if (/^\s*\./.test(after)) continue // a column (`from o.created_at`), not a table
      if (/^(from|join)$/i.test(keyword) && /^\s*\(/.test(after)) continue // a table function: json_each(…)
      if (/^from$/i.test(keyword) && /\bdistinct\s*$/i.test(before)) continue // IS DISTINCT FROM
      if (/^from$/i.test(keyword) && /\b(extract|substring|substr|trim|overlay|position)\s*\([^()]*$/i.test(before)) continue
      if (/^update$/i.test(keyword) && /\b(do|for)\s*$/i.test(before)) continue // ON CONFLICT DO UPDATE, FOR UPDATE
      found.push({ table: name, line: lineAt(source, offset + m.index) })
    }
  }
  return found.filter((f) => !ctes.has(f.table))
}

function filesIn(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesIn(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort()
}

/** Per module: the tables it owns, those it touches (with where), and each one it touches without owning. */
export function checkTables(root) {
  const modulesDir = path.join(root, MODULES_DIR)
  const modules = fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()
  const report = []
  const violations = []
  for (const module of modules) {
    const owned = ownedTables(root, module)
    const touched = new Map()
    for (const file of filesIn(path.join(modulesDir, module))) {
      const inModule = path.relative(path.join(modulesDir, module), file).split(path.sep).join('/')
      if (!/\.(ts|mts|tsx)$/.test(file) || file.endsWith('.d.ts') || isTestOnly(inModule)) continue
      const where = path.relative(root, file).split(path.sep).join('/')
      for (const { table, line } of touchedTables(fs.readFileSync(file, 'utf8'))) {
        if (!touched.has(table)) touched.set(table, [])
        touched.get(table).push(`${where}:${line}`)
        if (!owned.has(table)) violations.push({ module, file: where, line, table })
      }
    }
    report.push({ module, owned: [...owned].sort(), touched: [...touched.keys()].sort() })
  }
  return { modules: report, violations }
}

function print({ modules, violations }) {
  const width = Math.max(...modules.map((m) => m.module.length), 'module'.length)
  console.log(`${'module'.padEnd(width)}  owns → touches (✗ not its own)`)
  for (const { module, owned, touched } of modules) {
    const own = owned.length ? owned.join(', ') : '(none)'
    const touches = touched.length ? touched.map((t) => (owned.includes(t) ? t : `${t} ✗`)).join(', ') : '(none)'
    console.log(`${module.padEnd(width)}  ${own} → ${touches}`)
  }
  if (!violations.length) {
    console.log('\n✓ every module touches only the tables it owns')
    return
  }
  console.log(`\n✖ ${violations.length} place(s) where a module touches a table it does not own:`)
  for (const v of violations) console.log(`  ${v.module}  ${v.file}:${v.line}  ${v.table}`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'))
  const result = checkTables(root)
  print(result)
  process.exit(result.violations.length ? 1 : 0)
}
