import {
  ClientContact,
  ClientContactParams,
  ClientContactsQuery,
  ClientDetails,
  ClientJobsQuery,
  ClientListBody,
  ClientListItem,
  ClientListQuery,
  ClientNote,
  ClientNoteInput,
  ClientNoteParams,
  ClientNotesQuery,
  ClientParams,
  ClientStatusInput,
  CreateClientContactInput,
  ExecReportQuery,
  ExecutiveSummary,
  Favorites,
  RejectionReasonsReport,
  RoleMetrics,
  UpdateClientContactInput,
  UpdateClientInput,
} from '@quota/shared/contracts/clients'
import { Answers, DataEnvelope, ErrorResponses, ListEnvelope } from '@quota/shared/contracts/common'
import { JobListItem } from '@quota/shared/contracts/jobs'
import { OrganizationProfile } from '@quota/shared/contracts/organizations'
import { Elysia } from 'elysia'
import * as z from 'zod'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import { CLIENT_USERS } from './access'
import { createClientContact, listClientContacts, updateClientContact } from './contacts'
import { executiveSummary, rejectionReasons, roleSpecificMetrics } from './executive-report'
import {
  deleteClient,
  getClientDetails,
  getClientProfile,
  hideClientModal,
  listClientJobs,
  listClients,
  setClientFavorite,
  setClientStatus,
  updateClient,
} from './manage-clients'
import { addClientNote, listClientNotes, updateClientNote } from './notes'

const Deleted = z.object({ id: z.uuid(), deleted: z.literal(true) })
const ModalHidden = z.object({ showClientInboundHiringModal: z.literal(false) })

export const clientsRoutes = (deps: AppDeps) => {
  const ctxOf = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
  return new Elysia({ name: 'clients', prefix: '/api', tags: ['Clients'] })
    .use(moduleBase(deps))
    .post(
      '/organizations/clients/list',
      ({ body, query, actor, requestId }) => listClients({ ctx: ctxOf(actor, requestId), input: { body, query } }),
      {
        auth: { userTypes: ['staff'] },
        body: ClientListBody,
        query: ClientListQuery,
        response: { 200: ListEnvelope(ClientListItem), ...ErrorResponses },
        detail: {
          summary: 'Client list (provider staff): search, status, company type, account manager, favourites',
          operationId: 'listClients',
        },
      },
    )
    .patch(
      '/client/hide-client-modal',
      async ({ actor, requestId }) => ({ data: await hideClientModal({ ctx: ctxOf(actor, requestId) }) }),
      {
        auth: { userTypes: ['client'] },
        response: { 200: DataEnvelope(ModalHidden), ...ErrorResponses },
        detail: {
          summary: 'Stop showing the inbound-hiring modal to this client user',
          operationId: 'hideClientModal',
        },
      },
    )
    .get(
      '/client/:id/details',
      async ({ params, actor, requestId }) => ({
        data: await getClientDetails({ ctx: ctxOf(actor, requestId), input: { clientId: params.id } }),
      }),
      {
        auth: CLIENT_USERS,
        params: ClientParams,
        response: { 200: DataEnvelope(ClientDetails), ...ErrorResponses },
        detail: { summary: 'Client details', operationId: 'getClientDetails' },
      },
    )
    .get(
      '/client/:id/profile',
      async ({ params, actor, requestId }) => ({
        data: await getClientProfile({ ctx: ctxOf(actor, requestId), input: { clientId: params.id } }),
      }),
      {
        auth: CLIENT_USERS,
        params: ClientParams,
        response: { 200: DataEnvelope(OrganizationProfile), ...ErrorResponses },
        detail: { summary: "The client's company profile", operationId: 'getClientProfile' },
      },
    )
    .get(
      '/client/:id/jobs',
      ({ params, query, actor, requestId }) =>
        listClientJobs({ ctx: ctxOf(actor, requestId), input: { clientId: params.id, query } }),
      {
        auth: CLIENT_USERS,
        params: ClientParams,
        query: ClientJobsQuery,
        response: { 200: ListEnvelope(JobListItem), ...ErrorResponses },
        detail: { summary: "The client's jobs (open, closed or all)", operationId: 'listClientJobs' },
      },
    )
    .get(
      '/organizations/:id/jobs',
      ({ params, query, actor, requestId }) =>
        listClientJobs({ ctx: ctxOf(actor, requestId), input: { clientId: params.id, query } }),
      {
        auth: CLIENT_USERS,
        params: ClientParams,
        query: ClientJobsQuery,
        response: { 200: ListEnvelope(JobListItem), ...ErrorResponses },
        detail: {
          summary: "An organization's jobs (type: open, closed or all; searchText)",
          operationId: 'listOrganizationJobs',
        },
      },
    )
    .patch(
      '/client/:id/status',
      async ({ params, body, actor, requestId }) => ({
        data: await setClientStatus({ ctx: ctxOf(actor, requestId), input: { clientId: params.id, ...body } }),
      }),
      {
        auth: CLIENT_USERS,
        params: ClientParams,
        body: ClientStatusInput,
        response: { 200: DataEnvelope(ClientDetails), ...ErrorResponses },
        detail: { summary: 'Activate or deactivate a client (provider recruiters)', operationId: 'setClientStatus' },
      },
    )
    .put(
      '/client/:id',
      async ({ params, body, actor, requestId }) => ({
        data: await updateClient({ ctx: ctxOf(actor, requestId), input: { clientId: params.id, patch: body } }),
      }),
      {
        auth: CLIENT_USERS,
        params: ClientParams,
        body: UpdateClientInput,
        response: { 200: DataEnvelope(ClientDetails), ...ErrorResponses },
        detail: {
          summary: 'Change the client account (type, fee, kickoff, account manager, notes)',
          operationId: 'updateClient',
        },
      },
    )
    .delete(
      '/client/:id',
      async ({ params, actor, requestId }) => ({
        data: await deleteClient({ ctx: ctxOf(actor, requestId), input: { clientId: params.id } }),
      }),
      {
        auth: CLIENT_USERS,
        params: ClientParams,
        response: { 200: DataEnvelope(Deleted), ...ErrorResponses, ...Answers(409) },
        detail: { summary: 'Stop a company being a client (refused while it has jobs)', operationId: 'deleteClient' },
      },
    )
    .put(
      '/client/:id/favorite',
      async ({ params, actor, requestId }) => ({
        data: await setClientFavorite({ ctx: ctxOf(actor, requestId), input: { clientId: params.id, favorite: true } }),
      }),
      {
        auth: CLIENT_USERS,
        params: ClientParams,
        response: { 200: DataEnvelope(Favorites), ...ErrorResponses },
        detail: { summary: 'Mark a client as a favourite of the caller', operationId: 'favoriteClient' },
      },
    )
    .delete(
      '/client/:id/favorite',
      async ({ params, actor, requestId }) => ({
        data: await setClientFavorite({
          ctx: ctxOf(actor, requestId),
          input: { clientId: params.id, favorite: false },
        }),
      }),
      {
        auth: CLIENT_USERS,
        params: ClientParams,
        response: { 200: DataEnvelope(Favorites), ...ErrorResponses },
        detail: { summary: 'Unmark a favourite client', operationId: 'unfavoriteClient' },
      },
    )
    .get(
      '/client/:id/user',
      ({ params, query, actor, requestId }) =>
        listClientContacts({ ctx: ctxOf(actor, requestId), input: { clientId: params.id, query } }),
      {
        auth: CLIENT_USERS,
        params: ClientParams,
        query: ClientContactsQuery,
        response: { 200: ListEnvelope(ClientContact), ...ErrorResponses },
        detail: {
          summary: "The client's contacts, with views and activity counts (daysFilter)",
          operationId: 'listClientContacts',
        },
      },
    )
    .post(
      '/client/:id/user',
      async ({ params, body, actor, requestId, set }) => {
        set.status = 201
        return {
          data: await createClientContact({ ctx: ctxOf(actor, requestId), input: { clientId: params.id, ...body } }),
        }
      },
      {
        auth: CLIENT_USERS,
        params: ClientParams,
        body: CreateClientContactInput,
        response: { 201: DataEnvelope(ClientContact), ...ErrorResponses, ...Answers(409) },
        detail: { summary: 'Add a contact (a new, invited client user)', operationId: 'createClientContact' },
      },
    )
    .patch(
      '/client/:id/user/:contactId',
      async ({ params, body, actor, requestId }) => ({
        data: await updateClientContact({
          ctx: ctxOf(actor, requestId),
          input: { clientId: params.id, contactId: params.contactId, patch: body },
        }),
      }),
      {
        auth: CLIENT_USERS,
        params: ClientContactParams,
        body: UpdateClientContactInput,
        response: { 200: DataEnvelope(ClientContact), ...ErrorResponses },
        detail: {
          summary: 'Change a contact (level, no longer at company, can source, ...)',
          operationId: 'updateClientContact',
        },
      },
    )
    .get(
      '/client/:id/notes',
      ({ params, query, actor, requestId }) =>
        listClientNotes({ ctx: ctxOf(actor, requestId), input: { clientId: params.id, ...query } }),
      {
        auth: CLIENT_USERS,
        params: ClientParams,
        query: ClientNotesQuery,
        response: { 200: ListEnvelope(ClientNote), ...ErrorResponses },
        detail: {
          summary: "Recruiters' notes on a client, newest first (provider staff)",
          operationId: 'listClientNotes',
        },
      },
    )
    .post(
      '/client/:id/notes',
      async ({ params, body, actor, requestId, set }) => {
        set.status = 201
        return { data: await addClientNote({ ctx: ctxOf(actor, requestId), input: { clientId: params.id, ...body } }) }
      },
      {
        auth: CLIENT_USERS,
        params: ClientParams,
        body: ClientNoteInput,
        response: { 201: DataEnvelope(ClientNote), ...ErrorResponses },
        detail: { summary: 'Add a note on a client (provider recruiters)', operationId: 'addClientNote' },
      },
    )
    .put(
      '/client/:id/notes/:noteId',
      async ({ params, body, actor, requestId }) => ({
        data: await updateClientNote({
          ctx: ctxOf(actor, requestId),
          input: { clientId: params.id, noteId: params.noteId, ...body },
        }),
      }),
      {
        auth: CLIENT_USERS,
        params: ClientNoteParams,
        body: ClientNoteInput,
        response: { 200: DataEnvelope(ClientNote), ...ErrorResponses },
        detail: { summary: 'Change a note on a client', operationId: 'updateClientNote' },
      },
    )
    .get(
      '/client-executive-report/:id/executive-summary',
      async ({ params, query, actor, requestId }) => ({
        data: await executiveSummary({ ctx: ctxOf(actor, requestId), input: { clientId: params.id, query } }),
      }),
      {
        auth: CLIENT_USERS,
        params: ClientParams,
        query: ExecReportQuery,
        response: { 200: DataEnvelope(ExecutiveSummary), ...ErrorResponses },
        detail: {
          summary: 'Executive report: submittals, interviews, offers, hires, rejections and rates',
          operationId: 'getExecutiveSummary',
        },
      },
    )
    .get(
      '/client-executive-report/:id/role-specific-metrics',
      ({ params, query, actor, requestId }) =>
        roleSpecificMetrics({ ctx: ctxOf(actor, requestId), input: { clientId: params.id, query } }),
      {
        auth: CLIENT_USERS,
        params: ClientParams,
        query: ExecReportQuery,
        response: { 200: ListEnvelope(RoleMetrics), ...ErrorResponses },
        detail: { summary: 'Executive report per role (position), 75 a page', operationId: 'getRoleSpecificMetrics' },
      },
    )
    .get(
      '/client-executive-report/:id/rejection-reasons',
      async ({ params, query, actor, requestId }) => ({
        data: await rejectionReasons({ ctx: ctxOf(actor, requestId), input: { clientId: params.id, query } }),
      }),
      {
        auth: CLIENT_USERS,
        params: ClientParams,
        query: ExecReportQuery,
        response: { 200: DataEnvelope(RejectionReasonsReport), ...ErrorResponses },
        detail: {
          summary: 'Executive report rejection reasons with the donut (top 7, the rest as Others)',
          operationId: 'getRejectionReasons',
        },
      },
    )
}
