/** What other modules (and server.ts) may use of the candidates module. */

export { candidateFor, visibleToClient } from './access'
export { createSearchStatusLink, PURGE_TOPIC, purgeCandidate, purgeDueCandidates, purgeHandler } from './lifecycle'
export { candidatesRoutes } from './routes'
