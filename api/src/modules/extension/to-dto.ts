/** A candidate as the extension's overlay shows it. */
import type { ProfileCandidate } from '@quota/shared/contracts/extension'
import { STAGE_STATUS_NAMES, STAGE_TYPE_NAMES, SUB_STATUS_DISPLAY_NAMES } from '@quota/shared/domain/workflow/index'
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
    jobs: row.jobs.map((j) => ({
      jobId: j.jobId,
      jobName: j.jobName,
      organizationName: j.organizationName,
      stage: `${STAGE_TYPE_NAMES[j.stageType]} (${STAGE_STATUS_NAMES[j.stageStatus]}${
        j.currentStatus ? `, ${SUB_STATUS_DISPLAY_NAMES[j.currentStatus]}` : ''
      })`,
      stageCurrentStatus: j.currentStatus,
    })),
    webPath: `/candidate/profile?candidateId=${row.id}`,
  }
}
