export { extensionRoutes } from './routes'
