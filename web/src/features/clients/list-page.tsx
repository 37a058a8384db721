/** The clients list for provider staff (/client/list): search, status, type, account manager, favourites, sort. */
import type { ClientSort } from '@quota/shared/domain/clients/index'
import { CLIENT_SORTS } from '@quota/shared/domain/clients/index'
import { COMPANY_TYPE_LABELS, COMPANY_TYPES, type CompanyType } from '@quota/shared/domain/enums'
import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { EmptyState } from '../../ui/empty-state'
import { FavoriteButton, ListCount, ListError, ShowMore } from '../../ui/list'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import { formatDate } from '../pipeline/format'
import type { ClientListItem } from './api'
import {
  CLIENT_SORT_LABELS,
  CLIENT_STATUSES,
  type ClientStatusFilter,
  clientsState,
  isFavorite,
  loadClients,
  loadMoreClients,
  openClientList,
  resetClientFilters,
  setClientFilters,
  toggleClientFavorite,
} from './state'

const STATUS_LABELS: Record<ClientStatusFilter, string> = { all: 'All', active: 'Active', inactive: 'Inactive' }

export function ClientListPage() {
  const { list: s, favoritePending } = useSnapshot(clientsState)
  const [search, setSearch] = useState(s.filters.searchText)

  useEffect(() => {
    void openClientList().then(() => setSearch(clientsState.list.filters.searchText))
  }, [])

  function onSearch(e: FormEvent) {
    e.preventDefault()
    setClientFilters({ searchText: search })
  }

  return (
    <section className="page clients-page">
      <header className="page-header">
        <h1>Clients</h1>
      </header>
      <div className="card">
        <form className="filter-bar" onSubmit={onSearch} aria-label="Search clients">
          <TextField
            label="Search clients"
            name="searchText"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Button type="submit">Search</Button>
        </form>
        <div className="filter-bar">
          <Select
            label="Status"
            name="status"
            options={CLIENT_STATUSES.map((v) => ({ value: v, label: STATUS_LABELS[v] }))}
            value={s.filters.status}
            onChange={(e) => setClientFilters({ status: e.target.value as ClientStatusFilter })}
          />
          <Select
            label="Company type"
            name="companyType"
            placeholder="All types"
            options={COMPANY_TYPES.map((t) => ({ value: t, label: COMPANY_TYPE_LABELS[t] }))}
            value={s.filters.companyType}
            onChange={(e) => setClientFilters({ companyType: e.target.value as CompanyType | '' })}
          />
          <Select
            label="Account manager"
            name="accountManagerId"
            placeholder="Anyone"
            options={s.managers.map((m) => ({ value: m.id, label: m.name }))}
            value={s.filters.accountManagerId}
            onChange={(e) => setClientFilters({ accountManagerId: e.target.value })}
          />
          <Select
            label="Sort by"
            name="sortBy"
            options={CLIENT_SORTS.map((k) => ({ value: k, label: CLIENT_SORT_LABELS[k] }))}
            value={s.filters.sortBy}
            onChange={(e) => setClientFilters({ sortBy: e.target.value as ClientSort })}
          />
        </div>
        <div className="list-toolbar">
          <Checkbox
            label="Favourites only"
            name="favoritesOnly"
            checked={s.filters.favoritesOnly}
            onChange={(e) => setClientFilters({ favoritesOnly: e.target.checked })}
          />
          <ListCount loading={s.loading} count={s.total} one="client" many="clients" />
        </div>
        {s.error ? (
          <ListError message={s.error} onRetry={() => void loadClients()} />
        ) : s.loading && !s.rows.length ? (
          <Spinner label="Loading clients" />
        ) : s.rows.length === 0 ? (
          <EmptyState
            title="No clients match these filters."
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  setSearch('')
                  resetClientFilters()
                }}
              >
                Clear filters
              </Button>
            }
          />
        ) : (
          <>
            <ClientTable rows={s.rows as ClientListItem[]} pending={favoritePending} />
            {s.rows.length < s.total && <ShowMore loading={s.loadingMore} onClick={() => void loadMoreClients()} />}
          </>
        )}
      </div>
    </section>
  )
}

export function FavoriteToggle({
  client,
  pending,
}: {
  client: { id: string; name: string; favoriteByUsers: readonly string[] }
  pending: boolean
}) {
  return (
    <FavoriteButton
      name={client.name}
      on={isFavorite(client)}
      pending={pending}
      onToggle={() => void toggleClientFavorite(client.id)}
    />
  )
}

function ClientTable({ rows, pending }: { rows: ClientListItem[]; pending: Readonly<Record<string, boolean>> }) {
  return (
    <div className="data-table-wrap">
      <table className="data-table client-table">
        <caption className="visually-hidden">Clients</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Favourite</span>
            </th>
            <th scope="col">Client</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col">Account manager</th>
            <th scope="col">Kickoff</th>
            <th scope="col">Open jobs</th>
            <th scope="col">Contacts</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.id} data-client-id={c.id}>
              <td>
                <FavoriteToggle client={c} pending={Boolean(pending[c.id])} />
              </td>
              <th scope="row">
                <Link href={`/client/${c.id}`}>{c.name}</Link>
              </th>
              <td>{c.companyType.name}</td>
              <td>
                <span className={`badge badge-${c.isActive ? 'success' : 'danger'}`}>
                  {c.isActive ? 'Active' : 'Inactive'}
                </span>
              </td>
              <td>{c.accountManager?.name ?? '—'}</td>
              <td>{formatDate(c.kickoffDate)}</td>
              <td data-cell="open-jobs">
                {c.openJobsCount}
                <span className="muted"> / {c.totalJobsCount}</span>
              </td>
              <td>{c.contactsCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
