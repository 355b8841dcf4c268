import { useParams } from '../../lib/router'
import { OAuthCallback } from '../../features/social-login/components/oauth-callback'
import { useIntroAnimation } from '../layout/intro'

/** `/oauth/:provider`: where Google and Facebook send the sign-in popup back to. */
export function Component() {
  const { provider } = useParams()
  // Outside the root layout, which would otherwise end index.html's first-load state (`data-intro`).
  useIntroAnimation()
  return <OAuthCallback provider={provider} />
}
