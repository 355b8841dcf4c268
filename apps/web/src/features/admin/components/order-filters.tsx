import { ORDER_STATUSES, type OrderStatus } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Button } from '../../../components/ui/button'
import { SelectField, TextField } from '../../../components/ui/fields'

export interface OrderFilterValues {
  status: string
  q: string
  from: string
  to: string
}

/**
 * Status, number-or-email search and a date range. Applied on submit (one request, not one per
 * keystroke); the dates are checked here too, the server says the same thing in English. Give it
 * a `key` of the applied values so a new address (back button, a link) resets the form.
 */
export function OrderFilters({ values, onApply }: { values: OrderFilterValues; onApply: (values: OrderFilterValues) => void }) {
  const { t } = useTranslation(['admin', 'orders'])
  const [draft, setDraft] = useState(values)
  const [dateError, setDateError] = useState<string>()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (draft.from && draft.to && draft.from > draft.to) {
      setDateError(t('admin:orders.filters.datesReversed'))
      return
    }
    setDateError(undefined)
    onApply({ ...draft, q: draft.q.trim() })
  }

  const statusOptions = [
    { value: '', label: t('admin:orders.filters.anyStatus') },
    ...ORDER_STATUSES.map((s: OrderStatus) => ({ value: s, label: t(`orders:status.${s}`) })),
  ]
  const empty = { status: '', q: '', from: '', to: '' }
  const filtered = Object.values(values).some(Boolean)

  return (
    <form role="search" aria-label={t('admin:orders.filters.label')} onSubmit={submit} className="grid grid-cols-1 gap-3 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_0.8fr_0.8fr_auto] lg:items-end">
      <TextField
        label={t('admin:orders.filters.search')}
        type="search"
        value={draft.q}
        maxLength={254}
        placeholder={t('admin:orders.filters.searchPlaceholder')}
        onChange={(e) => setDraft({ ...draft, q: e.target.value })}
      />
      <SelectField label={t('admin:orders.filters.status')} value={draft.status} options={statusOptions} onChange={(e) => setDraft({ ...draft, status: e.target.value })} />
      <TextField label={t('admin:orders.filters.from')} type="date" value={draft.from} error={dateError} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
      <TextField label={t('admin:orders.filters.to')} type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit" className="flex-1 lg:flex-none">
          {t('admin:orders.filters.apply')}
        </Button>
        {filtered && (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(empty)
              setDateError(undefined)
              onApply(empty)
            }}
          >
            {t('admin:orders.filters.clear')}
          </Button>
        )}
      </div>
    </form>
  )
}
