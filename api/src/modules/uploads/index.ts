/**
 * Uploads that belong to an organization or to a user (culture media, thumbnails, logo, cover,
 * feedback attachment): the owning module starts one (startOwnedUpload) after its own
 * permission check; the bytes arrive at PUT uploads/{token}. Candidate files go through the
 * media module's presigned-url flow instead; both share the media rows, tokens, storage and
 * the transcoder.
 */
export { uploadsRoutes } from './routes'
export { startOwnedUpload } from './start-upload'
