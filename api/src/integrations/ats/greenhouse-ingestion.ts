/**
 * Greenhouse Candidate Ingestion API: how a sourcing partner puts candidates into a client's
 * Greenhouse (grnhse/greenhouse-api-docs@0c37c31, source/includes/candidate-ingestion/*).
 *
 * - Auth: HTTP Basic with the partner API key as user name and an empty password, plus
 *   `On-Behalf-Of: <e-mail of a Greenhouse user>` on every request (401 when missing or unknown).
 * - `POST {host}/v1/partner/candidates` with `first_name`, `last_name`, `external_id` (required),
 *   `prospect: false` + `job_id` (a candidate on that job; `prospect` defaults to true), `emails[]`
 *   {email, type}, `phone_numbers[]` {phone_number, type}, `social_media[]` {url}, `title`,
 *   `notes` (plain text) and `resume` (a URL Greenhouse fetches). Answer: `{id, application_id,
 *   external_id, profile_url}` (an array when an array was sent).
 * - Errors: `{errors: [{message, field?}]}` with 400 (invalid JSON), 401, 403 (the user may not act
 *   on that job), 404, 5xx ("You may retry at a later time").
 * - There is no update call: a candidate already ingested for a job is left as it is (a second
 *   push answers the stored ids and sends nothing), never posted twice.
 */
import type { AtsCandidateInput, AtsPushResult } from './adapter'
import { AtsHttpError, atsRequest } from './http'

export interface IngestionPartner {
  apiKey: string
  onBehalfOf: string
}

type IngestionCreated = { id?: number | string; application_id?: number | string | null; profile_url?: string | null }

/** The documented request body for one candidate on a job (not a prospect). */
export function ingestionCandidateBody(input: AtsCandidateInput) {
  return {
    prospect: false,
    job_id: Number(input.externalJobId),
    external_id: input.externalId,
    first_name: input.firstName,
    last_name: input.lastName,
    ...(input.headline ? { title: input.headline } : {}),
    ...(input.email ? { emails: [{ email: input.email, type: 'personal' }] } : {}),
    ...(input.phone ? { phone_numbers: [{ phone_number: input.phone, type: 'mobile' }] } : {}),
    ...(input.linkedInUrl ? { social_media: [{ url: input.linkedInUrl }] } : {}),
    ...(input.note ? { notes: input.note } : {}),
    ...(input.resumeUrl ? { resume: input.resumeUrl } : {}),
  }
}

const headersOf = (partner: IngestionPartner) => ({
  authorization: `Basic ${Buffer.from(`${partner.apiKey}:`).toString('base64')}`,
  'on-behalf-of': partner.onBehalfOf,
})

/** `GET /v1/partner/current_user`: the key and the On-Behalf-Of user work (401 otherwise). */
export async function checkIngestionUser(partner: IngestionPartner, ingestionUrl: string): Promise<void> {
  await atsRequest({ url: `${ingestionUrl.replace(/\/+$/, '')}/v1/partner/current_user`, headers: headersOf(partner) })
}

export async function ingestCandidate(
  partner: IngestionPartner,
  ingestionUrl: string,
  input: AtsCandidateInput,
  existing: { candidateId: string; applicationId: string | null } | null,
): Promise<AtsPushResult> {
  // the same job again: the Ingestion API cannot update, and posting would make a second candidate
  if (existing?.applicationId) {
    return {
      candidateId: existing.candidateId,
      applicationId: existing.applicationId,
      url: null,
      created: false,
      note: null,
    }
  }
  const answer = await atsRequest({
    method: 'POST',
    url: `${ingestionUrl.replace(/\/+$/, '')}/v1/partner/candidates`,
    headers: { ...headersOf(partner), 'content-type': 'application/json' },
    body: JSON.stringify(ingestionCandidateBody(input)),
  })
  const body = answer.json<IngestionCreated | IngestionCreated[]>()
  const created = Array.isArray(body) ? body[0] : body
  if (created?.id === undefined || created.id === null)
    throw new AtsHttpError(answer.status, 'Greenhouse answered without a candidate id')
  return {
    candidateId: String(created.id),
    applicationId:
      created.application_id === undefined || created.application_id === null ? null : String(created.application_id),
    url: created.profile_url ?? null,
    created: true,
    // the note went in with the candidate (`notes`); the API answers no id for it
    note: input.note ? { id: null } : null,
  }
}
