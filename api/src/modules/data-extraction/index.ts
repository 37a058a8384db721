/** The data-extraction module: the browser extension's scraping statistics. */
export { dataExtractionRoutes } from './routes'
