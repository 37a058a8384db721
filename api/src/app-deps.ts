import type { Logger } from 'pino'
import type { Config } from './config/env'
import type { Db } from './db/client'
import type { Authenticate } from './plugins/auth'
import type { RealtimeHub } from './realtime/hub'

/** What the app is built from. Tests build it the same way, on their own database. */
export interface AppDeps {
  config: Config
  db: Db
  logger: Logger
  authenticate: Authenticate
  /** Where the built web app and widgets live (served at / and /widgets/). */
  webDist: string
  widgetsDist: string
  /** This process's open real-time sockets, fed by the LISTEN/NOTIFY bus (realtime/bus.ts). */
  realtime?: RealtimeHub
}
