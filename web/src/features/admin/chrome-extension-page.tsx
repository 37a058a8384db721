/**
 * The Chrome extension screen (/admin/chrome-extension; spec 000 §2 admin routes, 000 §9 bot
 * stats lookback 2 days): what the extension read from the professional network per recruiter,
 * over a window, as a chart of reads by kind and a table per user; the statistics of one user or
 * of everyone can be cleared after a confirmation. For manage-configurations (the API's rule).
 */
import { SCRAPING_KINDS } from '@quota/shared/domain/data-extraction/index'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { confirmDialog } from '../../app/dialogs'
import { toast } from '../../app/toasts'
import { Button } from '../../ui/button'
import { DataTable } from '../../ui/data-table'
import { DonutChart } from '../../ui/donut-chart'
import { EmptyState } from '../../ui/empty-state'
import { ListError } from '../../ui/list'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { formatDate, timeAgo } from '../pipeline/format'
import type { ScrapingStats } from './api'
import { isNewSince, readsByKind, SCRAPING_KIND_LABELS, STATS_PERIODS } from './chrome-extension-model'
import {
  chromeExtensionState,
  clearStats,
  loadScrapingStats,
  openChromeExtensionStats,
  setStatsDays,
} from './chrome-extension-state'
import './admin.css'

const COLUMNS = ['User', ...SCRAPING_KINDS.map((k) => SCRAPING_KIND_LABELS[k]), 'Total', 'Last read', 'Actions']

export function AdminChromeExtensionPage() {
  const s = useSnapshot(chromeExtensionState)
  useEffect(() => {
    openChromeExtensionStats()
  }, [])
  const rows = s.rows as ScrapingStats[] | null
  const period = STATS_PERIODS.find((p) => p.days === s.days)?.label.toLowerCase() ?? `last ${s.days} days`

  async function onClear(row?: ScrapingStats) {
    const sure = await confirmDialog({
      title: row ? `Clear ${row.user.name || row.user.email}'s statistics?` : 'Clear all statistics?',
      icon: 'warning',
      danger: true,
      body: row
        ? `Every read the Chrome extension recorded for ${row.user.name || row.user.email} is removed, not only the ${period}. This cannot be undone.`
        : 'Every read the Chrome extension recorded, for every user, is removed. This cannot be undone.',
      confirmLabel: 'Clear',
    })
    if (!sure) return
    const cleared = await clearStats(row?.user.id)
    if (cleared !== null) toast.success(`Cleared ${cleared} ${cleared === 1 ? 'read' : 'reads'}.`)
  }

  return (
    <section className="page admin-page">
      <header className="page-header page-header-row">
        <div>
          <h1>Chrome extension</h1>
          <p className="muted">What the Chrome extension read from the professional network, per recruiter.</p>
        </div>
        <Button variant="danger" disabled={!rows?.length} loading={s.clearing === 'all'} onClick={() => void onClear()}>
          Clear all statistics
        </Button>
      </header>
      <div className="card stack">
        <div className="filter-bar">
          <Select
            label="Period"
            name="days"
            options={STATS_PERIODS.map((p) => ({ value: String(p.days), label: p.label }))}
            value={String(s.days)}
            onChange={(e) => setStatsDays(Number(e.target.value))}
          />
        </div>
        {s.error ? (
          <ListError message={s.error} onRetry={() => void loadScrapingStats()} />
        ) : !rows ? (
          <Spinner label="Loading the statistics" />
        ) : rows.length === 0 ? (
          <EmptyState title={`The Chrome extension read nothing in the ${period}.`}>
            Reads appear here as recruiters use the extension.
          </EmptyState>
        ) : (
          <div className="stack" aria-busy={s.loading || undefined}>
            <ReadsChart rows={rows} />
            <section aria-labelledby="scraping-users-title">
              <h2 id="scraping-users-title" className="section-title">
                By recruiter
              </h2>
              <DataTable columns={COLUMNS} className="scraping-stats">
                {rows.map((r) => (
                  <tr key={r.user.id} data-user-id={r.user.id}>
                    <th scope="row">
                      {r.user.name || r.user.email}
                      <span className="block muted small">{r.user.email}</span>
                      {isNewSince(r.lastAt, s.viewedBefore) && <span className="badge badge-info">New</span>}
                    </th>
                    {SCRAPING_KINDS.map((k) => (
                      <td key={k} className="num" data-kind={k}>
                        {r.byKind[k] ?? 0}
                      </td>
                    ))}
                    <td className="num" data-kind="total">
                      <strong>{r.total}</strong>
                    </td>
                    <td>
                      {r.lastAt ? (
                        <time dateTime={r.lastAt}>{`${timeAgo(r.lastAt)} (${formatDate(r.lastAt)})`}</time>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td>
                      <Button
                        variant="ghost"
                        loading={s.clearing === r.user.id}
                        disabled={s.clearing !== null && s.clearing !== r.user.id}
                        onClick={() => void onClear(r)}
                      >
                        Clear<span className="visually-hidden"> {r.user.name || r.user.email}'s statistics</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </DataTable>
            </section>
          </div>
        )}
      </div>
    </section>
  )
}

function ReadsChart({ rows }: { rows: readonly ScrapingStats[] }) {
  const { slices, total } = readsByKind(rows)
  return (
    <section aria-labelledby="scraping-kinds-title">
      <h2 id="scraping-kinds-title" className="section-title">
        Reads by kind
      </h2>
      <DonutChart
        title="Reads by kind"
        nameHeader="Kind"
        slices={slices}
        total={total}
        centerLabel={total === 1 ? 'read' : 'reads'}
      />
    </section>
  )
}
