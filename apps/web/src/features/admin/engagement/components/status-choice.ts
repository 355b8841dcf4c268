/**
 * A list's status filter kept in the address: '' is the default tab (the queue), 'all' shows
 * everything (no status sent), anything else must be one of `statuses`.
 */
export function statusChoice<S extends string>(value: string, statuses: readonly S[], fallback: S | 'all'): { tab: S | 'all'; status: S | undefined } {
  const tab = value === 'all' ? 'all' : (statuses as readonly string[]).includes(value) ? (value as S) : fallback
  return { tab, status: tab === 'all' ? undefined : tab }
}
