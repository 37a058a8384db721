/**
 * PUT uploads/{token}: where the bytes of an organization's or a user's upload go (culture
 * media and thumbnails, logo, cover, feedback attachment). The URL is handed out by the owning
 * module's presigned-url route, which checks who may upload; the token is the permission here.
 * The body is not parsed by the framework: it streams with the kind's limits.
 */
import { DataEnvelope, ErrorResponses } from '@quota/shared/contracts/common'
import { MediaItem, UploadTokenParams } from '@quota/shared/contracts/media'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps'
import { RAW_UPLOAD_BODY_DOCS } from '../../plugins/openapi-responses'
import { storageFor } from '../../storage'
import { moduleBase } from '../module-base'
import { receiveOwnedUpload } from './receive-owned-upload'

/** Leaves the body unread: the handler streams it with its own limits. */
const streamed = () => ({ streamed: true })

export const uploadsRoutes = (deps: AppDeps) => {
  const storage = storageFor(deps.config)
  return new Elysia({ name: 'uploads', prefix: '/api', tags: ['Media'] }).use(moduleBase(deps)).put(
    '/uploads/:token',
    async ({ params, request, requestId }) => ({
      data: await receiveOwnedUpload({
        deps: { db: deps.db, storage, config: deps.config, requestId },
        input: { token: params.token, body: request.body, contentLength: request.headers.get('content-length') },
      }),
    }),
    {
      isPublic: true,
      parse: streamed,
      params: UploadTokenParams,
      response: { 200: DataEnvelope(MediaItem), 415: ErrorResponses[413], ...ErrorResponses },
      detail: {
        summary: "The bytes of an organization's or a user's upload (type by content, size while streaming)",
        operationId: 'uploadOwnedMedia',
        ...RAW_UPLOAD_BODY_DOCS,
      },
    },
  )
}
