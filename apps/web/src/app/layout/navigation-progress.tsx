import { useEffect, useState } from 'react'
import { useNavigationPending } from '../../lib/router'
import { Spinner } from '../../components/ui/spinner'

const SHOW_AFTER_MS = 200

/**
 * While the next page's chunk loads the current page stays readable; after a short moment a
 * "Loading..." pill appears under the sticky header so a slow connection never looks like a dead
 * click.
 */
export function NavigationProgress() {
  const loading = useNavigationPending()
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    if (!loading) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [loading])

  if (!visible) return null
  return (
    <div className="pointer-events-none absolute inset-x-0 top-full z-50 mt-4 flex justify-center px-4">
      <div className="animate-pop-in rounded-full border border-sage-200 bg-white/95 px-5 py-2.5 shadow-lg shadow-ink-900/10">
        <Spinner size="sm" />
      </div>
    </div>
  )
}
