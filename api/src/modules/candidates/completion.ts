/**
 * After every profile write, in the same transaction: the cached completion percentage is
 * recomputed, its contact values recorded as identity keys, the candidate's search document is
 * queued for re-indexing, and the candidate is
 * queued to be re-decided for every open job's recommendations (the background worker).
 */
import { profileCompletion } from '@quota/shared/domain/candidates/profile-completion'
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { type CandidateRow, candidatesTable } from '../../db/schema'
import { enqueueCandidateRecommendations } from '../recommendations/incremental'
import { enqueueSearchSync } from '../search/sync'
import { syncStoredKeys } from './identity'
import { candidateById, completionCounts } from './repository'

export async function completionOf(db: DbOrTx, candidate: CandidateRow) {
  const counts = await completionCounts(db, candidate.id)
  return profileCompletion({
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    email: candidate.email,
    phone: candidate.phone,
    cityId: candidate.cityId,
    linkedInProfileUrl: candidate.linkedinUrl,
    aboutMe: candidate.aboutMe,
    hasPicture: !!candidate.pictureMediaId,
    hasResume: !!candidate.resumeMediaId,
    searchStatus: candidate.searchStatus,
    desiredBaseSalary: candidate.desiredBaseSalary,
    workArrangementCount: candidate.workArrangements.length,
    desiredPositionCount: counts.positions,
    interestedCityCount: counts.cities,
    workExperienceCount: counts.experiences,
    educationCount: counts.educations,
    skillCount: counts.skills,
  })
}

export async function afterProfileWrite(tx: DbOrTx, candidateId: string, requestId: string): Promise<void> {
  const candidate = await candidateById(tx, candidateId)
  if (!candidate) return
  const { percentage } = await completionOf(tx, candidate)
  if (percentage !== candidate.profileCompletion) {
    await tx.update(candidatesTable).set({ profileCompletion: percentage }).where(eq(candidatesTable.id, candidateId))
  }
  // an edited e-mail, phone or profile URL identifies the person too (the old ones stay keys)
  await syncStoredKeys(tx, candidateId, null)
  await enqueueSearchSync(tx, 'candidates', [candidateId], { requestId })
  await enqueueCandidateRecommendations(tx, candidateId, { requestId })
}
