/** Public face of the accounts feature for the pages in app/: the guard for signed-in pages. */
export { RequireAuth } from './require-auth'
