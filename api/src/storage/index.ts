/**
 * The storage in use: an S3-compatible bucket when S3_BUCKET is set (S3_ENDPOINT, S3_REGION,
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PREFIX), else the local disk under
 * `<DATA_DIR>/files`. One instance per data folder / bucket, shared by every module.
 */
import { join } from 'node:path'
import type { Config } from '../config/env'
import { localDiskStorage } from './local-disk'
import { s3Storage } from './s3'
import type { ObjectStorage } from './storage'

export { localDiskStorage } from './local-disk'
export { s3Storage } from './s3'
export { type ObjectStorage, type StoredObject, streamToBytes } from './storage'

const instances = new Map<string, ObjectStorage>()

export function storageFor(
  config: Pick<Config, 'dataDir'>,
  env: Record<string, string | undefined> = process.env,
): ObjectStorage {
  const bucket = env.S3_BUCKET
  const id = bucket ? `s3:${env.S3_ENDPOINT ?? ''}:${bucket}:${env.S3_PREFIX ?? ''}` : `local:${config.dataDir}`
  let storage = instances.get(id)
  if (!storage) {
    storage = bucket
      ? s3Storage({
          bucket,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          prefix: env.S3_PREFIX,
        })
      : localDiskStorage(join(config.dataDir, 'files'))
    instances.set(id, storage)
  }
  return storage
}
