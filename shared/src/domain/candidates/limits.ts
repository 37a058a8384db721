/**
 * Candidate limits and fixed messages (spec 001 §5, §9; 000 §5, §9). One place, used by the
 * web app's forms and enforced by the API.
 */
import type { MediaKind, UserType } from '../enums'
import { MAX_FILE_MB } from '../validation/limits'

export const CANDIDATE_LIMITS = {
  interestedCities: 5,
  soldIntoDepartments: 3,
  soldIntoLevels: 3,
  responsibilities: 6,
  clientVerticals: 3,
  notableAccounts: 5,
  portfolioItems: 10,
  /** Team size and team ARR (in millions): 0 to 999. */
  teamSize: { min: 0, max: 999 },
  teamArrMillions: { min: 0, max: 999 },
  /** Ours: bounds for the multi-picks the spec leaves open. */
  customerSizes: 10,
  salesMethodologies: 10,
  extracurricularActivities: 10,
  desiredPositions: 10,
  skills: 100,
  preferredOfficeHours: 10,
  /** Ours: whole currency units per year; nobody asks for more than 100 M. */
  moneyMax: 100_000_000,
  aboutMe: 4000,
  description: 4000,
  descriptionHtml: 20_000,
  highlights: 2000,
  highlightsHtml: 10_000,
  title: 255,
  url: 1000,
  /** Graduation year generator: 5 to 55 years (001 §9), around the current year. */
  graduationYearsBack: 55,
  graduationYearsAhead: 5,
  /** Percent sliders (lead source, out-reach, retention): default 50 for the sliders (001 §9). */
  sliderDefault: 50,
} as const

/** Spec 001 §9: a marked candidate is purged 30 days later. */
export const PURGE_AFTER_DAYS = 30

export const CANDIDATE_MESSAGES = {
  skillExists: 'Skill already exists',
  notableAccountSelected: 'Notable account already selected',
  atLeastOneLocation: 'At least 1 location must be selected.',
  atLeastOneOfficeHour: 'At least 1 Preferred Office Hour must be selected.',
  salaryGreaterThanOte: 'Salary must be less than OTE',
  emailTaken: 'User with this email address already exists.',
  recruiterUrl: 'Please enter your own LinkedIn profile URL, not a recruiter URL',
  invalidUrl: 'Please enter a valid LinkedIn profile URL',
  invalidLink: 'Invalid link!',
  maxValues: (n: number) => `You can select up to ${n} values`,
  portfolioFull: `You can add up to ${10} portfolio items`,
  resumePartial: 'Your resume was parsed, but some sections could not be read. Please check them.',
  resumeInProgress: 'Your resume is still being parsed. Please refresh shortly.',
  uploadFailed: 'The upload failed, please try again.',
} as const

/** What each upload kind accepts: spec 000 §5, 001 §5 (types and MB). */
export interface UploadRule {
  /** Accepted content types, decided from the file's bytes. */
  mimeTypes: readonly string[]
  /** Accepted file-name extensions (what the picker offers). */
  extensions: readonly string[]
  maxMb: number
}

const PDF = 'application/pdf'
const DOC = 'application/msword'
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const IMAGES = ['image/jpeg', 'image/png'] as const

export const UPLOAD_RULES = {
  resume: { mimeTypes: [PDF, DOC, DOCX], extensions: ['pdf', 'doc', 'docx'], maxMb: MAX_FILE_MB.resume },
  profilePicture: { mimeTypes: IMAGES, extensions: ['jpg', 'jpeg', 'png'], maxMb: MAX_FILE_MB.profileImage },
  portfolioFile: {
    mimeTypes: [PDF, ...IMAGES, 'image/gif', 'image/webp'],
    extensions: ['pdf', 'jpg', 'jpeg', 'png', 'gif', 'webp'],
    maxMb: MAX_FILE_MB.portfolio,
  },
  portfolioThumbnail: {
    mimeTypes: [...IMAGES, 'image/webp'],
    extensions: ['jpg', 'jpeg', 'png', 'webp'],
    maxMb: MAX_FILE_MB.profileImage,
  },
  pitchedVideo: {
    mimeTypes: ['video/mp4', 'video/quicktime', 'video/x-msvideo'],
    extensions: ['mp4', 'mov', 'avi'],
    maxMb: MAX_FILE_MB.pitchedVideo,
  },
  /** Ours: the pronunciation audio (recorded in the browser or uploaded); 10 MB is minutes of speech. */
  candidateAudio: {
    mimeTypes: [
      'audio/webm',
      'video/webm',
      'audio/ogg',
      'audio/mpeg',
      'audio/wav',
      'audio/x-wav',
      'audio/mp4',
      'audio/x-m4a',
      'video/mp4',
    ],
    extensions: ['webm', 'ogg', 'mp3', 'wav', 'm4a', 'mp4'],
    maxMb: 10,
  },
} as const satisfies Partial<Record<MediaKind, UploadRule>>

export type CandidateUploadKind = keyof typeof UPLOAD_RULES
export const CANDIDATE_UPLOAD_KINDS = Object.keys(UPLOAD_RULES) as CandidateUploadKind[]

export const maxBytesOf = (kind: CandidateUploadKind) => UPLOAD_RULES[kind].maxMb * 1024 * 1024

/** Kinds whose files go through the transcoder before they are shown (002 §3 "transcoding"). */
export const TRANSCODED_KINDS: readonly CandidateUploadKind[] = ['pitchedVideo', 'candidateAudio']

/** Public profile link lifetime in days by who shared it (000 §9, 001 §9). */
export const SHARE_LINK_LIFETIME_DAYS: Record<UserType, number> = {
  staff: 90,
  client: 30,
  candidate: 6,
  system: 90,
}
