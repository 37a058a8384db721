import { DataEnvelope, ErrorResponses, IdParams } from '@quota/shared/contracts/common'
import {
  CandidatePackageDto,
  CandidatePackageInput,
  FallOffInput,
  FeeAgreementDto,
  FeeAgreementInput,
  OfferInsightsDto,
  OfferInsightsQuery,
  PackageConsentInput,
  PackageSharingInput,
  PlacementFeeDto,
  PlacementsReportDto,
  PlacementsReportQuery,
} from '@quota/shared/contracts/offers'
import { Elysia } from 'elysia'
import * as z from 'zod'
import type { AppDeps } from '../../app-deps'
import { moduleBase } from '../module-base'
import { onHire } from '../pipeline/index'
import {
  getCurrentPackage,
  givePackageConsent,
  saveCurrentPackage,
  setPackageSharing,
  withdrawPackageConsent,
} from './current-package'
import { offerInsights } from './offer-insights'
import {
  getFeeAgreement,
  placementsReport,
  recordFallOff,
  recordPlacementFee,
  saveFeeAgreement,
} from './placement-fees'

/** The package is the candidate's and the provider's: clients never reach these routes. */
const PACKAGE_USERS = { userTypes: ['candidate', 'staff'] } as const
const OFFER_VIEWERS = { userTypes: ['staff', 'client'] } as const
const STAFF = { userTypes: ['staff'] } as const
const JobCandidateParams = z.strictObject({ id: z.uuid(), candidateId: z.uuid() })
const envelope = { 200: DataEnvelope(CandidatePackageDto), ...ErrorResponses }

export const offersRoutes = (deps: AppDeps) => {
  // the hire's transaction fixes the placement fee (pipeline/hire-steps.ts: a port, no import back)
  onHire('placementFee', recordPlacementFee)
  return new Elysia({ name: 'offers', prefix: '/api', tags: ['Offers'] })
    .use(moduleBase(deps))
    .get(
      '/candidates/:id/current-package',
      async ({ actor, params, requestId }) => ({
        data: await getCurrentPackage({ ctx: { actor, requestId, db: deps.db }, candidateId: params.id }),
      }),
      {
        auth: PACKAGE_USERS,
        params: IdParams,
        response: envelope,
        detail: {
          summary: "The candidate's current package (the candidate themselves and provider staff; never clients)",
          operationId: 'getCandidateCurrentPackage',
        },
      },
    )
    .put(
      '/candidates/:id/current-package',
      async ({ actor, params, body, requestId }) => ({
        data: await saveCurrentPackage({ ctx: { actor, requestId, db: deps.db }, candidateId: params.id, input: body }),
      }),
      {
        auth: PACKAGE_USERS,
        params: IdParams,
        body: CandidatePackageInput,
        response: envelope,
        detail: {
          summary:
            "Enter or replace the candidate's current package (the candidate; staff only with the candidate's recorded consent)",
          operationId: 'saveCandidateCurrentPackage',
        },
      },
    )
    .put(
      '/candidates/:id/current-package/sharing',
      async ({ actor, params, body, requestId }) => ({
        data: await setPackageSharing({
          ctx: { actor, requestId, db: deps.db },
          candidateId: params.id,
          shared: body.shared,
        }),
      }),
      {
        auth: { userTypes: ['candidate'] },
        params: IdParams,
        body: PackageSharingInput,
        response: envelope,
        detail: {
          summary: 'Share (or stop sharing) the walk-away summary with the clients of your jobs (the candidate)',
          operationId: 'setCandidatePackageSharing',
        },
      },
    )
    .post(
      '/candidates/:id/current-package/consent',
      async ({ actor, params, body, requestId }) => ({
        data: await givePackageConsent({ ctx: { actor, requestId, db: deps.db }, candidateId: params.id, input: body }),
      }),
      {
        auth: PACKAGE_USERS,
        params: IdParams,
        body: PackageConsentInput,
        response: envelope,
        detail: {
          summary:
            'Consent that recruiters enter the package: given by the candidate, or recorded by a recruiter with how it was given',
          operationId: 'giveCandidatePackageConsent',
        },
      },
    )
    .delete(
      '/candidates/:id/current-package/consent',
      async ({ actor, params, requestId }) => ({
        data: await withdrawPackageConsent({ ctx: { actor, requestId, db: deps.db }, candidateId: params.id }),
      }),
      {
        auth: { userTypes: ['candidate'] },
        params: IdParams,
        response: envelope,
        detail: { summary: 'Withdraw the consent (the candidate)', operationId: 'withdrawCandidatePackageConsent' },
      },
    )
    .get(
      '/jobs/:id/candidates/:candidateId/offer-insights',
      async ({ actor, params, query, requestId }) => ({
        data: await offerInsights({
          ctx: { actor, requestId, db: deps.db },
          jobId: params.id,
          candidateId: params.candidateId,
          query,
        }),
      }),
      {
        auth: OFFER_VIEWERS,
        params: JobCandidateParams,
        query: OfferInsightsQuery,
        response: { 200: DataEnvelope(OfferInsightsDto), ...ErrorResponses },
        detail: {
          summary:
            "The offer in the market, the walk-away economics (staff; a client only the candidate's shared summary) and the fee",
          operationId: 'getOfferInsights',
        },
      },
    )
    .get(
      '/placements/report',
      async ({ actor, query, requestId }) => ({
        data: await placementsReport({ ctx: { actor, requestId, db: deps.db }, from: query.from, to: query.to }),
      }),
      {
        auth: OFFER_VIEWERS,
        query: PlacementsReportQuery,
        response: { 200: DataEnvelope(PlacementsReportDto), ...ErrorResponses },
        detail: {
          summary: 'Placement fees by start month, recruiter and client (staff; a client its own fees)',
          operationId: 'getPlacementsReport',
        },
      },
    )
    .put(
      '/placements/:id/fall-off',
      async ({ actor, params, body, requestId }) => ({
        data: await recordFallOff({ ctx: { actor, requestId, db: deps.db }, hireId: params.id, input: body }),
      }),
      {
        auth: STAFF,
        params: IdParams,
        body: FallOffInput,
        response: { 200: DataEnvelope(PlacementFeeDto), ...ErrorResponses },
        detail: {
          summary: 'Record that a hire left (a fall-off when inside the guarantee) (staff)',
          operationId: 'recordPlacementFallOff',
        },
      },
    )
    .get(
      '/organizations/:id/fee-agreement',
      async ({ actor, params, requestId }) => ({
        data: await getFeeAgreement({ ctx: { actor, requestId, db: deps.db }, organizationId: params.id }),
      }),
      {
        auth: OFFER_VIEWERS,
        params: IdParams,
        response: { 200: DataEnvelope(FeeAgreementDto), ...ErrorResponses },
        detail: {
          summary: "A client's fee agreement: base or OTE, guarantee days (staff; a client its own)",
          operationId: 'getFeeAgreement',
        },
      },
    )
    .put(
      '/organizations/:id/fee-agreement',
      async ({ actor, params, body, requestId }) => ({
        data: await saveFeeAgreement({
          ctx: { actor, requestId, db: deps.db },
          organizationId: params.id,
          input: body,
        }),
      }),
      {
        auth: STAFF,
        params: IdParams,
        body: FeeAgreementInput,
        response: { 200: DataEnvelope(FeeAgreementDto), ...ErrorResponses },
        detail: { summary: "Set a client's fee agreement (staff)", operationId: 'saveFeeAgreement' },
      },
    )
}
