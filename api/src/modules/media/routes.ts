/**
 * Media upload (002 §7): GET media-content/presigned-url -> PUT media-content/upload/{token}
 * -> GET media-content/{id}/stream (guest variant for public pages) -> DELETE media-content/{id};
 * GET media-content/transcoding; POST guest/temp-files; GET files/signed-url.
 * Upload routes are not parsed by the framework: they stream (see files/receive-upload.ts).
 */

import { OkAnswer } from '@quota/shared/contracts/candidates'
import { Answers, DataEnvelope, ErrorResponses } from '@quota/shared/contracts/common'
import {
  GuestStreamQuery,
  MediaIdParams,
  MediaItem,
  PresignedUpload,
  PresignedUrlQuery,
  SignedUrl,
  SignedUrlQuery,
  UploadTokenParams,
} from '@quota/shared/contracts/media'
import { Elysia } from 'elysia'
import * as z from 'zod'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import {
  FILE_ANSWER_DOCS,
  INBOUND_PICTURE_BODY_DOCS,
  RAW_UPLOAD_BODY_DOCS,
  TEMP_FILE_BODY_DOCS,
} from '../../plugins/openapi-responses'
import { createLimiter } from '../../plugins/rate-limit'
import { storageFor } from '../../storage'
import type { CandidateCtx } from '../candidates/context'
import { inboundCallerPlugin } from '../inbound/caller'
import { moduleBase } from '../module-base'
import { uploadInboundPicture } from './inbound-picture'
import { guestStream, listTranscoding, signedUrlFor, streamById, streamByToken } from './read-media'
import { receiveTempFile } from './temp-files'
import { createUpload, deleteMediaItem, receiveMediaUpload } from './uploads'

/** Leaves the body unread: the handler streams it with its own limits. */
const streamed = () => ({ streamed: true })
const fileAnswer = { 200: z.any().describe('The file (byte ranges supported)'), 206: z.any(), ...ErrorResponses }

export const mediaRoutes = (deps: AppDeps) => {
  const storage = storageFor(deps.config)
  const ctxOf = (actor: Actor, requestId: string): CandidateCtx => ({
    actor,
    requestId,
    db: deps.db,
    storage,
    config: deps.config,
  })
  const plain = (requestId: string) => ({ db: deps.db, storage, config: deps.config, requestId })
  // anonymous uploads (each may be parsed) per caller address, counted before the body is read
  const tempFiles = createLimiter(deps.db, 'inbound-upload-address', {
    points: deps.config.INBOUND_UPLOAD_LIMIT_PER_ADDRESS,
    durationSeconds: 3600,
  })
  return new Elysia({ name: 'media', prefix: '/api', tags: ['Media'] })
    .use(moduleBase(deps))
    .use(inboundCallerPlugin(deps))
    .get(
      '/media-content/presigned-url',
      async ({ query, actor, requestId }) => ({
        data: await createUpload({ ctx: ctxOf(actor, requestId), input: query }),
      }),
      {
        auth: { userTypes: ['candidate', 'staff', 'client'] },
        query: PresignedUrlQuery,
        response: { 200: DataEnvelope(PresignedUpload), ...ErrorResponses, ...Answers(404, 415) },
        detail: { summary: 'Start an upload: a signed URL to PUT the file to', operationId: 'createMediaUpload' },
      },
    )
    .put(
      '/media-content/upload/:token',
      async ({ params, request, requestId }) => ({
        data: await receiveMediaUpload({
          deps: plain(requestId),
          input: { token: params.token, body: request.body, contentLength: request.headers.get('content-length') },
        }),
      }),
      {
        isPublic: true,
        parse: streamed,
        params: UploadTokenParams,
        response: {
          200: DataEnvelope(MediaItem),
          415: ErrorResponses[413],
          ...ErrorResponses,
          ...Answers(409, 410, 413),
        },
        detail: {
          summary: 'The bytes of an upload (type checked by content, size while streaming)',
          operationId: 'uploadMediaContent',
          ...RAW_UPLOAD_BODY_DOCS,
        },
      },
    )
    .get(
      '/media-content/transcoding',
      async ({ actor, requestId }) => ({ data: await listTranscoding({ ctx: ctxOf(actor, requestId) }) }),
      {
        auth: { userTypes: ['candidate', 'staff'] },
        response: { 200: DataEnvelope(z.array(MediaItem)), ...ErrorResponses },
        detail: { summary: 'My uploads still waiting, uploading or transcoding', operationId: 'listTranscodingMedia' },
      },
    )
    .get(
      '/media-content/download/:token',
      async ({ params, request }) =>
        streamByToken({ deps: plain(''), input: { token: params.token, range: request.headers.get('range') } }),
      {
        isPublic: true,
        params: UploadTokenParams,
        response: { ...fileAnswer, ...Answers(410) },
        detail: {
          summary: 'A stored file by its signed, expiring link',
          operationId: 'downloadMediaContent',
          ...FILE_ANSWER_DOCS,
        },
      },
    )
    .get(
      '/media-content/:id/stream',
      async ({ params, request, actor, requestId }) =>
        streamById({
          ctx: ctxOf(actor, requestId),
          input: { mediaId: params.id, range: request.headers.get('range') },
        }),
      {
        auth: 'user',
        params: MediaIdParams,
        response: fileAnswer,
        detail: { summary: 'Stream a stored file', operationId: 'streamMediaContent', ...FILE_ANSWER_DOCS },
      },
    )
    .get(
      '/guest/media-content/:id/stream',
      async ({ params, query, request }) =>
        guestStream({
          deps: plain(''),
          input: { mediaId: params.id, token: query.token, range: request.headers.get('range') },
        }),
      {
        isPublic: true,
        params: MediaIdParams,
        query: GuestStreamQuery,
        response: { ...fileAnswer, ...Answers(410) },
        detail: {
          summary: "Stream a file shown on a shared profile (the share link's token)",
          operationId: 'guestStreamMediaContent',
          ...FILE_ANSWER_DOCS,
        },
      },
    )
    .delete(
      '/media-content/:id',
      async ({ params, actor, requestId }) => ({
        data: await deleteMediaItem({ ctx: ctxOf(actor, requestId), input: { mediaId: params.id } }),
      }),
      {
        auth: { userTypes: ['candidate', 'staff', 'client'] },
        params: MediaIdParams,
        response: { 200: DataEnvelope(OkAnswer), ...ErrorResponses },
        detail: { summary: 'Delete a stored file', operationId: 'deleteMediaContent' },
      },
    )
    .get(
      '/files/signed-url',
      async ({ query, actor, requestId }) => ({
        data: await signedUrlFor({ ctx: ctxOf(actor, requestId), input: query }),
      }),
      {
        auth: 'user',
        query: SignedUrlQuery,
        response: { 200: DataEnvelope(SignedUrl), ...ErrorResponses, ...Answers(404) },
        detail: { summary: 'A signed, expiring link to a stored file by its key', operationId: 'getFileSignedUrl' },
      },
    )
    .post(
      '/files/upload-inbound-picture',
      async ({ actor, request, requestId }) => ({
        data: await uploadInboundPicture({ deps: plain(requestId), actor, input: { request } }),
      }),
      {
        auth: { permission: 'manage-configurations' },
        parse: streamed,
        response: { 200: DataEnvelope(MediaItem), ...ErrorResponses },
        detail: {
          summary: 'The picture of an inbound form configuration (multipart file: jpg, jpeg, png, webp, 1 MB)',
          operationId: 'uploadInboundPicture',
          ...INBOUND_PICTURE_BODY_DOCS,
        },
      },
    )
    .post(
      '/guest/temp-files',
      async ({ request, requestId, caller }) => {
        await tempFiles.hit(caller.address)
        return {
          data: await receiveTempFile({
            deps: plain(requestId),
            input: { request, accessKeyId: caller.key?.id ?? null },
          }),
        }
      },
      {
        // the apply widget's key (scope apply, its origins), or our own /apply page
        inbound: 'apply',
        parse: streamed,
        response: {
          200: DataEnvelope(z.object({ media: MediaItem, parsed: z.unknown() })),
          ...ErrorResponses,
          ...Answers(413, 415),
        },
        detail: {
          summary: 'A file before sign-up (multipart: file, fileName, type, parseResume)',
          operationId: 'uploadTempFile',
          ...TEMP_FILE_BODY_DOCS,
        },
      },
    )
}
