/**
 * Lever data API (`{baseUrl}/v1`, EU `https://api.eu.lever.co`): HTTP Basic with the API key as
 * user name and an empty password. Writes act as a Lever user (`perform_as`): the opportunity is
 * created with the posting, `origin: agency`; the resume goes to `/opportunities/{id}/files`
 * (multipart) and the submittal blurb to `/opportunities/{id}/notes`. Lists page with the body's
 * `hasNext`/`next` (passed back as `offset`). An opportunity is one person for one posting: a
 * second push for the same job updates the opportunity we created (file and note); a push of the
 * same person for another job creates the opportunity for that posting (Lever files it under the
 * same contact by e-mail).
 * The contract server (testing/ats-contract-servers.ts) answers these shapes.
 */
import type { AtsAdapter, AtsCandidateState, AtsEndpoints, AtsFeedback, AtsJob, AtsTestKind } from './adapter'
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

type LeverFeedback = {
  id: string
  text?: string | null
  user?: string | null
  completedAt?: number | null
  fields?: { text?: string; type?: string; value?: unknown }[]
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
      // Lever's model: an opportunity is one person considered for one posting (one posting per
      // create); the same person for another posting is another opportunity, which Lever puts
      // under the same contact by e-mail. So our "application" is the opportunity: a second push
      // for the same job updates it, a push for another job creates the opportunity for that posting.
      let candidateId = existing?.applicationId ?? undefined
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
        await onCreated?.({ candidateId, applicationId: candidateId, url: candidateUrl(candidateId) })
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
      return {
        candidateId,
        applicationId: candidateId,
        url: candidateUrl(candidateId),
        created: candidateId !== existing?.applicationId,
      }
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
    async listFeedback(candidateId): Promise<AtsFeedback[]> {
      const { data } = await call<{ data?: LeverFeedback[] }>(
        'GET',
        `/opportunities/${encodeURIComponent(candidateId)}/feedback`,
      )
      return (data ?? []).map((f) => {
        const score = f.fields?.find((x) => x.type === 'score-system' || x.type === 'score')
        const texts = (f.fields ?? []).filter((x) => x !== score && typeof x.value === 'string' && x.value)
        return {
          id: f.id,
          interview: f.text ?? null,
          interviewer: f.user ?? null,
          submittedAt: typeof f.completedAt === 'number' ? new Date(f.completedAt).toISOString() : null,
          recommendation: score?.value === undefined || score.value === null ? null : String(score.value),
          summary: texts.map((x) => `${x.text ?? ''}: ${x.value as string}`).join('\n') || null,
        }
      })
    },
    async postNote(candidateId, text) {
      const note = await call<{ data?: { noteId?: string } }>(
        'POST',
        `/opportunities/${encodeURIComponent(candidateId)}/notes?${as}`,
        { value: text },
      )
      return note?.data?.noteId ?? null
    },
  }
}
