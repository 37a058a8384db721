/** The clients module: client list and accounts, contacts, notes, favourites and the executive report. */

export { clientViewerOf, loadClientFor } from './access'
export { clientsRoutes } from './routes'
