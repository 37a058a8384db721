/**
 * Profile picture, resume, pitched video and pronunciation audio: each a file picker checked
 * against the upload rules (000 §5: type, 0 < size <= MB), uploaded through the presigned-URL
 * flow with a progress bar, and a Remove button (after a confirmation) for the current file.
 */
import type { CandidateUploadKind } from '@quota/shared/domain/candidates/limits'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { Button } from '../../../ui/button'
import { UploadFieldView } from '../../../ui/upload-field'
import { MEDIA_STATUS_CHANGED } from '../../realtime/refresh'
import type { CandidateSummary } from './api'
import { acceptOf, uploadHint } from './model'
import { editorState, onMediaStatusChange, removeProfileFile, startUpload } from './state'
import { confirmRemove, Section } from './widgets'

const STATUS_TEXT = {
  uploading: 'Uploading',
  processing: 'Uploaded. Processing the video; it appears on your profile when ready.',
  complete: 'Upload complete',
  error: 'Upload failed',
} as const
/** The pronunciation audio is processed too, but it is no video. */
const AUDIO_STATUS_TEXT = {
  ...STATUS_TEXT,
  processing: 'Uploaded. Processing the recording; it plays on your profile when ready.',
} as const

/** A labelled file picker with the upload's progress, result or error (ui/upload-field.tsx; the state is the editor's). */
export function UploadControl({
  kind,
  label,
  onUploaded,
}: {
  kind: CandidateUploadKind
  label: string
  onUploaded?: (mediaId: string) => void
}) {
  const { uploads } = useSnapshot(editorState)
  return (
    <UploadFieldView
      label={label}
      name={kind}
      accept={acceptOf(kind)}
      hint={uploadHint(kind)}
      upload={uploads[kind]}
      statusText={kind === 'candidateAudio' ? AUDIO_STATUS_TEXT : STATUS_TEXT}
      onPick={(file) =>
        void startUpload(kind, file).then((r) => {
          if (r.ok) onUploaded?.(r.value)
        })
      }
    />
  )
}

const VIDEO_STATUS: Record<string, string> = {
  waiting: 'Waiting for the upload',
  uploading: 'Uploading',
  transcoding: 'Processing',
  complete: 'Ready',
  error: 'The video could not be processed; please upload it again.',
}

/** A Remove button for a profile file, asking first. */
function RemoveFile({
  kind,
  mediaId,
  what,
}: {
  kind: CandidateUploadKind
  mediaId: string | null
  /** "profile picture", "resume"... */
  what: string
}) {
  if (!mediaId) return null
  return (
    <div>
      <Button
        variant="ghost"
        data-remove={kind}
        onClick={() =>
          void confirmRemove({
            title: `Remove your ${what}?`,
            body: `Your ${what} will be deleted from your profile. You can upload another one at any time.`,
            remove: () => removeProfileFile(kind, mediaId),
            removed: `Your ${what} was removed.`,
          })
        }
      >
        Remove {what}
      </Button>
    </div>
  )
}

export function FilesSection({ summary }: { summary: CandidateSummary }) {
  // a video or audio being processed shows complete (or failed) the moment the transcoder is done
  useEffect(() => {
    const listener = (e: Event) => void onMediaStatusChange((e as CustomEvent).detail ?? {})
    window.addEventListener(MEDIA_STATUS_CHANGED, listener)
    return () => window.removeEventListener(MEDIA_STATUS_CHANGED, listener)
  }, [])
  const initials = `${summary.firstName.charAt(0)}${summary.lastName.charAt(0)}`.toUpperCase()
  return (
    <Section
      id="files"
      title="Picture, resume, video and name"
      description="Recruiters see your picture and resume with your profile."
    >
      <div className="files-grid">
        <div className="file-card">
          <div className="file-preview" aria-hidden={summary.pictureUrl ? undefined : true}>
            {summary.pictureUrl ? (
              <img src={summary.pictureUrl} alt="Your profile" className="profile-picture" />
            ) : (
              <span className="profile-initials">{initials}</span>
            )}
          </div>
          <UploadControl kind="profilePicture" label="Profile picture" />
          <RemoveFile kind="profilePicture" mediaId={summary.pictureMediaId} what="profile picture" />
        </div>
        <div className="file-card">
          <p className="file-current">
            {summary.resume ? (
              <>
                Current resume:{' '}
                <a href={summary.resume.signedUrl} target="_blank" rel="noopener noreferrer" className="resume-link">
                  {summary.resume.fileName}
                </a>
              </>
            ) : (
              <span className="muted">No resume yet.</span>
            )}
          </p>
          <UploadControl kind="resume" label="Resume" />
          <RemoveFile kind="resume" mediaId={summary.resume?.mediaId ?? null} what="resume" />
        </div>
        <div className="file-card">
          <p className="file-current">
            {summary.mediaUrl || summary.mediaStatus ? (
              <>
                Pitch video: {VIDEO_STATUS[summary.mediaStatus ?? 'complete'] ?? summary.mediaStatus}
                {summary.mediaUrl && summary.mediaStatus === 'complete' && (
                  <>
                    {' · '}
                    <a href={summary.mediaUrl} target="_blank" rel="noopener noreferrer">
                      Watch
                    </a>
                  </>
                )}
              </>
            ) : (
              <span className="muted">No pitch video yet.</span>
            )}
          </p>
          <UploadControl kind="pitchedVideo" label="Pitch video" />
          <RemoveFile kind="pitchedVideo" mediaId={summary.pitchedVideoMediaId} what="pitch video" />
        </div>
        <div className="file-card" data-file="pronunciation">
          <div className="file-current">
            {summary.pronunciationAudioUrl ? (
              <>
                <p className="small">How you say your name:</p>
                {/* biome-ignore lint/a11y/useMediaCaption: the candidate's own spoken name */}
                <audio controls preload="none" src={summary.pronunciationAudioUrl} className="pronunciation-audio" />
              </>
            ) : summary.pronunciationAudioMediaId ? (
              <span className="muted">Your recording is being processed.</span>
            ) : (
              <span className="muted">No recording of your name yet.</span>
            )}
          </div>
          <UploadControl kind="candidateAudio" label="Name pronunciation (audio)" />
          <RemoveFile kind="candidateAudio" mediaId={summary.pronunciationAudioMediaId} what="name recording" />
        </div>
      </div>
    </Section>
  )
}
