/** The users admin store: the filters, the page of users, the roles, and the row actions in flight. */
import { proxy, ref } from 'valtio'
import { isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import {
  type AdminUserDto,
  createUser,
  fetchRoles,
  fetchUsers,
  type RoleDto,
  sendLoginInvite,
  setUserActive,
} from './api'

export const USERS_PAGE = 25

export interface UserFilters {
  searchText: string
  userType: '' | 'staff' | 'client' | 'candidate'
  status: 'all' | 'active' | 'inactive'
}

function initial() {
  return {
    filters: { searchText: '', userType: '', status: 'all' } as UserFilters,
    rows: [] as AdminUserDto[],
    total: 0,
    loading: true,
    loadingMore: false,
    error: null as string | null,
    roles: [] as RoleDto[],
    pending: {} as Record<string, boolean>,
  }
}

export const usersState = proxy(initial())
onResetAll(() => Object.assign(usersState, initial()))

let token = 0

function query(offset: number) {
  const f = usersState.filters
  return {
    ...(f.searchText.trim() ? { searchText: f.searchText.trim() } : {}),
    ...(f.userType ? { userType: f.userType } : {}),
    status: f.status,
    sortBy: 'createdAt' as const,
    sortDirection: 'desc' as const,
    limit: USERS_PAGE,
    offset,
  }
}

export async function openUsers() {
  if (!usersState.roles.length)
    void fetchRoles().then(
      (r) => (usersState.roles = ref(r)),
      () => {},
    )
  await loadUsers()
}

export async function loadUsers() {
  const mine = ++token
  const s = usersState
  s.loading = true
  s.error = null
  try {
    const answer = await fetchUsers(query(0))
    if (mine !== token) return
    s.rows = answer.data
    s.total = answer.meta.total
  } catch (error) {
    if (mine !== token) return
    s.rows = []
    s.total = 0
    s.error = isApiError(error) ? error.message : 'The users could not be loaded.'
  } finally {
    if (mine === token) s.loading = false
  }
}

export async function loadMoreUsers() {
  const s = usersState
  if (s.loadingMore || s.rows.length >= s.total) return
  const mine = token
  s.loadingMore = true
  try {
    const answer = await fetchUsers(query(s.rows.length))
    if (mine !== token) return
    const seen = new Set(s.rows.map((u) => u.id))
    s.rows.push(...answer.data.filter((u) => !seen.has(u.id)))
    s.total = answer.meta.total
  } finally {
    s.loadingMore = false
  }
}

export function setUserFilters(patch: Partial<UserFilters>) {
  Object.assign(usersState.filters, patch)
  void loadUsers()
}

function replace(user: AdminUserDto) {
  const i = usersState.rows.findIndex((u) => u.id === user.id)
  if (i >= 0) usersState.rows[i] = user
}

export async function changeActive(userId: string, active: boolean): Promise<AdminUserDto | null> {
  usersState.pending[userId] = true
  try {
    const user = await setUserActive(userId, active)
    replace(user)
    return user
  } catch {
    return null
  } finally {
    delete usersState.pending[userId]
  }
}

export async function invite(userId: string): Promise<boolean> {
  usersState.pending[userId] = true
  try {
    await sendLoginInvite(userId)
    return true
  } catch {
    return false
  } finally {
    delete usersState.pending[userId]
  }
}

/** Creates the user and puts it first in the list. */
export async function addUser(input: Parameters<typeof createUser>[0]): Promise<AdminUserDto> {
  const user = await createUser(input)
  usersState.rows.unshift(user)
  usersState.total += 1
  return user
}
