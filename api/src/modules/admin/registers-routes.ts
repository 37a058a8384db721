import {
  CompensationEstimateMapping,
  CompensationEstimateMappingInput,
  LinkedInProject,
  LinkedInProjectInput,
  LocationMapping,
  LocationMappingInput,
  NextGenFiltersInput,
  RegisterJob,
  RegisterJobsQuery,
  WhitelistEntry,
  WhitelistEntryInput,
} from '@quota/shared/contracts/admin-registers'
import { Answers, DataEnvelope, ErrorResponses, IdParams } from '@quota/shared/contracts/common'
import { Elysia } from 'elysia'
import * as z from 'zod'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import {
  addCompensationMapping,
  addLinkedInProject,
  addLocationMapping,
  addWhitelistEntry,
  listCompensationMappings,
  listLocationMappings,
  listRegisterJobs,
  listWhitelist,
  removeCompensationMapping,
  removeLinkedInProject,
  removeLocationMapping,
  removeWhitelistEntry,
  setNextGenFilters,
} from './registers'

const Deleted = z.object({ id: z.uuid(), deleted: z.literal(true) })
const WHITELIST = { permission: 'manage-email-whitelisting' } as const
const LOCATIONS = { permission: 'manage-location-mappings' } as const
const COMP = { permission: 'manage-compensation-estimates-mappings' } as const
const NEXT_GEN = { permission: 'manage-next-gen-filters' } as const
const PROJECTS = { permission: 'manage-linkedIn-projects' } as const

/** The admin registers of issue 20 item 11, each behind its own permission key. */
export const adminRegisterRoutes = (deps: AppDeps) => {
  const ctxOf = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
  return (
    new Elysia({ name: 'admin-registers', prefix: '/api/admin', tags: ['Administration'] })
      .use(moduleBase(deps))
      // E-mail whitelist
      .get(
        '/email-whitelist',
        async ({ actor, requestId }) => ({ data: await listWhitelist({ ctx: ctxOf(actor, requestId) }) }),
        {
          auth: WHITELIST,
          response: { 200: DataEnvelope(z.array(WhitelistEntry)), ...ErrorResponses },
          detail: {
            summary: 'Whitelisted addresses and domains (mail outside production goes only to these)',
            operationId: 'listEmailWhitelist',
          },
        },
      )
      .post(
        '/email-whitelist',
        async ({ body, actor, requestId, set }) => {
          set.status = 201
          return { data: await addWhitelistEntry({ ctx: ctxOf(actor, requestId), input: body }) }
        },
        {
          auth: WHITELIST,
          body: WhitelistEntryInput,
          response: { 201: DataEnvelope(WhitelistEntry), ...ErrorResponses, ...Answers(409) },
          detail: { summary: 'Whitelist an address or a domain (@example.com)', operationId: 'addEmailWhitelistEntry' },
        },
      )
      .delete(
        '/email-whitelist/:id',
        async ({ params, actor, requestId }) => ({
          data: await removeWhitelistEntry({ ctx: ctxOf(actor, requestId), input: params }),
        }),
        {
          auth: WHITELIST,
          params: IdParams,
          response: { 200: DataEnvelope(Deleted), ...ErrorResponses },
          detail: { summary: 'Remove a whitelist entry', operationId: 'removeEmailWhitelistEntry' },
        },
      )
      // Location mappings
      .get(
        '/location-mappings',
        async ({ actor, requestId }) => ({ data: await listLocationMappings({ ctx: ctxOf(actor, requestId) }) }),
        {
          auth: LOCATIONS,
          response: { 200: DataEnvelope(z.array(LocationMapping)), ...ErrorResponses },
          detail: { summary: 'Free-typed locations mapped to cities', operationId: 'listLocationMappings' },
        },
      )
      .post(
        '/location-mappings',
        async ({ body, actor, requestId, set }) => {
          set.status = 201
          return { data: await addLocationMapping({ ctx: ctxOf(actor, requestId), input: body }) }
        },
        {
          auth: LOCATIONS,
          body: LocationMappingInput,
          response: { 201: DataEnvelope(LocationMapping), ...ErrorResponses, ...Answers(409) },
          detail: {
            summary: 'Map a typed location to a city (the city search offers it first)',
            operationId: 'addLocationMapping',
          },
        },
      )
      .delete(
        '/location-mappings/:id',
        async ({ params, actor, requestId }) => ({
          data: await removeLocationMapping({ ctx: ctxOf(actor, requestId), input: params }),
        }),
        {
          auth: LOCATIONS,
          params: IdParams,
          response: { 200: DataEnvelope(Deleted), ...ErrorResponses },
          detail: { summary: 'Remove a location mapping', operationId: 'removeLocationMapping' },
        },
      )
      // Compensation-estimate mappings
      .get(
        '/compensation-estimate-mappings',
        async ({ actor, requestId }) => ({ data: await listCompensationMappings({ ctx: ctxOf(actor, requestId) }) }),
        {
          auth: COMP,
          response: { 200: DataEnvelope(z.array(CompensationEstimateMapping)), ...ErrorResponses },
          detail: {
            summary: 'Typed job titles counted as positions by the compensation engine',
            operationId: 'listCompensationEstimateMappings',
          },
        },
      )
      .post(
        '/compensation-estimate-mappings',
        async ({ body, actor, requestId, set }) => {
          set.status = 201
          return { data: await addCompensationMapping({ ctx: ctxOf(actor, requestId), input: body }) }
        },
        {
          auth: COMP,
          body: CompensationEstimateMappingInput,
          response: { 201: DataEnvelope(CompensationEstimateMapping), ...ErrorResponses, ...Answers(409) },
          detail: {
            summary: 'Map a typed job title to a position for compensation estimates',
            operationId: 'addCompensationEstimateMapping',
          },
        },
      )
      .delete(
        '/compensation-estimate-mappings/:id',
        async ({ params, actor, requestId }) => ({
          data: await removeCompensationMapping({ ctx: ctxOf(actor, requestId), input: params }),
        }),
        {
          auth: COMP,
          params: IdParams,
          response: { 200: DataEnvelope(Deleted), ...ErrorResponses },
          detail: {
            summary: 'Remove a compensation-estimate mapping',
            operationId: 'removeCompensationEstimateMapping',
          },
        },
      )
      // Next-gen filters per job
      .get(
        '/next-gen-filters',
        async ({ query, actor, requestId }) => ({
          data: await listRegisterJobs({ ctx: ctxOf(actor, requestId), input: query }),
        }),
        {
          auth: NEXT_GEN,
          query: RegisterJobsQuery,
          response: { 200: DataEnvelope(z.array(RegisterJob)), ...ErrorResponses },
          detail: { summary: 'Jobs with their next-gen filter switch', operationId: 'listNextGenFilterJobs' },
        },
      )
      .put(
        '/next-gen-filters/:id',
        async ({ params, body, actor, requestId }) => ({
          data: await setNextGenFilters({ ctx: ctxOf(actor, requestId), input: { id: params.id, ...body } }),
        }),
        {
          auth: NEXT_GEN,
          params: IdParams,
          body: NextGenFiltersInput,
          response: {
            200: DataEnvelope(z.object({ id: z.uuid(), isNextGenFiltersEnable: z.boolean() })),
            ...ErrorResponses,
          },
          detail: {
            summary: "Switch a job's next-gen filters on or off (id: the job)",
            operationId: 'setNextGenFilters',
          },
        },
      )
      // LinkedIn projects per job
      .get(
        '/linkedin-projects',
        async ({ query, actor, requestId }) => ({
          data: await listRegisterJobs({ ctx: ctxOf(actor, requestId), input: query }),
        }),
        {
          auth: PROJECTS,
          query: RegisterJobsQuery,
          response: { 200: DataEnvelope(z.array(RegisterJob)), ...ErrorResponses },
          detail: { summary: 'Jobs with their LinkedIn project URLs', operationId: 'listLinkedInProjectJobs' },
        },
      )
      .post(
        '/linkedin-projects',
        async ({ body, actor, requestId, set }) => {
          set.status = 201
          return { data: await addLinkedInProject({ ctx: ctxOf(actor, requestId), input: body }) }
        },
        {
          auth: PROJECTS,
          body: LinkedInProjectInput,
          response: {
            201: DataEnvelope(LinkedInProject.extend({ jobId: z.uuid() })),
            ...ErrorResponses,
            ...Answers(409),
          },
          detail: { summary: 'Keep a LinkedIn project URL (talent/hire) for a job', operationId: 'addLinkedInProject' },
        },
      )
      .delete(
        '/linkedin-projects/:id',
        async ({ params, actor, requestId }) => ({
          data: await removeLinkedInProject({ ctx: ctxOf(actor, requestId), input: params }),
        }),
        {
          auth: PROJECTS,
          params: IdParams,
          response: { 200: DataEnvelope(Deleted), ...ErrorResponses },
          detail: { summary: "Remove a job's LinkedIn project URL", operationId: 'removeLinkedInProject' },
        },
      )
  )
}
