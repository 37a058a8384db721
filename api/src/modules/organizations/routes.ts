import { Answers, DataEnvelope, ErrorResponses, ListEnvelope } from '@quota/shared/contracts/common'
import { PresignedUpload } from '@quota/shared/contracts/media'
import {
  AddCultureMediaInput,
  CultureMediaItem,
  CultureMediaMetaQuery,
  CultureMediaParams,
  GuestOrganizationsQuery,
  OrganizationImageInput,
  OrganizationListItem,
  OrganizationMediaParams,
  OrganizationParams,
  OrganizationProfile,
  OrganizationUploadQuery,
  OrganizationUser,
  OrganizationUsersQuery,
  ReorderCultureMediaInput,
  SimilarOrganization,
  SimilarOrganizationsQuery,
  UpdateCultureMediaInput,
  UpdateOrganizationInput,
  UrlMeta,
} from '@quota/shared/contracts/organizations'
import { Elysia } from 'elysia'
import * as z from 'zod'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import { storageFor } from '../../storage'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import {
  addCultureMedia,
  deleteCultureMedia,
  getUrlMeta,
  listCultureMedia,
  type OrganizationFilesCtx,
  reorderCultureMedia,
  updateCultureMedia,
} from './culture-media'
import {
  getOrganizationDetails,
  listOrganizationUsers,
  listSimilarOrganizations,
  searchOrganizations,
  searchUniqueOrganizations,
  setOrganizationImage,
  updateOrganization,
} from './manage-organizations'
import { startOrganizationUpload, streamOrganizationMedia } from './organization-files'

const Deleted = z.object({ id: z.uuid(), deleted: z.literal(true) })
const ORG_EDITORS = { userTypes: ['staff', 'client'] } as const
const fileAnswer = { 200: z.any().describe('The file (byte ranges supported)'), 206: z.any(), ...ErrorResponses }

export const organizationsRoutes = (deps: AppDeps) => {
  const storage = storageFor(deps.config)
  const ctxOf = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
  const filesCtx = (actor: Actor, requestId: string): OrganizationFilesCtx => ({ ...ctxOf(actor, requestId), storage })
  return new Elysia({ name: 'organizations', prefix: '/api', tags: ['Organizations'] })
    .use(moduleBase(deps))
    .get('/guest/organizations', ({ query }) => searchOrganizations({ db: deps.db, input: query }), {
      isPublic: true,
      query: GuestOrganizationsQuery,
      response: { 200: ListEnvelope(OrganizationListItem), ...ErrorResponses },
      detail: {
        summary: 'Organizations by name (autocomplete); type=client for clients only',
        operationId: 'searchOrganizations',
      },
    })
    .get('/guest/unique-organizations', ({ query }) => searchUniqueOrganizations({ db: deps.db, input: query }), {
      isPublic: true,
      query: GuestOrganizationsQuery,
      response: { 200: ListEnvelope(OrganizationListItem), ...ErrorResponses },
      detail: { summary: 'Organizations by name, one per distinct name', operationId: 'searchUniqueOrganizations' },
    })
    .get(
      '/organizations/details/:id',
      async ({ params, actor, requestId }) => ({
        data: await getOrganizationDetails({ ctx: ctxOf(actor, requestId), input: params }),
      }),
      {
        auth: 'user',
        params: OrganizationParams,
        response: { 200: DataEnvelope(OrganizationProfile), ...ErrorResponses },
        detail: { summary: 'Organization details and profile', operationId: 'getOrganizationDetails' },
      },
    )
    .get('/organizations/culture-media/meta', async ({ query }) => ({ data: await getUrlMeta({ input: query }) }), {
      auth: ORG_EDITORS,
      query: CultureMediaMetaQuery,
      response: { 200: DataEnvelope(UrlMeta), ...ErrorResponses },
      detail: {
        summary: "A link's meta (title, description, image, kind), fetched safely",
        operationId: 'getCultureMediaMeta',
      },
    })
    .patch(
      '/organizations/:id',
      async ({ params, body, actor, requestId }) => ({
        data: await updateOrganization({ ctx: ctxOf(actor, requestId), input: { id: params.id, patch: body } }),
      }),
      {
        auth: ORG_EDITORS,
        params: OrganizationParams,
        body: UpdateOrganizationInput,
        response: { 200: DataEnvelope(OrganizationProfile), ...ErrorResponses },
        detail: { summary: "Change an organization's profile", operationId: 'updateOrganization' },
      },
    )
    .get(
      '/organizations/:id/users',
      ({ params, query, actor, requestId }) =>
        listOrganizationUsers({ ctx: ctxOf(actor, requestId), input: { id: params.id, ...query } }),
      {
        auth: ORG_EDITORS,
        params: OrganizationParams,
        query: OrganizationUsersQuery,
        response: { 200: ListEnvelope(OrganizationUser), ...ErrorResponses },
        detail: {
          summary: "The organization's client users (searchText, excludeInActive)",
          operationId: 'listOrganizationUsers',
        },
      },
    )
    .get(
      '/organizations/:id/similar-organizations',
      async ({ params, query, actor, requestId }) => ({
        data: await listSimilarOrganizations({ ctx: ctxOf(actor, requestId), input: { id: params.id, ...query } }),
      }),
      {
        auth: ORG_EDITORS,
        params: OrganizationParams,
        query: SimilarOrganizationsQuery,
        response: { 200: DataEnvelope(z.array(SimilarOrganization)), ...ErrorResponses },
        detail: {
          summary: 'Up to 30 organizations like this one (industry, size, funding, location)',
          operationId: 'listSimilarOrganizations',
        },
      },
    )
    .get(
      '/organizations/:id/media-content/presigned-url',
      async ({ params, query, actor, requestId }) => ({
        data: await startOrganizationUpload({
          ctx: { ...ctxOf(actor, requestId), config: deps.config },
          input: { id: params.id, ...query },
        }),
      }),
      {
        auth: ORG_EDITORS,
        params: OrganizationParams,
        query: OrganizationUploadQuery,
        response: { 200: DataEnvelope(PresignedUpload), 415: ErrorResponses[413], ...ErrorResponses },
        detail: {
          summary: 'Start an upload of culture media, a thumbnail, the logo or the cover: a signed URL to PUT it to',
          operationId: 'createOrganizationUpload',
        },
      },
    )
    .get(
      '/organizations/:id/media/:mediaId/stream',
      async ({ params, request }) =>
        streamOrganizationMedia({
          deps: { db: deps.db, storage },
          input: { id: params.id, mediaId: params.mediaId, range: request.headers.get('range') },
        }),
      {
        isPublic: true,
        params: OrganizationMediaParams,
        response: fileAnswer,
        detail: {
          summary: "An organization's logo, cover or culture media file (public, byte ranges)",
          operationId: 'streamOrganizationMedia',
        },
      },
    )
    .put(
      '/organizations/:id/logo',
      async ({ params, body, actor, requestId }) => ({
        data: await setOrganizationImage({
          ctx: filesCtx(actor, requestId),
          input: { id: params.id, which: 'logo', mediaId: body.mediaId },
        }),
      }),
      {
        auth: ORG_EDITORS,
        params: OrganizationParams,
        body: OrganizationImageInput,
        response: { 200: DataEnvelope(OrganizationProfile), ...ErrorResponses },
        detail: {
          summary: "Set or clear the organization's logo (an uploaded image)",
          operationId: 'setOrganizationLogo',
        },
      },
    )
    .put(
      '/organizations/:id/cover',
      async ({ params, body, actor, requestId }) => ({
        data: await setOrganizationImage({
          ctx: filesCtx(actor, requestId),
          input: { id: params.id, which: 'cover', mediaId: body.mediaId },
        }),
      }),
      {
        auth: ORG_EDITORS,
        params: OrganizationParams,
        body: OrganizationImageInput,
        response: { 200: DataEnvelope(OrganizationProfile), ...ErrorResponses },
        detail: { summary: "Set or clear the organization's cover image", operationId: 'setOrganizationCover' },
      },
    )
    .get(
      '/organizations/:id/culture-media',
      async ({ params, actor, requestId }) => ({
        data: await listCultureMedia({ ctx: ctxOf(actor, requestId), input: params }),
      }),
      {
        auth: 'user',
        params: OrganizationParams,
        response: { 200: DataEnvelope(z.array(CultureMediaItem)), ...ErrorResponses },
        detail: { summary: "The organization's culture media, in order", operationId: 'listCultureMedia' },
      },
    )
    .post(
      '/organizations/:id/culture-media',
      async ({ params, body, actor, requestId, set }) => {
        set.status = 201
        return { data: await addCultureMedia({ ctx: ctxOf(actor, requestId), input: { id: params.id, ...body } }) }
      },
      {
        auth: ORG_EDITORS,
        params: OrganizationParams,
        body: AddCultureMediaInput,
        response: { 201: DataEnvelope(CultureMediaItem), ...ErrorResponses, ...Answers(415) },
        detail: {
          summary: 'Add culture media from an upload or a link (meta fetched safely)',
          operationId: 'addCultureMedia',
        },
      },
    )
    .put(
      '/organizations/:id/culture-media/order',
      async ({ params, body, actor, requestId }) => ({
        data: await reorderCultureMedia({ ctx: ctxOf(actor, requestId), input: { id: params.id, ids: body.ids } }),
      }),
      {
        auth: ORG_EDITORS,
        params: OrganizationParams,
        body: ReorderCultureMediaInput,
        response: { 200: DataEnvelope(z.array(CultureMediaItem)), ...ErrorResponses },
        detail: { summary: 'Put the culture media in a new order', operationId: 'reorderCultureMedia' },
      },
    )
    .patch(
      '/organizations/:id/culture-media/:mediaId',
      async ({ params, body, actor, requestId }) => ({
        data: await updateCultureMedia({
          ctx: filesCtx(actor, requestId),
          input: { id: params.id, mediaId: params.mediaId, patch: body },
        }),
      }),
      {
        auth: ORG_EDITORS,
        params: CultureMediaParams,
        body: UpdateCultureMediaInput,
        response: { 200: DataEnvelope(CultureMediaItem), ...ErrorResponses },
        detail: {
          summary: 'Change a culture media item (title, description, thumbnail)',
          operationId: 'updateCultureMedia',
        },
      },
    )
    .delete(
      '/organizations/:id/culture-media/:mediaId',
      async ({ params, actor, requestId }) => ({
        data: await deleteCultureMedia({ ctx: filesCtx(actor, requestId), input: params }),
      }),
      {
        auth: ORG_EDITORS,
        params: CultureMediaParams,
        response: { 200: DataEnvelope(Deleted), ...ErrorResponses },
        detail: { summary: 'Remove a culture media item', operationId: 'deleteCultureMedia' },
      },
    )
}
