import { isOlderVersion } from '@quota/shared/domain/versions'
import { AppError } from '@quota/shared/errors/index'
import { Elysia } from 'elysia'

/** A client older than the oldest version we still serve gets 410, and the web app offers a reload. */
export const clientVersionPlugin = (minVersion: string) =>
  new Elysia({ name: 'client-version' }).onBeforeHandle({ as: 'global' }, ({ request }) => {
    const version = request.headers.get('x-client-version')
    if (version && isOlderVersion(version, minVersion)) throw new AppError('CLIENT_VERSION_STALE')
  })
