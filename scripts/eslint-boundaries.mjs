// A local ESLint plugin for the boundaries in shared/STYLE.md that `no-restricted-imports` patterns
// cannot say, because they depend on where the importing file sits ("another feature", "another
// module"): each relative import is resolved against the importing file and the two places compared.
//
//   boundaries/web-features    apps/web/src/features/<f>/ imports no other features/<g>/;
//                              lib/ and components/ import no features/ at all.
//   boundaries/server-modules  apps/server/src/modules/<m>/ imports from another module only its
//                              contract (`*.types.ts`, `*.service.ts`); tests and test helpers may
//                              also import other modules' test helpers (module-files.mjs). Nothing
//                              in modules/ imports src/app.ts.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isTestHelper, isTestOnly } from './module-files.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const WEB_SRC = 'apps/web/src/'
const SERVER_SRC = 'apps/server/src/'
const CONTRACT_SUFFIXES = ['.types', '.service']

/** The path relative to the repository, `/` separated, or null outside it. */
function repoPath(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/')
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel
}

/** The repository path an import names, without its extension; null for a package import. */
function resolveImport(importer, specifier) {
  if (!specifier.startsWith('.')) return null
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier))
  return joined.replace(/\.(tsx?|mjs|cjs|jsx?)$/, '')
}

/** Calls `check(node, specifier)` for every static import, re-export, dynamic import and `import('x')` type. */
function importVisitors(check) {
  const literal = (node, source) => {
    if (source && source.type === 'Literal' && typeof source.value === 'string') check(node, source.value)
  }
  return {
    ImportDeclaration: (node) => literal(node, node.source),
    ExportAllDeclaration: (node) => literal(node, node.source),
    ExportNamedDeclaration: (node) => literal(node, node.source),
    ImportExpression: (node) => literal(node, node.source),
    TSImportType: (node) => literal(node, node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
  }
}

const webFeatures = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports no other feature; lib/ and components/ import no feature.' },
    messages: {
      otherFeature: "features/{{from}} may not import features/{{to}} ('{{specifier}}'): move what both need to lib/ or components/, or let the page in app/ compose them.",
      sharedLayer: "{{layer}}/ may not import features/ ('{{specifier}}'): a shared layer does not reach up into a feature.",
    },
    schema: [],
  },
  create(context) {
    const file = repoPath(context.filename)
    if (!file || !file.startsWith(WEB_SRC)) return {}
    const [layer, feature] = file.slice(WEB_SRC.length).split('/')
    if (!['features', 'lib', 'components'].includes(layer)) return {}
    return importVisitors((node, specifier) => {
      const target = resolveImport(file, specifier)
      if (!target?.startsWith(`${WEB_SRC}features/`)) return
      const targetFeature = target.slice(`${WEB_SRC}features/`.length).split('/')[0]
      if (layer !== 'features') context.report({ node, messageId: 'sharedLayer', data: { layer, specifier } })
      else if (targetFeature !== feature) context.report({ node, messageId: 'otherFeature', data: { from: feature, to: targetFeature, specifier } })
    })
  },
}

const serverModules = {
  meta: {
    type: 'problem',
    docs: { description: "A server module imports another module's contract only, and never src/app.ts." },
    messages: {
      internal:
        "modules/{{from}} may not import modules/{{to}}/{{file}} ('{{specifier}}'): another module is reached through its *.types.ts or *.service.ts{{tests}}.",
      app: "modules/ may not import src/app.ts ('{{specifier}}'): tests build the app through the shared harness in src/test/.",
    },
    schema: [],
  },
  create(context) {
    const file = repoPath(context.filename)
    const modulesDir = `${SERVER_SRC}modules/`
    if (!file || !file.startsWith(modulesDir)) return {}
    const [module, ...inside] = file.slice(modulesDir.length).split('/')
    if (!inside.length) return {}
    const fromTest = isTestOnly(inside.join('/'))
    return importVisitors((node, specifier) => {
      const target = resolveImport(file, specifier)
      if (!target) return
      if (target === `${SERVER_SRC}app`) return context.report({ node, messageId: 'app', data: { specifier } })
      if (!target.startsWith(modulesDir)) return
      const [targetModule, ...targetInside] = target.slice(modulesDir.length).split('/')
      if (targetModule === module) return
      const targetFile = targetInside.join('/')
      if (targetInside.length === 1 && CONTRACT_SUFFIXES.some((s) => targetFile.endsWith(s))) return
      if (fromTest && targetInside.length && isTestHelper(`${targetFile}.ts`)) return
      context.report({
        node,
        messageId: 'internal',
        data: { from: module, to: targetModule, file: targetFile || '(folder)', specifier, tests: fromTest ? ' (or its test helpers)' : '' },
      })
    })
  },
}

export default {
  meta: { name: 'boundaries' },
  rules: { 'web-features': webFeatures, 'server-modules': serverModules },
}
