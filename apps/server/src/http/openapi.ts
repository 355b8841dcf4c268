/** OpenAPI `security` of a route that needs the `access` token of /auth/login. */
export const security = [{ bearerAuth: [] }]

/**
 * OpenAPI `security` of a route that serves guests too: a signed-in shopper sends the bearer
 * token, a guest none (a guest's cart rides on the httpOnly `cart` cookie).
 */
export const securityOptional: Array<Record<string, string[]>> = [{ bearerAuth: [] }, {}]
