/**
 * One interface for every applicant tracking system we connect to (Greenhouse, Lever). The
 * routes, the push (ats-push.ts) and the inbound webhooks speak only this; each vendor's shapes,
 * auth and paging stay inside its adapter.
 */
import type { AtsProvider } from '@quota/shared/domain/enums'
import { AtsHttpError } from './http'

/** What a connection stores sealed (apiKeyEncrypted holds this as JSON). */
export type AtsCredentials =
  | {
      provider: 'greenhouse'
      /** Harvest v3 OAuth client credentials. */
      clientId: string
      clientSecret: string
      /** The Greenhouse user the calls act as (`sub` of the token request; On-Behalf-Of of v1). */
      userId: string
      /**
       * Candidate Ingestion API (sourcing partner): when present, pushes go through it instead of
       * Harvest writes (greenhouse-ingestion.ts). Harvest stays for jobs, tests, reads and feedback.
       */
      sourcingPartner?: { apiKey: string; onBehalfOf: string }
    }
  | {
      provider: 'lever'
      apiKey: string
      /** The Lever user writes are made as (`perform_as`). */
      performAs: string
    }

/** Where a connection's calls go; defaults are the vendors' public hosts. */
export interface AtsEndpoints {
  baseUrl: string
  /** Greenhouse only: the OAuth token host. */
  authUrl?: string
  /** Where a person opens a candidate or job in the vendor's app. */
  appUrl?: string
  /** Greenhouse only: the Candidate Ingestion API host. */
  ingestionUrl?: string
}

export const DEFAULT_ENDPOINTS: Record<AtsProvider, Required<AtsEndpoints>> = {
  greenhouse: {
    baseUrl: 'https://harvest.greenhouse.io',
    authUrl: 'https://auth.greenhouse.io',
    appUrl: 'https://app.greenhouse.io',
    ingestionUrl: 'https://api.greenhouse.io',
  },
  lever: { baseUrl: 'https://api.lever.co', authUrl: '', appUrl: 'https://hire.lever.co', ingestionUrl: '' },
}

export interface AtsJob {
  id: string
  name: string
  requisitionId: string | null
  location: string | null
  createdAt: string | null
  /** The vendor's status word (open, closed, draft, published, …). */
  status: string | null
  url: string | null
}

export interface AtsCandidateInput {
  firstName: string
  lastName: string
  email: string | null
  phone: string | null
  headline: string | null
  linkedInUrl: string | null
  /**
   * The submittal blurb, posted as a note; null when there is none or it is the one already posted
   * (ats-push.ts sends it only when it changed, so a push never repeats a note).
   */
  note: string | null
  /** The note an earlier push left, replaced by `note` where the vendor can (Lever); else null. */
  replacesNoteId: string | null
  resume: { fileName: string; contentType: string; bytes: Buffer } | null
  /**
   * A signed link the ATS can fetch the resume from (Greenhouse Ingestion takes a URL, not bytes);
   * null when the server has no public address (PUBLIC_URL) or the candidate no resume.
   */
  resumeUrl: string | null
  /** Our id for this candidate (Ingestion `external_id`). */
  externalId: string
  externalJobId: string
}

/** What a push left in the ATS. */
export interface AtsPushResult {
  candidateId: string
  applicationId: string | null
  url: string | null
  /** False when an existing candidate was updated (a second push). */
  created: boolean
  /** The note this push posted (with the vendor's id when it answers one); null when it posted none. */
  note: { id: string | null } | null
}

/** A candidate as the ATS holds it now. */
export interface AtsCandidateState {
  id: string
  /** active, hired, rejected or archived. */
  status: 'active' | 'hired' | 'rejected' | 'archived'
  /** The stage name in the ATS, when known. */
  stage: string | null
  url: string | null
}

/** One interview feedback as the ATS holds it (Greenhouse scorecard, Lever feedback form). */
export interface AtsFeedback {
  id: string
  interview: string | null
  interviewer: string | null
  submittedAt: string | null
  recommendation: string | null
  summary: string | null
}

export const ATS_TEST_KINDS = ['atsConnectionTest', 'jobVerificationTest', 'candidateVerificationTest'] as const
export type AtsTestKind = (typeof ATS_TEST_KINDS)[number]

/** 000 §8 / 002 §8: the messages a connection test shows. */
export const ATS_TEST_MESSAGES = {
  invalidKey: 'The API key is invalid or no longer valid.',
  usersPermission: 'The API key is missing permission for the users resource.',
  failed: 'API Request Failed',
  ok: 'Connection verified',
} as const

export interface AtsAdapter {
  readonly provider: AtsProvider
  /** Throws AtsHttpError when the call the test stands for fails. */
  test(kind: AtsTestKind): Promise<void>
  listJobs(): Promise<AtsJob[]>
  getJob(id: string): Promise<AtsJob>
  /** Creates the candidate and the application with resume and note, or updates `existing`. */
  pushCandidate(
    input: AtsCandidateInput,
    existing: { candidateId: string; applicationId: string | null } | null,
    /**
     * Called as soon as the ATS has created the candidate (before files and notes), so a failure
     * after it is retried as an update of that candidate and never creates a second one.
     */
    onCreated?: (ids: { candidateId: string; applicationId: string | null; url: string | null }) => Promise<void>,
  ): Promise<AtsPushResult>
  getCandidate(id: string, applicationId?: string | null): Promise<AtsCandidateState>
  /** Submitted interview feedback on the candidate (their application when known). */
  listFeedback(candidateId: string, applicationId: string | null): Promise<AtsFeedback[]>
  /** Posts text to the candidate as a note (our interview feedback); answers the note's id. */
  postNote(candidateId: string, text: string): Promise<string | null>
}

/** The message a connection test shows for a failure (spec texts; the vendor's reason otherwise). */
export function testFailureMessage(kind: AtsTestKind, error: unknown): string {
  if (error instanceof AtsHttpError) {
    if (error.status === 401) return ATS_TEST_MESSAGES.invalidKey
    if (error.status === 403 && kind === 'atsConnectionTest') return ATS_TEST_MESSAGES.usersPermission
    if (error.status === 403) return `${ATS_TEST_MESSAGES.failed}: ${error.reason}`
    // no answer at all (address refused, DNS, timeout): say why, it is what the client can fix
    if (error.status === null) return `${ATS_TEST_MESSAGES.failed}: ${error.reason}`
  }
  return ATS_TEST_MESSAGES.failed
}
