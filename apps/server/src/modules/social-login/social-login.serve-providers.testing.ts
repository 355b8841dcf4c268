/**
 * Runs the local Google (OpenID) and Facebook stand-ins until stopped, and prints the settings
 * that point the server at them:
 *   npx tsx apps/server/src/modules/social-login/social-login.serve-providers.testing.ts [googlePort] [facebookPort]
 */
import { startFakeGraphApi } from './social-login.fake-graph-api.testing'
import { startOidcProvider } from './social-login.oidc-provider.testing'

const [googlePort = '4010', facebookPort = '4011'] = process.argv.slice(2)
const google = await startOidcProvider({ port: Number(googlePort) })
const facebook = await startFakeGraphApi({ port: Number(facebookPort) })

console.log(
  [
    `GOOGLE_ISSUER=${google.issuer}`,
    `GOOGLE_CLIENT_ID=${google.clientId}`,
    `FACEBOOK_GRAPH_URL=${facebook.url}`,
    `FACEBOOK_DIALOG_URL=${facebook.dialogUrl}`,
    `FACEBOOK_APP_ID=${facebook.appId}`,
    `FACEBOOK_APP_SECRET=${facebook.appSecret}`,
  ].join('\n'),
)
console.log(`Signs in ${google.user.email} (Google) and ${facebook.user.email} (Facebook). Ctrl+C stops.`)

const stop = () => void Promise.all([google.stop(), facebook.stop()]).then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
