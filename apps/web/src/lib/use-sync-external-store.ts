/**
 * wouter imports `use-sync-external-store/shim` for React 16/17; React 19 has the hook itself, so
 * vite.config.ts points that import here and the shim (with its CommonJS wrapper) stays off the
 * first page.
 */
export { useSyncExternalStore } from 'react'
