/** Recruiter candidate screens: the candidate list (search, filters, bulk). One chunk. */
export { CandidateListPage } from './list-page'
