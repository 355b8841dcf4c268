import { useId } from 'react'

/**
 * The spam trap of public forms: a `website` field people never see, reach by Tab or hear, that
 * form-filling bots fill in. The server answers a filled one with the usual success and stores
 * nothing. Moved off screen rather than `display: none`, which many bots skip.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden opacity-0">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  )
}
