import { useEffect, useState } from 'react'

/**
 * The id of the section being read, for a table of contents to highlight: the last heading that
 * has passed the upper third of the window, or the last one once the page is scrolled to its end
 * (short final sections never reach that line). Nothing is highlighted above the first heading.
 */
export function useActiveSection(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>()
  const key = ids.join(' ')

  useEffect(() => {
    const headings = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null)
    if (headings.length === 0) return

    let frame = 0
    const update = () => {
      frame = 0
      const line = window.innerHeight / 3
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
      let current: string | undefined
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top > line) break
        current = heading.id
      }
      setActive(atEnd && current ? headings[headings.length - 1]!.id : current)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      cancelAnimationFrame(frame)
    }
  }, [key])

  return active
}
