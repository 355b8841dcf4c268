import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** postgres://… selects PostgreSQL; anything else (or nothing) the embedded SQLite file. */
  DATABASE_URL: z.string().optional(),
  SQLITE_PATH: z.string().default(path.join(repoRoot, 'data', 'shop.sqlite')),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built web app; served with SPA fallback when it exists. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
  /** Seed the demo catalog into an empty database at start. */
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Public origin used in emails and absolute links. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
})

export type Config = z.infer<typeof ConfigSchema>

/** The environment parsed once; nothing else reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ConfigSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return { ...parsed.data, ...overrides }
}

export const REPO_ROOT = repoRoot
