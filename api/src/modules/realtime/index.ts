/** What other parts of the API may use from realtime. */
export { REALTIME_STALE_AFTER_MS, REALTIME_TOPIC, realtimePublishHandler } from './publish-handler'
export { REALTIME_PATH, REALTIME_TOKEN_TTL_SECONDS } from './realtime-token'
export { keepSocketsCurrent, REVALIDATE_SOCKETS_MS, revalidateSockets } from './revalidate-sockets'
