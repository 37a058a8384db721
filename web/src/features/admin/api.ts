/** Users administration calls (manage-users): list, create and invite, deactivate, reactivate, invite again. */
import type { AdminCreateUserInput, AdminUserDto, AdminUsersQuery, RoleDto } from '@quota/shared/contracts/users'
import { type DataAnswer, http } from '../../app/http'

export type { AdminUserDto, RoleDto }

export interface UsersAnswer {
  data: AdminUserDto[]
  meta: { total: number; limit: number; offset: number }
}

export async function fetchUsers(query: Partial<AdminUsersQuery>): Promise<UsersAnswer> {
  return http.get<UsersAnswer>('/users', { query: { ...query } })
}

export async function fetchRoles(): Promise<RoleDto[]> {
  return (await http.get<DataAnswer<RoleDto[]>>('/roles')).data
}

export interface OrganizationOption {
  id: string
  name: string
}

export async function fetchClientOrganizations(): Promise<OrganizationOption[]> {
  return (
    await http.get<{ data: OrganizationOption[] }>('/guest/organizations', { query: { type: 'client', limit: 200 } })
  ).data
}

/** Form errors (field messages, e-mail taken) are shown by the dialog. */
export async function createUser(input: Partial<AdminCreateUserInput>): Promise<AdminUserDto> {
  return (await http.post<DataAnswer<AdminUserDto>>('/users', input, { handledStatuses: [400, 409, 422] })).data
}

export async function setUserActive(userId: string, active: boolean): Promise<AdminUserDto> {
  return (await http.post<DataAnswer<AdminUserDto>>(`/users/${userId}/${active ? 'reactivate' : 'deactivate'}`)).data
}

export async function sendLoginInvite(userId: string): Promise<void> {
  await http.post('/users/login-invite', { userId })
}
