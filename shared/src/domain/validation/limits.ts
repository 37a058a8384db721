/** Page sizes (spec 000 §9). `max` is ours: no list answers more than this at once. */
export const PAGE_SIZE = {
  initial: 25,
  synonyms: 50,
  list: 10,
  interviewFeedbackReport: 100,
  clientExecutiveReport: 75,
  max: 200,
} as const

/** Text and number limits (spec 000 §5, 001 §5, 002 §5). */
export const LIMITS = {
  jobName: 80,
  postingLink: 1000,
  prepNoteLink: 1000,
  jobDescription: 20_768,
  openings: { min: 1, max: 999 },
  salaryFilterK: { min: 1, max: 999 },
  totalFundingM: { min: 1, max: 9999 },
  offeredSalaryMin: 10_000,
  trackOffer: { min: 10_000, max: 1_000_000 },
  teamSize: { min: 0, max: 999 },
  teamArr: { min: 0, max: 999 },
  daysFilter: { min: 1, max: 9999 },
  notes: 2000,
  notesLong: 4000,
  internalNotes: 10_000,
  internalNotesHtml: 50_000,
  emailSubject: 500,
  professionalNetworkMessage: 900,
  message: 1600,
  sourcingNotes: 32_000,
  jitSizzleHtml: 5000,
  interviewProcess: 10_000,
  passwordMin: 8,
  /** Our own bound for free text the spec leaves open (names, titles). */
  shortText: 255,
  selectedCandidates: 10,
  selectedJobs: 5,
  interviewers: 15,
  maxRecommendationCandidates: 2000,
} as const

/** Maximum upload sizes in MB (spec 000 §5). */
export const MAX_FILE_MB = {
  resume: 6,
  profileImage: 10,
  inboundPicture: 1,
  coverImage: 10,
  feedbackAttachment: 5,
  portfolio: 100,
  cultureMedia: 4,
  pitchedVideo: 500,
  general: 50,
} as const
