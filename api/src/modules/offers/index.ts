/** What other modules (and app.ts) may use of the offers module. */
export { recordPlacementFee } from './placement-fees'
export { offersRoutes } from './routes'
