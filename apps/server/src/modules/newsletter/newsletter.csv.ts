/**
 * CSV for spreadsheets (RFC 4180): cells quoted when they hold a comma, quote or line break, and
 * cells that a spreadsheet would read as a formula (= + - @, or a leading tab or carriage return)
 * prefixed with ' so they stay text (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null | undefined): string {
  let s = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export function toCsv(header: string[], rows: Array<Array<string | number | null | undefined>>): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
