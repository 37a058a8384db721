/**
 * Relations for Drizzle's relational queries (`db.query.jobsTable.findFirst({ with: ... })`).
 * Only the links the read models walk are declared; every foreign key is in the tables anyway.
 * Where one table points at another through several columns, the reverse (`many`) side is left
 * out or named with `relationName`, so no relation is ambiguous.
 */
import { relations } from 'drizzle-orm'
import { permissionsTable, rolePermissionsTable, rolesTable, userRolesTable } from './access'
import { candidateDeletionsTable, candidateInternalProfilesTable, candidateNotesTable } from './candidate-internal'
import {
  candidateDemographicsTable,
  candidateSkillsTable,
  educationsTable,
  portfolioItemsTable,
  workExperienceDetailsTable,
  workExperienceNotableAccountsTable,
  workExperiencesTable,
} from './candidate-profile'
import {
  candidateDesiredPositionsTable,
  candidateInterestedCitiesTable,
  candidateReinboundRequestsTable,
  candidatesTable,
} from './candidates'
import { atsConnectionsTable, atsJobLinksTable } from './integrations'
import {
  hiresTable,
  interviewFeedbackTable,
  interviewInterviewersTable,
  interviewsTable,
  offersTable,
} from './interviews'
import { jobCandidateHistoryTable, jobCandidatesTable } from './job-stages'
import {
  jobClientVerticalsTable,
  jobContactsTable,
  jobFavoritesTable,
  jobLocationsTable,
  jobSearchFiltersTable,
  jobSkillsTable,
  jobSourcersTable,
  jobStageCountsTable,
  jobsTable,
  jobTargetCompaniesTable,
  jobTargetVerticalsTable,
  jobTimezonesTable,
} from './jobs'
import { mediaTable } from './media'
import { messagesTable, messageThreadsTable } from './messaging'
import {
  clientAccountsTable,
  clientContactsTable,
  clientFavoritesTable,
  clientNotesTable,
  cultureMediaTable,
  organizationsTable,
} from './organizations'
import { citiesTable, listOfValuesTable, usStatesTable } from './reference'
import { savedFiltersTable } from './search'
import { refreshTokensTable, sessionsTable, socialAccountsTable, usersTable } from './users'

// --- users and access -------------------------------------------------------------------------

export const usersRelations = relations(usersTable, ({ one, many }) => ({
  organization: one(organizationsTable, { fields: [usersTable.organizationId], references: [organizationsTable.id] }),
  picture: one(mediaTable, { fields: [usersTable.pictureMediaId], references: [mediaTable.id] }),
  roles: many(userRolesTable, { relationName: 'userRoles' }),
  sessions: many(sessionsTable),
  socialAccounts: many(socialAccountsTable),
  savedFilters: many(savedFiltersTable),
}))

export const sessionsRelations = relations(sessionsTable, ({ one, many }) => ({
  user: one(usersTable, { fields: [sessionsTable.userId], references: [usersTable.id] }),
  refreshTokens: many(refreshTokensTable),
}))

export const refreshTokensRelations = relations(refreshTokensTable, ({ one }) => ({
  session: one(sessionsTable, { fields: [refreshTokensTable.sessionId], references: [sessionsTable.id] }),
}))

export const socialAccountsRelations = relations(socialAccountsTable, ({ one }) => ({
  user: one(usersTable, { fields: [socialAccountsTable.userId], references: [usersTable.id] }),
}))

export const rolesRelations = relations(rolesTable, ({ many }) => ({
  permissions: many(rolePermissionsTable),
  users: many(userRolesTable),
}))

export const permissionsRelations = relations(permissionsTable, ({ many }) => ({
  roles: many(rolePermissionsTable),
}))

export const rolePermissionsRelations = relations(rolePermissionsTable, ({ one }) => ({
  role: one(rolesTable, { fields: [rolePermissionsTable.roleId], references: [rolesTable.id] }),
  permission: one(permissionsTable, { fields: [rolePermissionsTable.permissionId], references: [permissionsTable.id] }),
}))

export const userRolesRelations = relations(userRolesTable, ({ one }) => ({
  user: one(usersTable, { fields: [userRolesTable.userId], references: [usersTable.id], relationName: 'userRoles' }),
  role: one(rolesTable, { fields: [userRolesTable.roleId], references: [rolesTable.id] }),
}))

export const savedFiltersRelations = relations(savedFiltersTable, ({ one }) => ({
  owner: one(usersTable, { fields: [savedFiltersTable.ownerId], references: [usersTable.id] }),
}))

// --- organizations and clients ----------------------------------------------------------------

export const organizationsRelations = relations(organizationsTable, ({ one, many }) => ({
  clientAccount: one(clientAccountsTable),
  logo: one(mediaTable, { fields: [organizationsTable.logoMediaId], references: [mediaTable.id] }),
  cover: one(mediaTable, { fields: [organizationsTable.coverMediaId], references: [mediaTable.id] }),
  industry: one(listOfValuesTable, { fields: [organizationsTable.industryId], references: [listOfValuesTable.id] }),
  city: one(citiesTable, { fields: [organizationsTable.cityId], references: [citiesTable.id] }),
  state: one(usStatesTable, { fields: [organizationsTable.stateId], references: [usStatesTable.id] }),
  contacts: many(clientContactsTable),
  notes: many(clientNotesTable),
  cultureMedia: many(cultureMediaTable),
  jobs: many(jobsTable),
  atsConnections: many(atsConnectionsTable),
}))

export const clientAccountsRelations = relations(clientAccountsTable, ({ one, many }) => ({
  organization: one(organizationsTable, {
    fields: [clientAccountsTable.organizationId],
    references: [organizationsTable.id],
  }),
  accountManager: one(usersTable, { fields: [clientAccountsTable.accountManagerId], references: [usersTable.id] }),
  favorites: many(clientFavoritesTable),
}))

export const clientFavoritesRelations = relations(clientFavoritesTable, ({ one }) => ({
  client: one(clientAccountsTable, {
    fields: [clientFavoritesTable.organizationId],
    references: [clientAccountsTable.organizationId],
  }),
}))

export const clientContactsRelations = relations(clientContactsTable, ({ one, many }) => ({
  organization: one(organizationsTable, {
    fields: [clientContactsTable.organizationId],
    references: [organizationsTable.id],
  }),
  user: one(usersTable, { fields: [clientContactsTable.userId], references: [usersTable.id] }),
  owner: one(usersTable, { fields: [clientContactsTable.ownerId], references: [usersTable.id] }),
  level: one(listOfValuesTable, { fields: [clientContactsTable.levelId], references: [listOfValuesTable.id] }),
  manager: one(clientContactsTable, {
    fields: [clientContactsTable.managerContactId],
    references: [clientContactsTable.id],
    relationName: 'contactManager',
  }),
  reports: many(clientContactsTable, { relationName: 'contactManager' }),
}))

export const clientNotesRelations = relations(clientNotesTable, ({ one }) => ({
  organization: one(organizationsTable, {
    fields: [clientNotesTable.organizationId],
    references: [organizationsTable.id],
  }),
  author: one(usersTable, { fields: [clientNotesTable.authorId], references: [usersTable.id] }),
}))

export const cultureMediaRelations = relations(cultureMediaTable, ({ one }) => ({
  organization: one(organizationsTable, {
    fields: [cultureMediaTable.organizationId],
    references: [organizationsTable.id],
  }),
  media: one(mediaTable, { fields: [cultureMediaTable.mediaId], references: [mediaTable.id] }),
  thumbnail: one(mediaTable, { fields: [cultureMediaTable.thumbnailMediaId], references: [mediaTable.id] }),
}))

export const atsConnectionsRelations = relations(atsConnectionsTable, ({ one }) => ({
  organization: one(organizationsTable, {
    fields: [atsConnectionsTable.organizationId],
    references: [organizationsTable.id],
  }),
}))

// --- candidates -------------------------------------------------------------------------------

export const candidatesRelations = relations(candidatesTable, ({ one, many }) => ({
  user: one(usersTable, { fields: [candidatesTable.userId], references: [usersTable.id] }),
  city: one(citiesTable, { fields: [candidatesTable.cityId], references: [citiesTable.id] }),
  state: one(usStatesTable, { fields: [candidatesTable.stateId], references: [usStatesTable.id] }),
  genderPronoun: one(listOfValuesTable, {
    fields: [candidatesTable.genderPronounId],
    references: [listOfValuesTable.id],
  }),
  picture: one(mediaTable, { fields: [candidatesTable.pictureMediaId], references: [mediaTable.id] }),
  resume: one(mediaTable, { fields: [candidatesTable.resumeMediaId], references: [mediaTable.id] }),
  pitchedVideo: one(mediaTable, { fields: [candidatesTable.pitchedVideoMediaId], references: [mediaTable.id] }),
  pronunciationAudio: one(mediaTable, {
    fields: [candidatesTable.pronunciationAudioMediaId],
    references: [mediaTable.id],
  }),
  headlineWorkExperience: one(workExperiencesTable, {
    fields: [candidatesTable.headlineWorkExperienceId],
    references: [workExperiencesTable.id],
    relationName: 'headlineWorkExperience',
  }),
  internalProfile: one(candidateInternalProfilesTable),
  demographics: one(candidateDemographicsTable),
  workExperiences: many(workExperiencesTable, { relationName: 'candidateWorkExperiences' }),
  educations: many(educationsTable),
  skills: many(candidateSkillsTable),
  portfolioItems: many(portfolioItemsTable),
  interestedCities: many(candidateInterestedCitiesTable),
  desiredPositions: many(candidateDesiredPositionsTable),
  reinboundRequests: many(candidateReinboundRequestsTable),
  notes: many(candidateNotesTable),
  jobs: many(jobCandidatesTable),
}))

export const candidateInterestedCitiesRelations = relations(candidateInterestedCitiesTable, ({ one }) => ({
  candidate: one(candidatesTable, {
    fields: [candidateInterestedCitiesTable.candidateId],
    references: [candidatesTable.id],
  }),
  city: one(citiesTable, { fields: [candidateInterestedCitiesTable.cityId], references: [citiesTable.id] }),
}))

export const candidateDesiredPositionsRelations = relations(candidateDesiredPositionsTable, ({ one }) => ({
  candidate: one(candidatesTable, {
    fields: [candidateDesiredPositionsTable.candidateId],
    references: [candidatesTable.id],
  }),
  position: one(listOfValuesTable, {
    fields: [candidateDesiredPositionsTable.positionId],
    references: [listOfValuesTable.id],
  }),
}))

export const candidateReinboundRequestsRelations = relations(candidateReinboundRequestsTable, ({ one }) => ({
  candidate: one(candidatesTable, {
    fields: [candidateReinboundRequestsTable.candidateId],
    references: [candidatesTable.id],
  }),
}))

export const workExperiencesRelations = relations(workExperiencesTable, ({ one, many }) => ({
  candidate: one(candidatesTable, {
    fields: [workExperiencesTable.candidateId],
    references: [candidatesTable.id],
    relationName: 'candidateWorkExperiences',
  }),
  organization: one(organizationsTable, {
    fields: [workExperiencesTable.organizationId],
    references: [organizationsTable.id],
  }),
  desiredPosition: one(listOfValuesTable, {
    fields: [workExperiencesTable.desiredPositionId],
    references: [listOfValuesTable.id],
  }),
  city: one(citiesTable, { fields: [workExperiencesTable.cityId], references: [citiesTable.id] }),
  state: one(usStatesTable, { fields: [workExperiencesTable.stateId], references: [usStatesTable.id] }),
  details: one(workExperienceDetailsTable),
  notableAccounts: many(workExperienceNotableAccountsTable),
}))

export const workExperienceDetailsRelations = relations(workExperienceDetailsTable, ({ one }) => ({
  workExperience: one(workExperiencesTable, {
    fields: [workExperienceDetailsTable.workExperienceId],
    references: [workExperiencesTable.id],
  }),
}))

export const workExperienceNotableAccountsRelations = relations(workExperienceNotableAccountsTable, ({ one }) => ({
  workExperience: one(workExperiencesTable, {
    fields: [workExperienceNotableAccountsTable.workExperienceId],
    references: [workExperiencesTable.id],
  }),
  organization: one(organizationsTable, {
    fields: [workExperienceNotableAccountsTable.organizationId],
    references: [organizationsTable.id],
  }),
}))

export const educationsRelations = relations(educationsTable, ({ one }) => ({
  candidate: one(candidatesTable, { fields: [educationsTable.candidateId], references: [candidatesTable.id] }),
  degree: one(listOfValuesTable, { fields: [educationsTable.degreeId], references: [listOfValuesTable.id] }),
  fieldOfStudy: one(listOfValuesTable, {
    fields: [educationsTable.fieldOfStudyId],
    references: [listOfValuesTable.id],
  }),
}))

export const candidateSkillsRelations = relations(candidateSkillsTable, ({ one }) => ({
  candidate: one(candidatesTable, { fields: [candidateSkillsTable.candidateId], references: [candidatesTable.id] }),
  skill: one(listOfValuesTable, { fields: [candidateSkillsTable.skillId], references: [listOfValuesTable.id] }),
}))

export const portfolioItemsRelations = relations(portfolioItemsTable, ({ one }) => ({
  candidate: one(candidatesTable, { fields: [portfolioItemsTable.candidateId], references: [candidatesTable.id] }),
  file: one(mediaTable, { fields: [portfolioItemsTable.fileMediaId], references: [mediaTable.id] }),
  thumbnail: one(mediaTable, { fields: [portfolioItemsTable.thumbnailMediaId], references: [mediaTable.id] }),
}))

export const candidateDemographicsRelations = relations(candidateDemographicsTable, ({ one }) => ({
  candidate: one(candidatesTable, {
    fields: [candidateDemographicsTable.candidateId],
    references: [candidatesTable.id],
  }),
}))

export const candidateInternalProfilesRelations = relations(candidateInternalProfilesTable, ({ one }) => ({
  candidate: one(candidatesTable, {
    fields: [candidateInternalProfilesTable.candidateId],
    references: [candidatesTable.id],
  }),
  owner: one(usersTable, { fields: [candidateInternalProfilesTable.ownerId], references: [usersTable.id] }),
  sourcedBy: one(usersTable, { fields: [candidateInternalProfilesTable.sourcedById], references: [usersTable.id] }),
  leadStatus: one(listOfValuesTable, {
    fields: [candidateInternalProfilesTable.leadStatusId],
    references: [listOfValuesTable.id],
  }),
  contactStatus: one(listOfValuesTable, {
    fields: [candidateInternalProfilesTable.contactStatusId],
    references: [listOfValuesTable.id],
  }),
}))

export const candidateNotesRelations = relations(candidateNotesTable, ({ one }) => ({
  candidate: one(candidatesTable, { fields: [candidateNotesTable.candidateId], references: [candidatesTable.id] }),
  author: one(usersTable, { fields: [candidateNotesTable.authorId], references: [usersTable.id] }),
  job: one(jobsTable, { fields: [candidateNotesTable.jobId], references: [jobsTable.id] }),
}))

export const candidateDeletionsRelations = relations(candidateDeletionsTable, ({ one }) => ({
  reason: one(listOfValuesTable, { fields: [candidateDeletionsTable.reasonId], references: [listOfValuesTable.id] }),
}))

// --- jobs -------------------------------------------------------------------------------------

export const jobsRelations = relations(jobsTable, ({ one, many }) => ({
  organization: one(organizationsTable, { fields: [jobsTable.organizationId], references: [organizationsTable.id] }),
  accountManager: one(usersTable, { fields: [jobsTable.accountManagerId], references: [usersTable.id] }),
  businessDevelopment: one(usersTable, { fields: [jobsTable.businessDevelopmentId], references: [usersTable.id] }),
  owner: one(usersTable, { fields: [jobsTable.ownerId], references: [usersTable.id] }),
  createdByUser: one(usersTable, { fields: [jobsTable.createdBy], references: [usersTable.id] }),
  city: one(citiesTable, { fields: [jobsTable.cityId], references: [citiesTable.id] }),
  state: one(usStatesTable, { fields: [jobsTable.stateId], references: [usStatesTable.id] }),
  desiredPosition: one(listOfValuesTable, {
    fields: [jobsTable.desiredPositionId],
    references: [listOfValuesTable.id],
  }),
  searchFilter: one(jobSearchFiltersTable),
  atsLink: one(atsJobLinksTable),
  stageCounts: many(jobStageCountsTable),
  favorites: many(jobFavoritesTable),
  skills: many(jobSkillsTable),
  sourcers: many(jobSourcersTable),
  targetCompanies: many(jobTargetCompaniesTable),
  clientVerticals: many(jobClientVerticalsTable),
  targetVerticals: many(jobTargetVerticalsTable),
  locations: many(jobLocationsTable),
  timezones: many(jobTimezonesTable),
  contacts: many(jobContactsTable),
  candidates: many(jobCandidatesTable),
}))

export const jobStageCountsRelations = relations(jobStageCountsTable, ({ one }) => ({
  job: one(jobsTable, { fields: [jobStageCountsTable.jobId], references: [jobsTable.id] }),
}))
export const jobFavoritesRelations = relations(jobFavoritesTable, ({ one }) => ({
  job: one(jobsTable, { fields: [jobFavoritesTable.jobId], references: [jobsTable.id] }),
}))
export const jobSkillsRelations = relations(jobSkillsTable, ({ one }) => ({
  job: one(jobsTable, { fields: [jobSkillsTable.jobId], references: [jobsTable.id] }),
  skill: one(listOfValuesTable, { fields: [jobSkillsTable.skillId], references: [listOfValuesTable.id] }),
}))
export const jobSourcersRelations = relations(jobSourcersTable, ({ one }) => ({
  job: one(jobsTable, { fields: [jobSourcersTable.jobId], references: [jobsTable.id] }),
  user: one(usersTable, { fields: [jobSourcersTable.userId], references: [usersTable.id] }),
}))
export const jobTargetCompaniesRelations = relations(jobTargetCompaniesTable, ({ one }) => ({
  job: one(jobsTable, { fields: [jobTargetCompaniesTable.jobId], references: [jobsTable.id] }),
  organization: one(organizationsTable, {
    fields: [jobTargetCompaniesTable.organizationId],
    references: [organizationsTable.id],
  }),
}))
export const jobClientVerticalsRelations = relations(jobClientVerticalsTable, ({ one }) => ({
  job: one(jobsTable, { fields: [jobClientVerticalsTable.jobId], references: [jobsTable.id] }),
  industry: one(listOfValuesTable, {
    fields: [jobClientVerticalsTable.industryId],
    references: [listOfValuesTable.id],
  }),
}))
export const jobTargetVerticalsRelations = relations(jobTargetVerticalsTable, ({ one }) => ({
  job: one(jobsTable, { fields: [jobTargetVerticalsTable.jobId], references: [jobsTable.id] }),
  industry: one(listOfValuesTable, {
    fields: [jobTargetVerticalsTable.industryId],
    references: [listOfValuesTable.id],
  }),
}))
export const jobLocationsRelations = relations(jobLocationsTable, ({ one }) => ({
  job: one(jobsTable, { fields: [jobLocationsTable.jobId], references: [jobsTable.id] }),
  city: one(citiesTable, { fields: [jobLocationsTable.cityId], references: [citiesTable.id] }),
  state: one(usStatesTable, { fields: [jobLocationsTable.stateId], references: [usStatesTable.id] }),
}))
export const jobTimezonesRelations = relations(jobTimezonesTable, ({ one }) => ({
  job: one(jobsTable, { fields: [jobTimezonesTable.jobId], references: [jobsTable.id] }),
}))
export const jobContactsRelations = relations(jobContactsTable, ({ one }) => ({
  job: one(jobsTable, { fields: [jobContactsTable.jobId], references: [jobsTable.id] }),
  user: one(usersTable, { fields: [jobContactsTable.userId], references: [usersTable.id] }),
}))
export const jobSearchFiltersRelations = relations(jobSearchFiltersTable, ({ one }) => ({
  job: one(jobsTable, { fields: [jobSearchFiltersTable.jobId], references: [jobsTable.id] }),
}))
export const atsJobLinksRelations = relations(atsJobLinksTable, ({ one }) => ({
  job: one(jobsTable, { fields: [atsJobLinksTable.jobId], references: [jobsTable.id] }),
  connection: one(atsConnectionsTable, {
    fields: [atsJobLinksTable.connectionId],
    references: [atsConnectionsTable.id],
  }),
}))

// --- a candidate in a job ---------------------------------------------------------------------

export const jobCandidatesRelations = relations(jobCandidatesTable, ({ one, many }) => ({
  job: one(jobsTable, { fields: [jobCandidatesTable.jobId], references: [jobsTable.id] }),
  candidate: one(candidatesTable, { fields: [jobCandidatesTable.candidateId], references: [candidatesTable.id] }),
  createdByUser: one(usersTable, { fields: [jobCandidatesTable.createdBy], references: [usersTable.id] }),
  statusUpdatedByUser: one(usersTable, { fields: [jobCandidatesTable.statusUpdatedBy], references: [usersTable.id] }),
  history: many(jobCandidateHistoryTable),
  interviews: many(interviewsTable),
  offers: many(offersTable),
  hire: one(hiresTable),
}))

export const jobCandidateHistoryRelations = relations(jobCandidateHistoryTable, ({ one }) => ({
  jobCandidate: one(jobCandidatesTable, {
    fields: [jobCandidateHistoryTable.jobCandidateId],
    references: [jobCandidatesTable.id],
  }),
  actor: one(usersTable, { fields: [jobCandidateHistoryTable.actorId], references: [usersTable.id] }),
}))

export const interviewsRelations = relations(interviewsTable, ({ one, many }) => ({
  jobCandidate: one(jobCandidatesTable, {
    fields: [interviewsTable.jobCandidateId],
    references: [jobCandidatesTable.id],
  }),
  createdByUser: one(usersTable, { fields: [interviewsTable.createdBy], references: [usersTable.id] }),
  interviewers: many(interviewInterviewersTable),
  feedback: many(interviewFeedbackTable),
}))

export const interviewInterviewersRelations = relations(interviewInterviewersTable, ({ one }) => ({
  interview: one(interviewsTable, {
    fields: [interviewInterviewersTable.interviewId],
    references: [interviewsTable.id],
  }),
  user: one(usersTable, { fields: [interviewInterviewersTable.userId], references: [usersTable.id] }),
}))

export const interviewFeedbackRelations = relations(interviewFeedbackTable, ({ one }) => ({
  interview: one(interviewsTable, { fields: [interviewFeedbackTable.interviewId], references: [interviewsTable.id] }),
  author: one(usersTable, { fields: [interviewFeedbackTable.authorId], references: [usersTable.id] }),
}))

export const offersRelations = relations(offersTable, ({ one }) => ({
  jobCandidate: one(jobCandidatesTable, { fields: [offersTable.jobCandidateId], references: [jobCandidatesTable.id] }),
  offerType: one(listOfValuesTable, { fields: [offersTable.offerTypeId], references: [listOfValuesTable.id] }),
}))

export const hiresRelations = relations(hiresTable, ({ one }) => ({
  jobCandidate: one(jobCandidatesTable, { fields: [hiresTable.jobCandidateId], references: [jobCandidatesTable.id] }),
  offer: one(offersTable, { fields: [hiresTable.offerId], references: [offersTable.id] }),
}))

// --- reference and messaging ------------------------------------------------------------------

export const listOfValuesRelations = relations(listOfValuesTable, ({ one, many }) => ({
  parent: one(listOfValuesTable, {
    fields: [listOfValuesTable.parentId],
    references: [listOfValuesTable.id],
    relationName: 'listOfValuesParent',
  }),
  items: many(listOfValuesTable, { relationName: 'listOfValuesParent' }),
}))

export const citiesRelations = relations(citiesTable, ({ one }) => ({
  state: one(usStatesTable, { fields: [citiesTable.stateCode], references: [usStatesTable.code] }),
}))

export const messageThreadsRelations = relations(messageThreadsTable, ({ one, many }) => ({
  candidate: one(candidatesTable, { fields: [messageThreadsTable.candidateId], references: [candidatesTable.id] }),
  job: one(jobsTable, { fields: [messageThreadsTable.jobId], references: [jobsTable.id] }),
  messages: many(messagesTable),
}))

export const messagesRelations = relations(messagesTable, ({ one }) => ({
  thread: one(messageThreadsTable, { fields: [messagesTable.threadId], references: [messageThreadsTable.id] }),
  sender: one(usersTable, { fields: [messagesTable.senderUserId], references: [usersTable.id] }),
}))
