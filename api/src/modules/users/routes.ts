import { Answers, DataEnvelope, ErrorResponses, IdParams, ListEnvelope } from '@quota/shared/contracts/common'
import {
  AdminCreateUserInput,
  AdminUpdateUserInput,
  AdminUserDto,
  AdminUsersQuery,
  AssignRolesInput,
  FeatureNotificationDto,
  FeatureNotificationsReadInput,
  LoginInviteInput,
  LoginInviteResult,
  MeDto,
  MeQuery,
  OwnerDto,
  OwnersByStatusQuery,
  OwnersQuery,
  PrivacyPolicyInput,
  RecentClickDto,
  RecipientDto,
  RecipientsQuery,
  RecordRecentClickInput,
  RoleDto,
  ShortProfileDto,
  UpdateMeInput,
} from '@quota/shared/contracts/users'
import type { Server } from 'bun'
import { Elysia } from 'elysia'
import * as z from 'zod'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import { clientAddress } from '../../plugins/client-address'
import { appOriginOf } from '../auth/context'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import {
  adminCreateUser,
  adminUpdateUser,
  assignRoles,
  getUserForAdmin,
  listRoles,
  listUsers,
  sendLoginInvite,
  setUserActive,
} from './admin-users'
import { listFeatureNotificationsFor, markFeatureNotificationsRead } from './feature-notifications'
import { getMe } from './get-me'
import { getShortProfile, listOwners, listRecipients } from './list-people'
import { listRecentClicks, recordRecentClick } from './recent-clicks'
import { findUserById } from './repository'
import { acceptPrivacyPolicy, rememberTimezone, updateMe } from './update-me'

const MANAGE_USERS = { permission: 'manage-users' } as const

export const usersRoutes = (deps: AppDeps) => {
  const ctxOf = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
  const metaOf = (request: Request, server: Server<unknown> | null) => ({
    ip: clientAddress(request, server, deps.config.TRUST_PROXY),
    userAgent: request.headers.get('user-agent'),
  })

  return (
    new Elysia({ name: 'users-routes', prefix: '/api', tags: ['Users'] })
      .use(moduleBase(deps))
      .get(
        '/users/me',
        async ({ actor, query, set }) => {
          await rememberTimezone(deps.db, actor.userId, query.tz)
          set.headers['cache-control'] = 'no-store'
          return { data: await getMe(deps.db, deps.config, actor.userId) }
        },
        {
          auth: 'user',
          query: MeQuery,
          response: { 200: DataEnvelope(MeDto), ...ErrorResponses },
          detail: { summary: 'The logged-in user, with the home route by role', operationId: 'getMe' },
        },
      )
      .patch(
        '/users',
        async ({ actor, body, requestId, request, server }) => ({
          data: await updateMe({
            ctx: ctxOf(actor, requestId),
            config: deps.config,
            meta: metaOf(request, server),
            input: body,
          }),
        }),
        {
          auth: 'user',
          body: UpdateMeInput,
          response: { 200: DataEnvelope(MeDto), ...ErrorResponses, ...Answers(409, 429) },
          detail: { summary: 'Update my profile, one-off prompts, or finish sign-up step 1', operationId: 'updateMe' },
        },
      )
      .post(
        '/users/:id/privacy-policy',
        async ({ actor, params, body, requestId, request, server }) => ({
          data: await acceptPrivacyPolicy({
            ctx: ctxOf(actor, requestId),
            config: deps.config,
            meta: metaOf(request, server),
            input: { userId: params.id, version: body.version },
          }),
        }),
        {
          auth: 'user',
          params: IdParams,
          body: PrivacyPolicyInput,
          response: { 200: DataEnvelope(MeDto), ...ErrorResponses, ...Answers(409, 429) },
          detail: { summary: 'Agree to the privacy policy in force ("I Agree")', operationId: 'acceptPrivacyPolicy' },
        },
      )
      .get(
        '/users/feature-notifications',
        async ({ actor }) => {
          const user = await findUserById(deps.db, actor.userId)
          return { data: user ? await listFeatureNotificationsFor(deps.db, user) : [] }
        },
        {
          auth: 'user',
          response: { 200: DataEnvelope(z.array(FeatureNotificationDto)), ...ErrorResponses },
          detail: { summary: 'New-feature announcements for me', operationId: 'listFeatureNotifications' },
        },
      )
      .patch(
        '/users/:id/feature-notifications',
        async ({ actor, params, body, requestId }) => ({
          data: await markFeatureNotificationsRead({
            ctx: ctxOf(actor, requestId),
            input: { userId: params.id, ids: body.ids },
          }),
        }),
        {
          auth: 'user',
          params: IdParams,
          body: FeatureNotificationsReadInput,
          response: { 200: DataEnvelope(z.object({ updated: z.number().int() })), ...ErrorResponses },
          detail: { summary: 'Mark announcements as seen', operationId: 'markFeatureNotificationsRead' },
        },
      )
      .get(
        '/users/recent-clicks',
        async ({ actor, requestId }) => ({ data: await listRecentClicks({ ctx: ctxOf(actor, requestId) }) }),
        {
          auth: { userTypes: ['staff', 'client'] },
          response: { 200: DataEnvelope(z.array(RecentClickDto)), ...ErrorResponses },
          detail: {
            summary: 'What the user opened lately (candidates, jobs, clients, organizations), newest first',
            operationId: 'listRecentClicks',
          },
        },
      )
      .post(
        '/users/recent-clicks',
        async ({ actor, body, requestId }) => ({
          data: await recordRecentClick({ ctx: ctxOf(actor, requestId), input: body }),
        }),
        {
          auth: { userTypes: ['staff', 'client'] },
          body: RecordRecentClickInput,
          response: { 200: DataEnvelope(RecentClickDto), ...ErrorResponses },
          detail: {
            summary: 'Record that the user opened a record (404 for one they may not see)',
            operationId: 'recordRecentClick',
          },
        },
      )
      .get(
        '/users/:id/short-profile',
        async ({ actor, params, requestId }) => ({
          data: await getShortProfile({ ctx: ctxOf(actor, requestId), input: { userId: params.id } }),
        }),
        {
          auth: 'user',
          params: IdParams,
          response: { 200: DataEnvelope(ShortProfileDto), ...ErrorResponses },
          detail: { summary: "A person's contact card", operationId: 'getUserShortProfile' },
        },
      )
      .get(
        '/users/owners',
        async ({ actor, query, requestId }) => ({
          data: await listOwners({ ctx: ctxOf(actor, requestId), input: query }),
        }),
        {
          auth: { userTypes: ['staff'] },
          query: OwnersQuery,
          response: { 200: DataEnvelope(z.array(OwnerDto)), ...ErrorResponses },
          detail: { summary: 'Recruiters who can own candidates and jobs', operationId: 'listOwners' },
        },
      )
      .get(
        '/users/owners-by-status',
        async ({ actor, query, requestId }) => ({
          data: await listOwners({
            ctx: ctxOf(actor, requestId),
            input: { ...OwnersQuery.parse({}), status: query.status },
          }),
        }),
        {
          auth: { userTypes: ['staff'] },
          query: OwnersByStatusQuery,
          response: { 200: DataEnvelope(z.array(OwnerDto)), ...ErrorResponses },
          detail: { summary: 'Owners that are active, inactive, or all', operationId: 'listOwnersByStatus' },
        },
      )
      .get(
        '/users/recipient-emails',
        async ({ actor, query, requestId }) => ({
          data: await listRecipients({ ctx: ctxOf(actor, requestId), input: query }),
        }),
        {
          auth: { userTypes: ['staff', 'client'] },
          query: RecipientsQuery,
          response: { 200: DataEnvelope(z.array(RecipientDto)), ...ErrorResponses, ...Answers(404) },
          detail: { summary: 'People a message can be sent to', operationId: 'listRecipientEmails' },
        },
      )
      .post(
        '/users/login-invite',
        async ({ actor, body, requestId, request }) => ({
          data: await sendLoginInvite({
            ctx: ctxOf(actor, requestId),
            config: deps.config,
            appOrigin: appOriginOf(request, deps.config),
            input: body,
          }),
        }),
        {
          auth: { userTypes: ['staff'] },
          body: LoginInviteInput,
          response: { 200: DataEnvelope(LoginInviteResult), ...ErrorResponses, ...Answers(404, 409, 503) },
          detail: {
            summary: 'E-mail a user an invitation to set a password and log in',
            operationId: 'sendLoginInvite',
          },
        },
      )
      // --- users admin (manage-users) ---
      .get('/roles', async () => ({ data: await listRoles(deps.db) }), {
        auth: 'user',
        response: { 200: DataEnvelope(z.array(RoleDto)), ...ErrorResponses },
        detail: { summary: 'The role dictionary', operationId: 'listRoles' },
      })
      .get('/users', ({ actor, query, requestId }) => listUsers({ ctx: ctxOf(actor, requestId), input: query }), {
        auth: MANAGE_USERS,
        query: AdminUsersQuery,
        response: { 200: ListEnvelope(AdminUserDto), ...ErrorResponses },
        detail: { summary: 'Search users (users admin)', operationId: 'listUsers' },
      })
      .post(
        '/users',
        async ({ actor, body, requestId, request }) => ({
          data: await adminCreateUser({
            ctx: ctxOf(actor, requestId),
            config: deps.config,
            appOrigin: appOriginOf(request, deps.config),
            input: body,
          }),
        }),
        {
          auth: MANAGE_USERS,
          body: AdminCreateUserInput,
          response: { 200: DataEnvelope(AdminUserDto), ...ErrorResponses, ...Answers(404, 409, 503) },
          detail: { summary: 'Create a user and invite them (users admin)', operationId: 'createUser' },
        },
      )
      .get(
        '/users/:id',
        async ({ actor, params, requestId }) => ({
          data: await getUserForAdmin({ ctx: ctxOf(actor, requestId), input: { userId: params.id } }),
        }),
        {
          auth: MANAGE_USERS,
          params: IdParams,
          response: { 200: DataEnvelope(AdminUserDto), ...ErrorResponses },
          detail: { summary: 'One user (users admin)', operationId: 'getUser' },
        },
      )
      .patch(
        '/users/:id',
        async ({ actor, params, body, requestId }) => ({
          data: await adminUpdateUser({ ctx: ctxOf(actor, requestId), input: { userId: params.id, ...body } }),
        }),
        {
          auth: MANAGE_USERS,
          params: IdParams,
          body: AdminUpdateUserInput,
          response: { 200: DataEnvelope(AdminUserDto), ...ErrorResponses },
          detail: { summary: "Update a user's details (users admin)", operationId: 'updateUser' },
        },
      )
      .put(
        '/users/:id/roles',
        async ({ actor, params, body, requestId }) => ({
          data: await assignRoles({
            ctx: ctxOf(actor, requestId),
            input: { userId: params.id, roleKeys: body.roleKeys },
          }),
        }),
        {
          auth: MANAGE_USERS,
          params: IdParams,
          body: AssignRolesInput,
          response: { 200: DataEnvelope(AdminUserDto), ...ErrorResponses, ...Answers(409) },
          detail: { summary: "Replace a user's roles (users admin)", operationId: 'assignUserRoles' },
        },
      )
      .post(
        '/users/:id/deactivate',
        async ({ actor, params, requestId }) => ({
          data: await setUserActive({ ctx: ctxOf(actor, requestId), input: { userId: params.id, active: false } }),
        }),
        {
          auth: MANAGE_USERS,
          params: IdParams,
          response: { 200: DataEnvelope(AdminUserDto), ...ErrorResponses, ...Answers(409) },
          detail: {
            summary: 'Deactivate a user: every session ends at once (users admin)',
            operationId: 'deactivateUser',
          },
        },
      )
      .post(
        '/users/:id/reactivate',
        async ({ actor, params, requestId }) => ({
          data: await setUserActive({ ctx: ctxOf(actor, requestId), input: { userId: params.id, active: true } }),
        }),
        {
          auth: MANAGE_USERS,
          params: IdParams,
          response: { 200: DataEnvelope(AdminUserDto), ...ErrorResponses, ...Answers(409) },
          detail: { summary: 'Reactivate a user (users admin)', operationId: 'reactivateUser' },
        },
      )
  )
}
