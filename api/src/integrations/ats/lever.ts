/**
 * Lever data API (`{baseUrl}/v1`, EU `https://api.eu.lever.co`): HTTP Basic with the API key as
 * user name and an empty password. Writes act as a Lever user (`perform_as`): the opportunity is
 * created with the posting, `origin: agency`; the resume goes to `/opportunities/{id}/files`
 * (multipart) and the submittal blurb to `/opportunities/{id}/notes`. Lists page with the body's
 * `hasNext`/`next` (passed back as `offset`). Lever de-duplicates by e-mail; a second push of the
 * same candidate updates the opportunity we created (file and note) instead of creating another.
 * The contract server (testing/ats-contract-servers.ts) answers these shapes.
 */
import type { AtsAdapter, AtsCandidateState, AtsEndpoints, AtsJob, AtsTestKind } from './adapter'
import { atsRequest, multipartBody } from './http'

type LeverPosting = {
  id: string
  text?: string
  state?: string
  createdAt?: number
  requisitionCodes?: string[]
  categories?: { location?: string | null; allLocations?: string[] }
  urls?: { show?: string }
}

type LeverOpportunity = {
  id: string
  stage?: string | { id?: string; text?: string } | null
  archived?: { reason?: string | null; archivedAt?: number | null } | null
  urls?: { show?: string }
}

export function leverAdapter(
  credentials: { apiKey: string; performAs: string },
  endpoints: Required<AtsEndpoints>,
): AtsAdapter {
  const base = `${endpoints.baseUrl.replace(/\/+$/, '')}/v1`
  const auth = { authorization: `Basic ${Buffer.from(`${credentials.apiKey}:`).toString('base64')}` }
  const as = `perform_as=${encodeURIComponent(credentials.performAs)}`

  async function call<T>(method: 'GET' | 'POST', path: string, json?: unknown): Promise<T> {
    const answer = await atsRequest({
      method,
      url: `${base}${path}`,
      headers: json === undefined ? auth : { ...auth, 'content-type': 'application/json' },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    })
    return answer.json<T>()
  }

  const toJob = (p: LeverPosting): AtsJob => ({
    id: p.id,
    name: p.text ?? '',
    requisitionId: p.requisitionCodes?.[0] ?? null,
    location: p.categories?.location ?? p.categories?.allLocations?.[0] ?? null,
    createdAt: typeof p.createdAt === 'number' ? new Date(p.createdAt).toISOString() : null,
    status: p.state ?? null,
    url: p.urls?.show ?? `${endpoints.appUrl}/jobs/postings/${p.id}`,
  })
  const candidateUrl = (id: string) => `${endpoints.appUrl}/candidates/${id}`

  return {
    provider: 'lever',
    async test(kind: AtsTestKind) {
      const path =
        kind === 'atsConnectionTest'
          ? '/users?limit=1'
          : kind === 'jobVerificationTest'
            ? '/postings?limit=1'
            : '/opportunities?limit=1'
      await call('GET', path)
    },
    async listJobs() {
      const jobs: AtsJob[] = []
      let offset: string | undefined
      for (let page = 0; page < 50; page++) {
        const body = await call<{ data?: LeverPosting[]; hasNext?: boolean; next?: string }>(
          'GET',
          `/postings?limit=100${offset ? `&offset=${encodeURIComponent(offset)}` : ''}`,
        )
        jobs.push(...(body.data ?? []).map(toJob))
        if (!body.hasNext || !body.next) break
        offset = body.next
      }
      return jobs
    },
    async getJob(id) {
      return toJob((await call<{ data: LeverPosting }>('GET', `/postings/${encodeURIComponent(id)}`)).data)
    },
    async pushCandidate(input, existing, onCreated) {
      let candidateId = existing?.candidateId
      if (!candidateId) {
        const created = await call<{ data: LeverOpportunity }>('POST', `/opportunities?${as}`, {
          name: `${input.firstName} ${input.lastName}`.trim(),
          ...(input.email ? { emails: [input.email] } : {}),
          ...(input.phone ? { phones: [{ value: input.phone }] } : {}),
          ...(input.headline ? { headline: input.headline } : {}),
          ...(input.linkedInUrl ? { links: [input.linkedInUrl] } : {}),
          postings: [input.externalJobId],
          origin: 'agency',
          sources: ['Quota'],
        })
        candidateId = created.data.id
        await onCreated?.({ candidateId, applicationId: null, url: candidateUrl(candidateId) })
      }
      const id = encodeURIComponent(candidateId)
      if (input.resume) {
        const { body, contentType } = multipartBody(
          {},
          {
            field: 'file',
            fileName: input.resume.fileName,
            contentType: input.resume.contentType,
            bytes: input.resume.bytes,
          },
        )
        await atsRequest({
          method: 'POST',
          url: `${base}/opportunities/${id}/files?${as}`,
          headers: { ...auth, 'content-type': contentType },
          body,
        })
      }
      if (input.note) await call('POST', `/opportunities/${id}/notes?${as}`, { value: input.note })
      return { candidateId, applicationId: null, url: candidateUrl(candidateId), created: !existing }
    },
    async getCandidate(id): Promise<AtsCandidateState> {
      const { data } = await call<{ data: LeverOpportunity }>('GET', `/opportunities/${encodeURIComponent(id)}`)
      let stage: string | null = null
      const stageId = typeof data.stage === 'string' ? data.stage : (data.stage?.id ?? null)
      if (typeof data.stage === 'object' && data.stage?.text) stage = data.stage.text
      else if (stageId) {
        stage =
          (await call<{ data: { text?: string } }>('GET', `/stages/${encodeURIComponent(stageId)}`)).data.text ?? null
      }
      const reason = data.archived?.reason ?? null
      const status = !data.archived
        ? 'active'
        : reason && /hired/i.test(reason)
          ? 'hired'
          : stage && /hired/i.test(stage)
            ? 'hired'
            : 'rejected'
      return { id, status, stage, url: data.urls?.show ?? candidateUrl(id) }
    },
  }
}
