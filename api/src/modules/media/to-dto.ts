import type { MediaItem } from '@quota/shared/contracts/media'
import type { Config } from '../../config/env'
import type { MediaRow } from '../../db/schema'
import { downloadUrl } from './tokens'

export function toMediaItem(row: MediaRow, config: Config): MediaItem {
  return {
    id: row.id,
    kind: row.kind,
    candidateId: row.candidateId,
    fileKey: row.storageKey,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    status: row.status,
    errorMessage: row.errorMessage,
    streamUrl: row.status === 'complete' ? downloadUrl(config, row.id) : `/api/media-content/${row.id}/stream`,
    createdAt: row.createdAt.toISOString(),
  }
}
