/** The long-form page shapes live with the legal texts in the domain package, which the server's documents read too. */
export type * from '@shop/domain/legal-texts/content-types'
