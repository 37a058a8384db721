/**
 * What each role lets its holder do, shown beside the role choice in the users screen (issue 20
 * item 11). The roles and the permissions they grant are api/src/db/seed/access.ts; keep the two
 * in step. What each register screen does is its own help text (REGISTER_HELP in registers-page.tsx).
 */
export const ROLE_HELP: Readonly<Record<string, string>> = {
  candidate: 'Their own profile, dashboard, calendar and the jobs they are pitched.',
  'internal-recruiter': 'Every candidate, job and client: search, pipeline moves, client pages and reports.',
  'fractional-recruiter': 'As an internal recruiter, marked as fractional (own placements are tracked apart).',
  'client-recruiter':
    "The company's own jobs and the candidates submitted to them, its integrations, the compensation engine and, when turned on, the executive report.",
  'client-sourcing': 'As a client recruiter, plus sourcing for the company.',
  'client-recruiter-basic':
    'The compensation engine and their own settings only: no candidates, jobs or company pages.',
  'manage-lists': 'Administration: the lists of values (positions, skills, reasons, ...).',
  'manage-users': 'Administration: users, their roles, activation and sign-in invitations.',
  administrator:
    'Every administration screen (lists, users, features, configurations, Chrome extension, reports, the e-mail whitelist, location and compensation-estimate mappings, next-gen filters, LinkedIn projects), deleting candidates, demographic filters, the search re-sync and the recommendation debug view. No recruiting work.',
}
