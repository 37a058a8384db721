/**
 * The route table: path, title, layout, guard rule and the lazily loaded screen. Each area's
 * screens come from one module (`features/<area>/pages`), so each area is one chunk.
 */
import type { RouteRule } from './guards'
import { lazyPage, type PageComponent } from './lazy'
import { matchPath } from './match-path'
import { ErrorPage } from './pages/error-page'
import { NotFoundPage } from './pages/not-found-page'

export type LayoutName = 'auth' | 'shell' | 'bare'

export interface AppRoute extends RouteRule {
  title: string
  layout: LayoutName
  component: PageComponent
}

const auth = () => import('../features/auth/pages')
const candidates = () => import('../features/candidates/pages')
const candidateHome = () => import('../features/candidate-home/pages')
const availability = () => import('../features/availability/pages')
const candidateProfile = () => import('../features/candidate-profile/pages')
const jobs = () => import('../features/jobs/pages')
const pipeline = () => import('../features/pipeline/pages')
const opportunity = () => import('../features/opportunity/pages')
const interviewResponse = () => import('../features/interview-response/pages')
const company = () => import('../features/company/pages')
const clients = () => import('../features/clients/pages')
const compEngine = () => import('../features/comp-engine/pages')
const admin = () => import('../features/admin/pages')
const settings = () => import('../features/settings/pages')
const publicPages = () => import('../features/public/pages')
const dev = () => import('../features/dev/pages')
const integrate = () => import('../features/integrate/pages')
const inbound = () => import('../features/inbound/pages')
const interviewFeedback = () => import('../features/interview-feedback/pages')
const guestFeedback = () => import('../features/interview-feedback/guest-page')
const messages = () => import('../features/messages/pages')
const reinbound = () => import('../features/reinbound/pages')

/** Job screens: provider staff and the full client portal (the API's job calls refuse the rest). */
const JOB_USERS = ['staff', 'client'] as const

/**
 * The job workspace's sub-paths (spec 002 §2: /job with /search, /candidates, /shortlisted,
 * /hidden, /recommended, /matching, /details; /job/{jobId}/search/shortlisted is seen too).
 * All show one screen; the path picks the list.
 */
function workspaceRoutes(): AppRoute[] {
  const page = lazyPage(pipeline, (m) => m.JobWorkspacePage)
  const paths: [string, string][] = [
    ['/job/:jobId', 'Job candidates'],
    ['/job/:jobId/candidates', 'Job candidates'],
    ['/job/:jobId/shortlisted', 'Shortlisted candidates'],
    ['/job/:jobId/search/shortlisted', 'Shortlisted candidates'],
    ['/job/:jobId/search', 'Matching candidates'],
    ['/job/:jobId/matching', 'Matching candidates'],
    ['/job/:jobId/recommended', 'Recommended candidates'],
    ['/job/:jobId/hidden', 'Hidden candidates'],
    ['/job/:jobId/details', 'Job details'],
  ]
  return paths.map(([path, title]) => ({
    path,
    access: 'session',
    audience: JOB_USERS,
    title,
    layout: 'shell',
    component: page,
  }))
}

/**
 * The recruiters' client screens (spec 002 §2 "/client/..."; tabs Exec Report, Client Details,
 * To Do, Analytics), for provider staff only. /client/{id} opens the user's last tab.
 */
function clientRoutes(): AppRoute[] {
  const staff = { access: 'session', userTypes: ['staff'], layout: 'shell' } as const
  return [
    { ...staff, path: '/client/list', title: 'Clients', component: lazyPage(clients, (m) => m.ClientListPage) },
    { ...staff, path: '/client/:clientId', title: 'Client', component: lazyPage(clients, (m) => m.ClientRedirectPage) },
    {
      ...staff,
      path: '/client/:clientId/exec-report',
      title: 'Exec Report',
      component: lazyPage(clients, (m) => m.ClientExecReportPage),
    },
    {
      ...staff,
      path: '/client/:clientId/details',
      title: 'Client Details',
      component: lazyPage(clients, (m) => m.ClientDetailsPage),
    },
    {
      ...staff,
      path: '/client/:clientId/to-do',
      title: 'To Do',
      component: lazyPage(clients, (m) => m.ClientTodoPage),
    },
    {
      ...staff,
      path: '/client/:clientId/analytics',
      title: 'Analytics',
      component: lazyPage(clients, (m) => m.ClientAnalyticsPage),
    },
  ]
}

/** The root only redirects (home by role, or login); it never renders. */
function RootRedirect() {
  return null
}

export const routes: AppRoute[] = [
  { path: '/', access: 'session', redirectHome: true, title: 'Home', layout: 'bare', component: RootRedirect },

  // Authentication area (public)
  {
    path: '/auth/login',
    access: 'guest',
    title: 'Sign in',
    layout: 'auth',
    component: lazyPage(auth, (m) => m.LoginPage),
  },
  {
    path: '/auth/forgot-password',
    access: 'guest',
    title: 'Forgot password',
    layout: 'auth',
    component: lazyPage(auth, (m) => m.ForgotPasswordPage),
  },
  {
    path: '/auth/reset-password',
    access: 'guest',
    title: 'Reset password',
    layout: 'auth',
    component: lazyPage(auth, (m) => m.ResetPasswordPage),
  },
  {
    path: '/auth/social-login',
    access: 'guest',
    title: 'Signing in',
    layout: 'auth',
    component: lazyPage(auth, (m) => m.SocialLoginPage),
  },
  {
    path: '/auth/verify-account',
    access: 'verify',
    title: 'Verify account',
    layout: 'auth',
    component: lazyPage(auth, (m) => m.VerifyAccountPage),
  },
  {
    path: '/auth/signup/step-1',
    access: 'signup',
    title: 'Sign up',
    layout: 'auth',
    component: lazyPage(auth, (m) => m.SignupStep1Page),
  },

  // Main shell (needs a session)
  {
    path: '/candidate-home',
    access: 'session',
    audience: ['candidate'],
    title: 'Dashboard',
    layout: 'shell',
    component: lazyPage(candidateHome, (m) => m.CandidateHomePage),
  },
  {
    // in-app messages: candidates and the provider's staff (the API refuses clients)
    path: '/messages',
    access: 'session',
    audience: ['candidate', 'staff'],
    title: 'Messages',
    layout: 'shell',
    component: lazyPage(messages, (m) => m.MessagesPage),
  },
  {
    path: '/candidate/list',
    access: 'session',
    audience: ['staff'],
    title: 'Candidates',
    layout: 'shell',
    component: lazyPage(candidates, (m) => m.CandidateListPage),
  },
  {
    // the re-inbound queue (001 §2 "re-inbound request area"), linked from the candidate list: every
    // provider staff member reads it (as the API allows); only recruiters handle requests on it
    path: '/candidate/re-inbound',
    access: 'session',
    audience: ['staff'],
    title: 'Re-inbound requests',
    layout: 'shell',
    component: lazyPage(reinbound, (m) => m.ReinboundRequestsPage),
  },
  {
    path: '/candidate/profile',
    access: 'session',
    audience: ['candidate', 'staff', 'client'],
    revokedForDeletedCandidate: true,
    title: 'Candidate profile',
    layout: 'shell',
    component: lazyPage(candidateProfile, (m) => m.CandidateProfilePage),
  },
  {
    path: '/candidate/calendar',
    access: 'session',
    audience: ['candidate'],
    recruiterRedirect: '/candidate/profile',
    revokedForDeletedCandidate: true,
    title: 'Calendar',
    layout: 'shell',
    component: lazyPage(candidateHome, (m) => m.CandidateCalendarPage),
  },
  {
    path: '/candidate/availability',
    access: 'session',
    audience: ['candidate'],
    recruiterRedirect: '/candidate/profile',
    revokedForDeletedCandidate: true,
    title: 'My availability',
    layout: 'shell',
    component: lazyPage(availability, (m) => m.CandidateAvailabilityPage),
  },
  {
    path: '/job',
    access: 'session',
    audience: JOB_USERS,
    title: 'Jobs',
    layout: 'shell',
    component: lazyPage(jobs, (m) => m.JobListPage),
  },
  ...workspaceRoutes(),
  ...clientRoutes(),
  {
    path: '/company-home',
    access: 'session',
    audience: ['client'],
    title: 'Company home',
    layout: 'shell',
    component: lazyPage(company, (m) => m.CompanyHomePage),
  },
  {
    // Interview feedback on one interview (issue 17): staff and the job's client; the API decides who may write.
    path: '/interviews/:interviewId/feedback',
    access: 'session',
    audience: JOB_USERS,
    title: 'Interview feedback',
    layout: 'shell',
    component: lazyPage(interviewFeedback, (m) => m.InterviewFeedbackPage),
  },
  {
    // The interview report (000 §9 defaults: my jobs, upcoming excluded): staff and client recruiters.
    path: '/interview-report',
    access: 'session',
    audience: JOB_USERS,
    title: 'Interview report',
    layout: 'shell',
    component: lazyPage(interviewFeedback, (m) => m.InterviewReportPage),
  },
  {
    // The client's own executive report (issue 20): full client portal; the page checks the feature.
    path: '/exec-report',
    access: 'session',
    audience: ['client'],
    title: 'Exec Report',
    layout: 'shell',
    component: lazyPage(clients, (m) => m.CompanyExecReportPage),
  },
  {
    path: '/integrate',
    access: 'session',
    // provider staff manage a client's integrations (they choose the organization on the page)
    audience: ['client', 'staff'],
    title: 'Integrations',
    layout: 'shell',
    component: lazyPage(integrate, (m) => m.IntegratePage),
  },
  {
    path: '/comp-engine',
    access: 'session',
    audience: ['client', 'basicClient', 'staff'],
    title: 'Compensation engine',
    layout: 'shell',
    component: lazyPage(compEngine, (m) => m.CompEnginePage),
  },
  // Administration (spec 000 §2 admin routes), each gated by the permission its API requires
  {
    path: '/admin/lists',
    access: 'session',
    permission: 'manage-lists',
    title: 'Lists',
    layout: 'shell',
    component: lazyPage(admin, (m) => m.AdminListsPage),
  },
  {
    path: '/admin/users',
    access: 'session',
    permission: 'manage-users',
    title: 'Users',
    layout: 'shell',
    component: lazyPage(admin, (m) => m.AdminUsersPage),
  },
  {
    path: '/admin/features',
    access: 'session',
    permission: 'manage-feature-configs',
    title: 'Features',
    layout: 'shell',
    component: lazyPage(admin, (m) => m.AdminFeaturesPage),
  },
  {
    path: '/admin/configurations',
    access: 'session',
    permission: 'manage-configurations',
    title: 'Configurations',
    layout: 'shell',
    component: lazyPage(admin, (m) => m.AdminConfigurationsPage),
  },
  {
    path: '/admin/chrome-extension',
    access: 'session',
    permission: 'manage-configurations',
    title: 'Chrome extension',
    layout: 'shell',
    component: lazyPage(admin, (m) => m.AdminChromeExtensionPage),
  },
  {
    path: '/admin/reports',
    access: 'session',
    permission: 'manage-reports',
    title: 'Reports',
    layout: 'shell',
    component: lazyPage(admin, (m) => m.AdminReportsPage),
  },
  {
    path: '/admin/search',
    access: 'session',
    permission: 'allow-elastic-search-resync',
    title: 'Search indexes',
    layout: 'shell',
    component: lazyPage(admin, (m) => m.AdminSearchIndexPage),
  },
  {
    path: '/admin/email-whitelist',
    access: 'session',
    permission: 'manage-email-whitelisting',
    title: 'E-mail whitelist',
    layout: 'shell',
    component: lazyPage(admin, (m) => m.AdminEmailWhitelistPage),
  },
  {
    path: '/admin/location-mappings',
    access: 'session',
    permission: 'manage-location-mappings',
    title: 'Location mappings',
    layout: 'shell',
    component: lazyPage(admin, (m) => m.AdminLocationMappingsPage),
  },
  {
    path: '/admin/compensation-mappings',
    access: 'session',
    permission: 'manage-compensation-estimates-mappings',
    title: 'Compensation-estimate mappings',
    layout: 'shell',
    component: lazyPage(admin, (m) => m.AdminCompensationMappingsPage),
  },
  {
    path: '/admin/next-gen-filters',
    access: 'session',
    permission: 'manage-next-gen-filters',
    title: 'Next-gen filters',
    layout: 'shell',
    component: lazyPage(admin, (m) => m.AdminNextGenFiltersPage),
  },
  {
    path: '/admin/linkedin-projects',
    access: 'session',
    permission: 'manage-linkedIn-projects',
    title: 'LinkedIn projects',
    layout: 'shell',
    component: lazyPage(admin, (m) => m.AdminLinkedInProjectsPage),
  },
  {
    path: '/settings',
    access: 'session',
    revokedForDeletedCandidate: true,
    title: 'Settings',
    layout: 'shell',
    component: lazyPage(settings, (m) => m.SettingsPage),
  },

  // Public inbound forms (000 §2: apply and hire), the widgets full page
  {
    path: '/apply',
    access: 'any',
    title: 'Apply',
    layout: 'bare',
    component: lazyPage(inbound, (m) => m.ApplyPage),
  },
  {
    path: '/hire',
    access: 'any',
    title: 'Hire with Quota',
    layout: 'bare',
    component: lazyPage(inbound, (m) => m.HirePage),
  },

  // Public pages
  {
    path: '/public/terms-of-use',
    access: 'any',
    title: 'Terms of use',
    layout: 'bare',
    component: lazyPage(publicPages, (m) => m.TermsOfUsePage),
  },
  {
    path: '/public/privacy-policy',
    access: 'any',
    title: 'Privacy policy',
    layout: 'bare',
    component: lazyPage(publicPages, (m) => m.PrivacyPolicyPage),
  },

  {
    path: '/public/profile',
    access: 'any',
    title: 'Shared profile',
    layout: 'bare',
    component: lazyPage(publicPages, (m) => m.PublicProfilePage),
  },
  {
    // the "Are you still looking?" mail's link (POST candidates/send-notification?type=searchStatus)
    path: '/public/search-status',
    access: 'any',
    title: 'Your job search',
    layout: 'bare',
    component: lazyPage(publicPages, (m) => m.SearchStatusPage),
  },
  {
    path: '/public/jit-opportunity/:hash/:response',
    access: 'any',
    title: 'Opportunity',
    layout: 'bare',
    component: lazyPage(opportunity, (m) => m.JitOpportunityPage),
  },
  // Interview responses (000 §2 "interview"; 002 §2 "Interview responses (public)"): the invite mail's link
  {
    path: '/interview/:hash',
    access: 'any',
    title: 'Interview response',
    layout: 'bare',
    component: lazyPage(interviewResponse, (m) => m.InterviewResponsePage),
  },
  // Outside interviewers' feedback (issue 17): the feedback request's link, no sign-in, 14 days
  {
    path: '/interview-feedback/:token',
    access: 'any',
    title: 'Interview feedback',
    layout: 'bare',
    component: lazyPage(guestFeedback, (m) => m.GuestFeedbackPage),
  },

  // Development only
  {
    path: '/dev/ui',
    access: 'any',
    devOnly: true,
    title: 'UI components',
    layout: 'bare',
    component: lazyPage(dev, (m) => m.UiGalleryPage),
  },

  { path: '/error', access: 'any', title: 'Something Bad Happened', layout: 'bare', component: ErrorPage },
]

export const notFoundRoute: AppRoute = {
  path: '*',
  access: 'any',
  title: 'Page Not Found',
  layout: 'bare',
  component: NotFoundPage,
}

export function findRoute(pathname: string): { route: AppRoute; params: Record<string, string> } {
  for (const route of routes) {
    const params = matchPath(route.path, pathname)
    if (params) return { route, params }
  }
  return { route: notFoundRoute, params: {} }
}
