/**
 * POST candidates/process-resume (and guest/temp-files with parseResume): reads the resume's
 * text (PDF, DOCX or legacy Word .doc), parses it into sections, matches skills to the skill
 * list, and, when asked, fills the profile: empty contact fields, new experiences, schools and
 * skills (nothing the profile already has is overwritten or duplicated). Each section succeeds or fails on its own;
 * a parse that takes long answers `pending` and finishes in the background (the result is kept
 * on the media row for the next call).
 */
import type { ParsedResume } from '@quota/shared/contracts/candidates'
import { CANDIDATE_MESSAGES, maxBytesOf } from '@quota/shared/domain/candidates/limits'
import { type ParsedResumeText, parseResumeText } from '@quota/shared/domain/candidates/resume-text'
import { firstOfMonth } from '@quota/shared/domain/candidates/work-experience'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import {
  type CandidateRow,
  candidateSkillsTable,
  candidatesTable,
  educationsTable,
  listOfValuesTable,
  type MediaRow,
  mediaTable,
  workExperiencesTable,
} from '../../../db/schema'
import { parseResumeDocument } from '../../../files/extract-text'
import type { ObjectStorage } from '../../../storage'
import { candidateFor, selfOrNamed } from '../access'
import { auditChanges, auditEvent } from '../audit'
import { afterProfileWrite } from '../completion'
import type { CandidateCtx } from '../context'
import { checkLinkedInUrl, emailAvailable } from '../update-profile'
import { resolveOrganization } from '../work-experience'

/** How long a caller waits before getting `pending`. */
export const PARSE_WAIT_MS = 15_000

type Parsed = Omit<ParsedResume, 'applied'>

async function matchSkills(db: DbOrTx, names: string[]) {
  if (!names.length) return []
  const rows = await db
    .select({ id: listOfValuesTable.id, value: listOfValuesTable.value })
    .from(listOfValuesTable)
    .where(
      and(
        eq(listOfValuesTable.key, 'skill'),
        eq(listOfValuesTable.isActive, true),
        inArray(
          sql`lower(${listOfValuesTable.value})`,
          names.map((n) => n.toLowerCase()),
        ),
      ),
    )
  const byName = new Map(rows.map((r) => [r.value.toLowerCase(), r.id]))
  return names.map((name) => ({ name, id: byName.get(name.toLowerCase()) ?? null }))
}

function summarize(mediaId: string, text: ParsedResumeText, skills: { name: string; id: string | null }[]): Parsed {
  const states = Object.values(text.sections)
  // nothing found in any section is a failed read, whatever made it so (no text, no structure)
  const state = !states.includes('ok') ? 'failed' : states.every((s) => s === 'ok') ? 'complete' : 'partial'
  return {
    state,
    mediaId,
    message:
      state === 'complete'
        ? null
        : state === 'failed'
          ? 'Your resume could not be read. Please fill in your profile.'
          : CANDIDATE_MESSAGES.resumePartial,
    sections: text.sections,
    contact: text.contact,
    workExperiences: text.workExperiences,
    educations: text.educations,
    skills,
  }
}

/** Parses a stored resume; keeps the result on the media row. */
export async function parseStoredResume(
  deps: { db: DbOrTx; storage: ObjectStorage },
  media: MediaRow,
): Promise<Parsed> {
  const bytes = await deps.storage.read(media.storageKey, maxBytesOf('resume'))
  const parsed = bytes ? await parseResumeDocument(bytes, media.mimeType) : parseResumeText(null)
  const result = summarize(media.id, parsed, await matchSkills(deps.db, parsed.skills))
  await deps.db
    .update(mediaTable)
    .set({
      meta: {
        ...media.meta,
        parse: {
          state: result.state === 'pending' ? 'pending' : result.state,
          failedSections: Object.entries(result.sections)
            .filter(([, s]) => s !== 'ok')
            .map(([k]) => k),
        },
        parsed: result,
      },
    })
    .where(eq(mediaTable.id, media.id))
  return result
}

const inFlight = new Map<string, Promise<Parsed>>()

/** Parses, or answers `pending` when it takes longer than the caller may wait. */
export async function parseWithDeadline(
  deps: { db: DbOrTx; storage: ObjectStorage },
  media: MediaRow,
  waitMs = PARSE_WAIT_MS,
): Promise<Parsed> {
  let job = inFlight.get(media.id)
  if (!job) {
    job = parseStoredResume(deps, media).finally(() => inFlight.delete(media.id))
    inFlight.set(media.id, job)
  }
  const pending: Parsed = {
    state: 'pending',
    mediaId: media.id,
    message: CANDIDATE_MESSAGES.resumeInProgress,
    sections: { contact: 'empty', workExperience: 'empty', education: 'empty', skills: 'empty' },
    contact: { firstName: null, lastName: null, email: null, phone: null, linkedInProfileUrl: null },
    workExperiences: [],
    educations: [],
    skills: [],
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<Parsed>((resolve) => {
    timer = setTimeout(() => resolve(pending), waitMs)
  })
  try {
    return await Promise.race([job, late])
  } finally {
    clearTimeout(timer)
  }
}

async function applyToProfile(ctx: CandidateCtx, candidateId: string, parsed: Parsed) {
  return ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, candidateId, 'write', { forUpdate: true })
    return applyParsedResume(tx, ctx, candidate, parsed)
  })
}

/**
 * Fills a candidate's profile from a parsed resume, in the caller's transaction (the caller has
 * checked access and locked the row): empty contact fields, new experiences, schools and skills.
 * Also used by the public apply form, whose caller is an access key, not a user.
 */
export async function applyParsedResume(
  tx: DbOrTx,
  ctx: { actor: CandidateCtx['actor'] | null; requestId: string },
  candidate: CandidateRow,
  parsed: Parsed,
) {
  const set: Partial<typeof candidatesTable.$inferInsert> = {}
  const { contact } = parsed
  if (!candidate.firstName.trim() && contact.firstName) set.firstName = contact.firstName
  if (!candidate.lastName.trim() && contact.lastName) set.lastName = contact.lastName
  if (!candidate.email && contact.email && (await emailAvailable(tx, contact.email, candidate)))
    set.email = contact.email
  if (!candidate.phone && contact.phone) set.phone = contact.phone
  if (!candidate.linkedinUrl && contact.linkedInProfileUrl) {
    set.linkedinUrl = await checkLinkedInUrl(tx, contact.linkedInProfileUrl, candidate.id).catch(() => undefined)
    if (!set.linkedinUrl) delete set.linkedinUrl
  }
  if (Object.keys(set).length) {
    await tx.update(candidatesTable).set(set).where(eq(candidatesTable.id, candidate.id))
    const before = Object.fromEntries(Object.keys(set).map((k) => [k, candidate[k as keyof typeof candidate] ?? null]))
    await auditChanges(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'candidate',
      entityId: candidate.id,
      action: 'processResume',
      before,
      after: set,
    })
  }

  const existing = await tx
    .select()
    .from(workExperiencesTable)
    .where(eq(workExperiencesTable.candidateId, candidate.id))
  const key = (title: string, company: string | null, from: string | null) =>
    `${title.toLowerCase()}|${(company ?? '').toLowerCase()}|${from ?? ''}`
  const have = new Set(existing.map((e) => key(e.title, e.companyName, e.fromDate)))
  let experiences = 0
  for (const e of parsed.workExperiences) {
    const fromDate = e.fromDate ? firstOfMonth(e.fromDate) : null
    const toDate = e.isCurrentWorkplace ? null : e.toDate ? firstOfMonth(e.toDate) : null
    if (have.has(key(e.title, e.company, fromDate))) continue
    const organizationId = await resolveOrganization(tx, { name: e.company }, false)
    const [row] = await tx
      .insert(workExperiencesTable)
      .values({
        candidateId: candidate.id,
        title: e.title.slice(0, 255),
        companyName: e.company.slice(0, 255),
        organizationId,
        fromDate,
        toDate: toDate && fromDate && toDate < fromDate ? null : toDate,
        isCurrent: e.isCurrentWorkplace,
      })
      .returning()
    await auditEvent(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'workExperience',
      entityId: row!.id,
      action: 'processResume',
      after: { title: row!.title, company: row!.companyName, fromDate, toDate: row!.toDate },
    })
    experiences++
  }

  const schools = new Set(
    (
      await tx
        .select({ school: educationsTable.school })
        .from(educationsTable)
        .where(eq(educationsTable.candidateId, candidate.id))
    ).map((r) => r.school.toLowerCase()),
  )
  const degrees = await tx
    .select({ id: listOfValuesTable.id, value: listOfValuesTable.value })
    .from(listOfValuesTable)
    .where(eq(listOfValuesTable.key, 'degree'))
  const degreeOf = (name: string | null) => {
    if (!name) return null
    const n = name.toLowerCase().replace(/\./g, '')
    return (
      degrees.find((d) => d.value.toLowerCase().replace(/\./g, '') === n || d.value.toLowerCase().startsWith(`${n} `))
        ?.id ?? null
    )
  }
  const year = new Date().getUTCFullYear()
  let educations = 0
  for (const e of parsed.educations) {
    if (schools.has(e.school.toLowerCase())) continue
    const educationYear =
      e.educationYear && e.educationYear >= year - 55 && e.educationYear <= year + 5 ? e.educationYear : null
    const [row] = await tx
      .insert(educationsTable)
      .values({
        candidateId: candidate.id,
        school: e.school.slice(0, 255),
        degreeId: degreeOf(e.degree),
        educationYear,
      })
      .returning()
    await auditEvent(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'education',
      entityId: row!.id,
      action: 'processResume',
      after: { school: row!.school, educationYear },
    })
    schools.add(e.school.toLowerCase())
    educations++
  }

  const owned = new Set(
    (
      await tx
        .select({ id: candidateSkillsTable.skillId })
        .from(candidateSkillsTable)
        .where(eq(candidateSkillsTable.candidateId, candidate.id))
    ).map((r) => r.id),
  )
  const newSkills = [...new Set(parsed.skills.map((s) => s.id).filter((id): id is string => !!id && !owned.has(id)))]
  if (newSkills.length) {
    await tx
      .insert(candidateSkillsTable)
      .values(newSkills.map((skillId, i) => ({ candidateId: candidate.id, skillId, sortOrder: owned.size + i })))
    await auditChanges(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'candidate',
      entityId: candidate.id,
      action: 'processResume',
      before: { skillIds: [...owned] },
      after: { skillIds: [...owned, ...newSkills] },
    })
  }
  await afterProfileWrite(tx, candidate.id, ctx.requestId)
  return {
    profileFields: Object.keys(set).map((k) => (k === 'linkedinUrl' ? 'linkedInProfileUrl' : k)),
    workExperiences: experiences,
    educations,
    skills: newSkills.length,
  }
}

export async function processResume({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId?: string | undefined; mediaId?: string | undefined; apply: boolean }
}): Promise<ParsedResume> {
  const candidateId = selfOrNamed(ctx.actor, input.candidateId)
  const candidate = await candidateFor(ctx, candidateId, input.apply ? 'write' : 'read')
  const mediaId = input.mediaId ?? candidate.resumeMediaId
  if (!mediaId) throw AppError.field('mediaId', 'required', 'Upload a resume first')
  const [media] = await ctx.db
    .select()
    .from(mediaTable)
    .where(and(eq(mediaTable.id, mediaId), eq(mediaTable.candidateId, candidate.id)))
  if (!media || media.kind !== 'resume') throw new AppError('NOT_FOUND', { message: 'Resume not found' })
  if (media.status !== 'complete') throw new AppError('CONFLICT', { message: 'The resume upload has not finished' })
  const parsed = await parseWithDeadline(ctx, media)
  const applied =
    input.apply && parsed.state !== 'pending' && parsed.state !== 'failed'
      ? await applyToProfile(ctx, candidate.id, parsed)
      : null
  return { ...parsed, applied }
}
