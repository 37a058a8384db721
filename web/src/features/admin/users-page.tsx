/** Users administration (/admin/users): search and filter users, create and invite, deactivate. */
import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { confirmDialog, openDialog } from '../../app/dialogs'
import { isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { CheckboxGroup } from '../../ui/checkbox-group'
import { DialogFormActions } from '../../ui/dialog-actions'
import { EmptyState } from '../../ui/empty-state'
import { ListCount, ListError, ShowMore } from '../../ui/list'
import { NameFields } from '../../ui/name-fields'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import { formatDate } from '../pipeline/format'
import { type AdminUserDto, fetchClientOrganizations, type OrganizationOption } from './api'
import { ROLE_HELP } from './role-help'
import {
  addUser,
  changeActive,
  invite,
  loadMoreUsers,
  loadUsers,
  openUsers,
  setUserFilters,
  type UserFilters,
  usersState,
} from './state'
import { type NewUserValues, ROLES_BY_TYPE, validateNewUser } from './validators'
import './admin.css'

const TYPE_LABELS: Record<string, string> = {
  staff: 'Provider staff',
  client: 'Client',
  candidate: 'Candidate',
  system: 'System',
}

export function AdminUsersPage() {
  const s = useSnapshot(usersState)
  const [search, setSearch] = useState(s.filters.searchText)

  useEffect(() => {
    void openUsers()
  }, [])

  function onSearch(e: FormEvent) {
    e.preventDefault()
    setUserFilters({ searchText: search })
  }

  return (
    <section className="page">
      <header className="page-header page-header-row">
        <h1>Users</h1>
        <Button onClick={() => void openCreateUserDialog()}>Create user</Button>
      </header>
      <div className="card">
        <form className="filter-bar" aria-label="Search users" onSubmit={onSearch}>
          <TextField
            label="Search by name or e-mail"
            name="searchText"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Select
            label="User type"
            name="userType"
            options={[
              { value: '', label: 'All types' },
              { value: 'staff', label: 'Provider staff' },
              { value: 'client', label: 'Client' },
              { value: 'candidate', label: 'Candidate' },
            ]}
            value={s.filters.userType}
            onChange={(e) => setUserFilters({ userType: e.target.value as UserFilters['userType'] })}
          />
          <Select
            label="Status"
            name="status"
            options={[
              { value: 'all', label: 'All' },
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ]}
            value={s.filters.status}
            onChange={(e) => setUserFilters({ status: e.target.value as UserFilters['status'] })}
          />
          <Button type="submit">Search</Button>
        </form>
        <ListCount loading={s.loading} count={s.total} one="user" many="users" />
        {s.error ? (
          <ListError message={s.error} onRetry={() => void loadUsers()} />
        ) : s.loading && !s.rows.length ? (
          <Spinner label="Loading users" />
        ) : s.rows.length === 0 ? (
          <EmptyState title="No users match." />
        ) : (
          <>
            <div className="data-table-wrap">
              <table className="data-table users-table">
                <caption className="visually-hidden">Users</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">E-mail</th>
                    <th scope="col">Type</th>
                    <th scope="col">Roles</th>
                    <th scope="col">Status</th>
                    <th scope="col">Last login</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {s.rows.map((u) => (
                    <UserRow key={u.id} user={u as AdminUserDto} pending={Boolean(s.pending[u.id])} />
                  ))}
                </tbody>
              </table>
            </div>
            {s.rows.length < s.total && <ShowMore loading={s.loadingMore} onClick={() => void loadMoreUsers()} />}
          </>
        )}
      </div>
    </section>
  )
}

function UserRow({ user: u, pending }: { user: AdminUserDto; pending: boolean }) {
  async function onDeactivate() {
    const ok = await confirmDialog({
      title: 'Deactivate user',
      icon: 'warning',
      body: `Deactivate ${u.fullName} (${u.email})? They are signed out at once and cannot sign in until reactivated.`,
      confirmLabel: 'Deactivate',
      danger: true,
    })
    if (!ok) return
    if (await changeActive(u.id, false)) toast.success(`${u.fullName} was deactivated.`)
  }
  async function onReactivate() {
    if (await changeActive(u.id, true)) toast.success(`${u.fullName} was reactivated.`)
  }
  async function onInvite() {
    if (await invite(u.id)) toast.success(`An invitation was sent to ${u.email}.`)
  }
  return (
    <tr data-user-id={u.id} data-email={u.email}>
      <th scope="row">
        {u.fullName}
        {u.organizationName && <span className="muted block">{u.organizationName}</span>}
      </th>
      <td>{u.email}</td>
      <td>{TYPE_LABELS[u.userType] ?? u.userType}</td>
      <td>{u.roles.map((r) => r.name).join(', ') || '—'}</td>
      <td>
        <span className={`badge badge-${u.isActive ? 'success' : 'danger'}`}>{u.isActive ? 'Active' : 'Inactive'}</span>
      </td>
      <td>{u.lastLoginAt ? formatDate(u.lastLoginAt) : 'Never'}</td>
      <td>
        <div className="row-actions">
          {u.isActive ? (
            <Button
              variant="secondary"
              loading={pending}
              aria-label={`Deactivate ${u.fullName}`}
              onClick={() => void onDeactivate()}
            >
              Deactivate
            </Button>
          ) : (
            <Button
              variant="secondary"
              loading={pending}
              aria-label={`Reactivate ${u.fullName}`}
              onClick={() => void onReactivate()}
            >
              Reactivate
            </Button>
          )}
          {u.isActive && !u.hasPassword && (
            <Button
              variant="ghost"
              disabled={pending}
              aria-label={`Invite ${u.fullName}`}
              onClick={() => void onInvite()}
            >
              Invite
            </Button>
          )}
        </div>
      </td>
    </tr>
  )
}

function CreateUserForm({ close }: { close: (user?: AdminUserDto) => void }) {
  const { roles } = useSnapshot(usersState)
  const [values, setValues] = useState<NewUserValues>({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    userType: 'staff',
    roleKeys: [],
    organizationId: '',
    sendInvite: true,
  })
  const [errors, setErrors] = useState<Partial<Record<keyof NewUserValues, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [organizations, setOrganizations] = useState<OrganizationOption[]>([])

  useEffect(() => {
    if (values.userType !== 'client' || organizations.length) return
    void fetchClientOrganizations().then(setOrganizations, () => {})
  }, [values.userType, organizations.length])

  const set =
    (key: 'firstName' | 'lastName' | 'email' | 'phone' | 'organizationId') => (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [key]: e.target.value }))

  const allowed = ROLES_BY_TYPE[values.userType]
  const roleOptions = roles.filter((r) => allowed.includes(r.key)).map((r) => ({ value: r.key, label: r.name }))

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const found = validateNewUser(values)
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length) return
    setPending(true)
    try {
      const user = await addUser({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
        userType: values.userType,
        roleKeys: values.roleKeys,
        ...(values.userType === 'client' ? { organizationId: values.organizationId } : {}),
        sendInvite: values.sendInvite,
      })
      toast.success(values.sendInvite ? `${user.fullName} was created and invited.` : `${user.fullName} was created.`)
      close(user)
    } catch (error) {
      if (isApiError(error)) {
        const fields: Partial<Record<keyof NewUserValues, string>> = {}
        for (const d of error.details) if (d.path) fields[d.path.split('.')[0] as keyof NewUserValues] = d.message
        setErrors(fields)
        if (!Object.keys(fields).length) setFormError(error.message)
      }
      setPending(false)
    }
  }

  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Create user">
      <div className="form-grid-2">
        <NameFields values={values} errors={errors} onChange={set} autoFill="off" />
      </div>
      <TextField
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="off"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="off"
        hint="US number, optional"
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <Select
        label="User type"
        name="userType"
        required
        options={[
          { value: 'staff', label: 'Provider staff' },
          { value: 'client', label: 'Client' },
          { value: 'candidate', label: 'Candidate' },
        ]}
        value={values.userType}
        onChange={(e) =>
          setValues((v) => ({
            ...v,
            userType: e.target.value as NewUserValues['userType'],
            roleKeys: [],
            organizationId: '',
          }))
        }
      />
      {values.userType === 'client' && (
        <Select
          label="Client company"
          name="organizationId"
          required
          placeholder="Choose a company"
          options={organizations.map((o) => ({ value: o.id, label: o.name }))}
          value={values.organizationId}
          onChange={set('organizationId')}
          error={errors.organizationId}
        />
      )}
      <CheckboxGroup
        legend="Roles"
        name="roleKeys"
        required
        options={roleOptions}
        value={values.roleKeys}
        onChange={(roleKeys) => setValues((v) => ({ ...v, roleKeys }))}
        error={errors.roleKeys}
      />
      <RoleHelp roles={roleOptions} />
      <Checkbox
        label="E-mail an invitation to set a password"
        name="sendInvite"
        checked={values.sendInvite}
        onChange={(e) => setValues((v) => ({ ...v, sendInvite: e.target.checked }))}
      />
      {formError && <Alert>{formError}</Alert>}
      <DialogFormActions pending={pending} label="Create user" onCancel={() => close()} />
    </form>
  )
}

function openCreateUserDialog() {
  return openDialog<AdminUserDto>('Create user', (close) => <CreateUserForm close={close} />)
}

/** What each offered role grants, in words (role-help.ts). */
function RoleHelp({ roles }: { roles: readonly { value: string; label: string }[] }) {
  const described = roles.filter((r) => ROLE_HELP[r.value])
  if (!described.length) return null
  return (
    <details className="role-help">
      <summary>What each role can do</summary>
      <dl>
        {described.map((r) => (
          <div key={r.value}>
            <dt>{r.label}</dt>
            <dd>{ROLE_HELP[r.value]}</dd>
          </div>
        ))}
      </dl>
    </details>
  )
}
