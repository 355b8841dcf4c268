import { useParams } from 'react-router'
import { OAuthCallback } from '../../features/social-login/components/oauth-callback'

/** `/oauth/:provider`: where Google and Facebook send the sign-in popup back to. */
export function Component() {
  const { provider } = useParams()
  return <OAuthCallback provider={provider} />
}
