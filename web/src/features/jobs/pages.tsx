/** The recruiters' job list (/job): filters, search, window, sort, favourites. One chunk. */
import {
  JOB_LIST_FILTER_LABELS,
  JOB_SORT_LABELS,
  JOB_SORTS,
  type JobSort,
  type JobTimeWindow,
} from '@quota/shared/domain/jobs/index'
import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { navigate } from '../../app/navigation'
import { toast } from '../../app/toasts'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { EmptyState } from '../../ui/empty-state'
import { FavoriteButton, ListCount, ListError, ShowMore } from '../../ui/list'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import { formatDate, formatRange } from '../pipeline/format'
import { sessionState } from '../session/state'
import type { JobListItem } from './api'
import { openCreateJobDialog } from './create-job-dialog'
import { canManageJobs } from './permission'
import {
  isFavorite,
  JOB_FILTERS,
  type JobFilter,
  jobListState,
  loadJobs,
  loadMoreJobs,
  openJobList,
  resetJobFilters,
  setJobFilters,
  toggleFavorite,
} from './state'
import './jobs.css'

const WINDOW_LABELS: Record<JobTimeWindow, string> = {
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  '90': 'Last 90 days',
  all: 'All',
}

export function JobListPage() {
  const s = useSnapshot(jobListState)
  const [search, setSearch] = useState(s.filters.searchText)
  const { user } = useSnapshot(sessionState)

  useEffect(() => {
    void openJobList().then(() => setSearch(jobListState.filters.searchText))
  }, [])

  async function onCreate() {
    const job = await openCreateJobDialog({ staff: user?.userType === 'staff' })
    if (!job) return
    toast.success(`${job.name} was created.`)
    await navigate(`/job/${job.id}/details`, { force: true })
  }

  function onSearch(e: FormEvent) {
    e.preventDefault()
    setJobFilters({ searchText: search })
  }

  return (
    <section className="page">
      <header className="page-header form-row-between">
        <h1>Jobs</h1>
        {canManageJobs(user) && (
          <Button onClick={() => void onCreate()} aria-haspopup="dialog">
            Create job
          </Button>
        )}
      </header>
      <div className="card">
        <fieldset className="segmented" aria-label="Which jobs">
          <legend className="visually-hidden">Which jobs</legend>
          {JOB_FILTERS.map((f: JobFilter) => (
            <button
              key={f}
              type="button"
              className="segmented-item"
              aria-pressed={s.filters.filter === f}
              onClick={() => setJobFilters({ filter: f })}
            >
              {JOB_LIST_FILTER_LABELS[f]}
            </button>
          ))}
        </fieldset>
        <form className="filter-bar" onSubmit={onSearch} aria-label="Search jobs">
          <TextField
            label="Search jobs or clients"
            name="searchText"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Select
            label="Opened"
            name="window"
            options={(['all', '7', '30', '90'] as const).map((w) => ({ value: w, label: WINDOW_LABELS[w] }))}
            value={s.filters.window}
            onChange={(e) => setJobFilters({ window: e.target.value as JobTimeWindow })}
          />
          <Select
            label="Sort by"
            name="sortBy"
            options={JOB_SORTS.map((k) => ({ value: k, label: JOB_SORT_LABELS[k] }))}
            value={s.filters.sortBy}
            onChange={(e) => setJobFilters({ sortBy: e.target.value as JobSort })}
          />
          <Button type="submit">Search</Button>
        </form>
        <div className="list-toolbar">
          <Checkbox
            label="Favourites only"
            name="favoritesOnly"
            checked={s.filters.favoritesOnly}
            onChange={(e) => setJobFilters({ favoritesOnly: e.target.checked })}
          />
          <ListCount loading={s.loading} count={s.total} one="job" many="jobs" />
        </div>
        {s.error ? (
          <ListError message={s.error} onRetry={() => void loadJobs()} />
        ) : s.loading && !s.rows.length ? (
          <Spinner label="Loading jobs" />
        ) : s.rows.length === 0 ? (
          <EmptyState
            title="No jobs match these filters."
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  setSearch('')
                  resetJobFilters()
                }}
              >
                Clear filters
              </Button>
            }
          />
        ) : (
          <>
            <JobTable rows={s.rows as JobListItem[]} pending={s.favoritePending} />
            {s.rows.length < s.total && <ShowMore loading={s.loadingMore} onClick={() => void loadMoreJobs()} />}
          </>
        )}
      </div>
    </section>
  )
}

function JobTable({ rows, pending }: { rows: JobListItem[]; pending: Readonly<Record<string, boolean>> }) {
  return (
    <div className="data-table-wrap">
      <table className="data-table job-table">
        <caption className="visually-hidden">Jobs</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Favourite</span>
            </th>
            <th scope="col">Job</th>
            <th scope="col">Client</th>
            <th scope="col">Status</th>
            <th scope="col">Openings</th>
            <th scope="col">Base</th>
            <th scope="col">OTE</th>
            <th scope="col">Opened</th>
            <th scope="col">Days</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((job) => (
            <tr key={job.id} data-job-id={job.id}>
              <td>
                <FavoriteButton
                  name={job.name}
                  on={isFavorite(job)}
                  pending={Boolean(pending[job.id])}
                  onToggle={() => void toggleFavorite(job.id)}
                />
              </td>
              <th scope="row">
                <Link href={`/job/${job.id}/candidates`}>{job.name}</Link>
              </th>
              <td>{job.organization.name}</td>
              <td>
                <span className={`badge badge-${job.status.id === 'closed' ? 'danger' : 'neutral'}`}>
                  {job.status.name}
                </span>
              </td>
              <td>
                {job.currentOpenings}/{job.totalOpenings}
              </td>
              <td>{formatRange(job.baseSalaryLow, job.baseSalaryHigh)}</td>
              <td>{formatRange(job.OTERangeLow, job.OTERangeHigh)}</td>
              <td>{formatDate(job.openDate)}</td>
              <td>{job.elapsedDays}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
