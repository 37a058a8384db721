/** The create-user form's rules (spec 000 §5): names, e-mail, phone, at least one role, a client's company. */
import { FIELD_MESSAGES, isEmail, nameProblem, phoneProblem } from '@quota/shared/domain/auth/index'

export interface NewUserValues {
  firstName: string
  lastName: string
  email: string
  phone: string
  userType: 'staff' | 'client' | 'candidate'
  roleKeys: string[]
  organizationId: string
  sendInvite: boolean
}

export const ADMIN_MESSAGES = {
  roleRequired: 'Please select at least one role.',
  organizationRequired: 'Please choose the client company.',
} as const

/** The roles each kind of user may get. */
export const ROLES_BY_TYPE: Record<NewUserValues['userType'], readonly string[]> = {
  staff: ['internal-recruiter', 'fractional-recruiter', 'manage-lists', 'manage-users', 'administrator'],
  client: ['client-recruiter', 'client-recruiter-basic', 'client-sourcing'],
  candidate: ['candidate'],
}

export function validateNewUser(v: NewUserValues): Partial<Record<keyof NewUserValues, string>> {
  const e: Partial<Record<keyof NewUserValues, string>> = {}
  const first = nameProblem(v.firstName)
  if (first) e.firstName = first.message
  const last = nameProblem(v.lastName)
  if (last) e.lastName = last.message
  if (!v.email.trim()) e.email = FIELD_MESSAGES.required
  else if (!isEmail(v.email)) e.email = FIELD_MESSAGES.email
  if (v.phone.trim()) {
    const phone = phoneProblem(v.phone)
    if (phone) e.phone = phone.message
  }
  if (!v.roleKeys.length) e.roleKeys = ADMIN_MESSAGES.roleRequired
  if (v.userType === 'client' && !v.organizationId) e.organizationId = ADMIN_MESSAGES.organizationRequired
  return e
}
