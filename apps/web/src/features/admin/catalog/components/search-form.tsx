import { useState, type FormEvent } from 'react'
import { Button } from '../../../../components/ui/button'
import { TextField } from '../../../../components/ui/fields'

/** A search box with its button; the list reads the words from the address. */
export function SearchForm({ label, button, initial, onSearch, maxLength = 200 }: { label: string; button: string; initial: string; onSearch: (q: string) => void; maxLength?: number }) {
  const [q, setQ] = useState(initial)
  function submit(e: FormEvent) {
    e.preventDefault()
    onSearch(q.trim())
  }
  return (
    <form role="search" onSubmit={submit} className="flex items-end gap-2">
      <TextField label={label} type="search" value={q} maxLength={maxLength} onChange={(e) => setQ(e.target.value)} className="w-full md:w-80" />
      <Button type="submit" variant="secondary">
        {button}
      </Button>
    </form>
  )
}
