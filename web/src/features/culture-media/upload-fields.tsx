/**
 * The two upload fields of culture media, bound to one organization: the culture file itself
 * (image, video or audio) and a thumbnail (an image, 16:9 or square, checked here before it is
 * sent and again by the API).
 */
import type { MediaItem } from '@quota/shared/contracts/media'
import { MEDIA_MESSAGES } from '@quota/shared/domain/media/uploads'
import { UploadField } from '../../ui/upload-field'
import { uploadOrganizationFile } from './api'
import { readImageSize } from './image-size'
import { acceptOf, fileProblem, thumbnailProblem, uploadHintOf } from './model'

interface Props {
  organizationId: string
  label: string
  onUploaded: (media: MediaItem) => void
  error?: string | undefined
}

export function CultureFileField({ organizationId, label, onUploaded, error }: Props) {
  return (
    <UploadField
      label={label}
      name="cultureFile"
      accept={acceptOf('cultureFile')}
      hint={uploadHintOf('cultureFile')}
      check={(file) => fileProblem('cultureFile', file)}
      upload={(file, onProgress, signal) =>
        uploadOrganizationFile(organizationId, 'cultureFile', file, onProgress, signal)
      }
      onUploaded={onUploaded}
      error={error}
    />
  )
}

async function checkThumbnail(file: File): Promise<string | null> {
  const problem = fileProblem('cultureMediaThumbnail', file)
  if (problem) return problem
  const size = await readImageSize(file)
  return size ? thumbnailProblem(size.width, size.height) : MEDIA_MESSAGES.notAnImage
}

export function ThumbnailField({ organizationId, label, onUploaded, error }: Props) {
  return (
    <UploadField
      label={label}
      name="cultureMediaThumbnail"
      accept={acceptOf('cultureMediaThumbnail')}
      hint={uploadHintOf('cultureMediaThumbnail')}
      check={checkThumbnail}
      upload={(file, onProgress, signal) =>
        uploadOrganizationFile(organizationId, 'cultureMediaThumbnail', file, onProgress, signal)
      }
      onUploaded={onUploaded}
      error={error}
    />
  )
}
