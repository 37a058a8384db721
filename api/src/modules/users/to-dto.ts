import type { AdminUserDto, OwnerDto, RecipientDto, ShortProfileDto } from '@quota/shared/contracts/users'
import { phoneForDisplay } from '@quota/shared/domain/auth/index'
import type { UserRow } from '../../db/schema'

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null)
export const fullNameOf = (u: { firstName: string; lastName: string; email?: string }) =>
  [u.firstName, u.lastName].filter((s) => s?.trim()).join(' ') || (u.email ?? '')

/** Media is served by the media module (`GET media-content/{id}/stream`, 002 §7). */
export const mediaUrl = (id: string | null | undefined) => (id ? `/api/media-content/${id}/stream` : null)

export function toAdminUserDto(
  u: UserRow,
  extra: { organizationName: string | null; roles: { key: string; name: string; isAdministrative: boolean }[] },
): AdminUserDto {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    fullName: fullNameOf(u),
    phone: phoneForDisplay(u.phone),
    userType: u.userType,
    organizationId: u.organizationId,
    organizationName: extra.organizationName,
    roles: extra.roles,
    isActive: u.isActive,
    emailVerified: !!u.emailVerifiedAt,
    hasOnboarded: !!u.onboardedAt,
    hasPassword: !!u.passwordHash,
    isMarketingUser: u.isMarketingUser,
    clientSourcing: u.clientSourcing,
    lastLoginAt: iso(u.lastLoginAt),
    manualInviteSentAt: iso(u.manualInviteSentAt),
    createdAt: u.createdAt.toISOString(),
  }
}

export function toShortProfileDto(
  u: UserRow,
  extra: { organizationName: string | null; role: string | null },
): ShortProfileDto {
  return {
    userId: u.id,
    fullName: fullNameOf(u),
    firstName: u.firstName,
    lastName: u.lastName,
    pictureUrl: mediaUrl(u.pictureMediaId),
    timezone: u.timezone,
    organizationName: extra.organizationName,
    // title and manager are kept on client contacts (organizations module); not on users
    title: null,
    managerName: null,
    email: u.email,
    phone: phoneForDisplay(u.phone),
    role: extra.role,
    userType: u.userType,
    isActive: u.isActive,
  }
}

export function toOwnerDto(u: UserRow, roles: { key: string; name: string }[]): OwnerDto {
  return {
    id: u.id,
    value: fullNameOf(u),
    email: u.email,
    isActive: u.isActive,
    role: roles[0]?.name ?? null,
    roles: roles.map((r) => r.key),
    userType: u.userType,
    isMarketingUser: u.isMarketingUser,
  }
}

export function toRecipientDto(u: UserRow, organizationName: string | null): RecipientDto {
  return {
    userId: u.id,
    email: u.email,
    fullName: fullNameOf(u),
    userType: u.userType,
    isActive: u.isActive,
    organizationId: u.organizationId,
    organizationName,
  }
}
