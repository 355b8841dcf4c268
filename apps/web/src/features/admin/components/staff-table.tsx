import type { ReactNode } from 'react'
import { cx } from '../../../components/ui/cx'

/**
 * A staff list as a table on wide screens: the column heads show from `md` up, and each row
 * (`children`, `<tr>`s) lays itself out as a stacked card below that.
 */
export function StaffTable({ columns, children }: { columns: Array<{ label: string; alignEnd?: boolean }>; children: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-xs">
      <table className="w-full text-left text-sm">
        <thead className="hidden bg-cream-100/70 text-xs tracking-wide text-ink-600 uppercase md:table-header-group">
          <tr>
            {columns.map(({ label, alignEnd }) => (
              <th key={label} scope="col" className={cx('px-4 py-3 font-semibold', alignEnd && 'text-right')}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">{children}</tbody>
      </table>
    </div>
  )
}
