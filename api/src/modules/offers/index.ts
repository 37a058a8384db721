/** What other modules (and app.ts) may use of the offers module. */
export { offersRoutes } from './routes'
