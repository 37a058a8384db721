/** What other modules (and server.ts) may use of the media module. */

export { deleteObjects, removeMedia } from './remove-media'
export { mediaRoutes } from './routes'
export { transcodeHandler, transcodeMedia } from './transcode'
export { TRANSCODE_TOPIC } from './uploads'
