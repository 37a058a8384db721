/**
 * A read-only table in its scrolling wrapper (`.data-table-wrap`, `.data-table`): a header row of
 * column names, then the rows the caller renders.
 */
import type { ReactNode } from 'react'

export function DataTable({
  columns,
  className,
  children,
}: {
  columns: readonly string[]
  /** Added to `data-table` (the selector tests and styles use for this table). */
  className?: string
  /** The body's rows. */
  children: ReactNode
}) {
  return (
    <div className="data-table-wrap">
      <table className={className ? `data-table ${className}` : 'data-table'}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
