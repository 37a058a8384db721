/**
 * Lever data API (`{baseUrl}/v1`, EU `https://api.eu.lever.co`): HTTP Basic with the API key as
 * user name and an empty password. Writes act as a Lever user (`perform_as`): the opportunity is
 * created with the posting, `origin: agency`; the resume goes to `/opportunities/{id}/files`
 * (multipart) and the submittal blurb to `/opportunities/{id}/notes`. Lists page with the body's
 * `hasNext`/`next` (passed back as `offset`). An opportunity is one person for one posting: a
 * second push for the same job updates the opportunity we created (file and note); a push of the
 * same person for another job creates the opportunity for that posting (Lever files it under the
 * same contact by e-mail).
 * An archived opportunity's `archived.reason` is an archive-reason id: whether it means hired is
 * the reason's `type` (`hired` | `non-hired`) from `GET /archive_reasons` (Lever: "Accounts have
 * many archive reasons, one of which is always Hired"). Feedback names its author by user id
 * (`user`), resolved through `GET /users/{id}`. Notes cannot be edited ("remove the note and add
 * again", hire.lever.co/developer/support): a changed submittal note replaces the previous one.
 * Sources per call: docs/integrations.md. The contract server (testing/lever-contract-server.ts)
 * answers these shapes.
 */
import type { AtsAdapter, AtsCandidateState, AtsEndpoints, AtsFeedback, AtsJob, AtsTestKind } from './adapter'
import { AtsHttpError, atsRequest, multipartBody } from './http'

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

type LeverArchiveReason = { id: string; text?: string; status?: string; type?: 'hired' | 'non-hired' | string }

type LeverUser = { id: string; name?: string | null; email?: string | null }

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

  async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, json?: unknown): Promise<T> {
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

  /** Archive reasons by id (read once per adapter: a connection's reasons rarely change). */
  let reasons: Map<string, LeverArchiveReason> | null = null
  async function archiveReason(id: string): Promise<LeverArchiveReason | null> {
    if (!reasons?.has(id)) {
      reasons = new Map()
      let offset: string | undefined
      for (let page = 0; page < 20; page++) {
        const body = await call<{ data?: LeverArchiveReason[]; hasNext?: boolean; next?: string }>(
          'GET',
          `/archive_reasons?limit=100${offset ? `&offset=${encodeURIComponent(offset)}` : ''}`,
        )
        for (const r of body.data ?? []) reasons.set(r.id, r)
        if (!body.hasNext || !body.next) break
        offset = body.next
      }
    }
    return reasons.get(id) ?? null
  }

  /** A user's name by id; null when Lever no longer has the user (deactivated and removed). */
  async function userName(id: string): Promise<string | null> {
    try {
      const { data } = await call<{ data: LeverUser }>('GET', `/users/${encodeURIComponent(id)}`)
      return data.name || data.email || null
    } catch (error) {
      if (error instanceof AtsHttpError && error.status === 404) return null
      throw error
    }
  }

  /** Posts the submittal note; a changed note replaces the previous one (Lever notes cannot be edited). */
  async function replaceNote(opportunityId: string, text: string, previous: string | null): Promise<string | null> {
    const id = encodeURIComponent(opportunityId)
    if (previous) {
      await call('DELETE', `/opportunities/${id}/notes/${encodeURIComponent(previous)}?${as}`).catch((error) => {
        // already removed in Lever: what was asked is true
        if (!(error instanceof AtsHttpError && error.status === 404)) throw error
      })
    }
    const note = await call<{ data?: { noteId?: string } }>('POST', `/opportunities/${id}/notes?${as}`, {
      value: text,
    })
    return note?.data?.noteId ?? null
  }

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
      const note = input.note ? { id: await replaceNote(candidateId, input.note, input.replacesNoteId) } : null
      return {
        candidateId,
        applicationId: candidateId,
        url: candidateUrl(candidateId),
        created: candidateId !== existing?.applicationId,
        note,
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
      // archived: hired or not is the archive reason's type, never guessed from names
      const reasonId = data.archived?.reason ?? null
      const reason = reasonId ? await archiveReason(reasonId) : null
      const status = !data.archived
        ? 'active'
        : reason?.type === 'hired'
          ? 'hired'
          : reason?.type === 'non-hired'
            ? 'rejected'
            : 'archived'
      return { id, status, stage, url: data.urls?.show ?? candidateUrl(id) }
    },
    async listFeedback(candidateId): Promise<AtsFeedback[]> {
      const { data } = await call<{ data?: LeverFeedback[] }>(
        'GET',
        `/opportunities/${encodeURIComponent(candidateId)}/feedback`,
      )
      const names = new Map<string, string | null>()
      for (const user of new Set((data ?? []).map((f) => f.user).filter((u): u is string => !!u)))
        names.set(user, await userName(user))
      return (data ?? []).map((f) => {
        const score = f.fields?.find((x) => x.type === 'score-system' || x.type === 'score')
        const texts = (f.fields ?? []).filter((x) => x !== score && typeof x.value === 'string' && x.value)
        return {
          id: f.id,
          interview: f.text ?? null,
          interviewer: f.user ? (names.get(f.user) ?? null) : null,
          submittedAt: typeof f.completedAt === 'number' ? new Date(f.completedAt).toISOString() : null,
          recommendation: score?.value === undefined || score.value === null ? null : String(score.value),
          summary: texts.map((x) => `${x.text ?? ''}: ${x.value as string}`).join('\n') || null,
        }
      })
    },
    async postNote(candidateId, text) {
      return replaceNote(candidateId, text, null)
    },
  }
}
