/** A candidate as the extension's overlay shows it. */
import type { ProfileCandidate } from '@quota/shared/contracts/extension'
import { stageText, stageTone } from '@quota/shared/domain/workflow/stage-text'
import { fullName, iso } from '../jobs/to-dto'
import type { ProfileCandidateRow } from './repository'

export function toProfileCandidateDto(row: ProfileCandidateRow): ProfileCandidate {
  return {
    id: row.id,
    fullName: fullName(row),
    currentTitle: row.role?.title ?? null,
    currentCompany: row.role?.companyName ?? null,
    searchStatus: row.searchStatus ?? null,
    owner:
      row.ownerId && row.ownerFirstName !== null
        ? { id: row.ownerId, name: fullName({ firstName: row.ownerFirstName, lastName: row.ownerLastName ?? '' }) }
        : null,
    lastTouchAt: row.lastTouchAt ? iso(row.lastTouchAt) : null,
    doNotContact: row.doNotContact ?? false,
    permanentlyDisqualified: row.permanentlyDisqualified ?? false,
    hasEmail: Boolean(row.email),
    linkedInProfileUrl: row.linkedinUrl,
    jobs: row.jobs.map((j) => {
      const view = {
        stageType: j.stageType,
        stageStatus: j.stageStatus,
        stageCurrentStatus: j.currentStatus,
        rejectedBy: j.rejectedBy,
      }
      return {
        jobId: j.jobId,
        jobName: j.jobName,
        organizationName: j.organizationName,
        stage: stageText(view),
        stageTone: stageTone(view),
        stageCurrentStatus: j.currentStatus,
      }
    }),
    webPath: `/candidate/profile?candidateId=${row.id}`,
  }
}
