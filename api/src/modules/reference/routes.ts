import { Answers, DataEnvelope, ErrorResponses, ListEnvelope } from '@quota/shared/contracts/common'
import {
  CitiesQuery,
  FrequentParams,
  FrequentQuery,
  FunctionalRole,
  InternationalCitiesQuery,
  ListOfValueItem,
  ListOfValuesQuery,
  ListOfValueWithItems,
  Location,
  NearbyCitiesQuery,
  NearbyCity,
  PositionCategory,
  PositionsQuery,
  StatesQuery,
  Timezone,
  TimezonesQuery,
} from '@quota/shared/contracts/reference'
import { Elysia } from 'elysia'
import * as z from 'zod'
import type { AppDeps } from '../../app-deps'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import { listListOfValues } from './list-list-of-values'
import { listPositions } from './list-positions'
import { listCities, listFrequentValues, listFunctionalRoles, listStates, listTimezones } from './list-reference'
import { listNearbyCities } from './nearby-cities'

/** Reference data changes only through administration; browsers and proxies may keep it a while. */
const CACHEABLE = { 'cache-control': 'public, max-age=300, stale-while-revalidate=3600' }

export const referenceRoutes = (deps: AppDeps) => {
  const guest = (requestId: string): UseCaseContext<null> => ({ actor: null, requestId, db: deps.db })
  return new Elysia({ name: 'reference', prefix: '/api', tags: ['Reference data'] })
    .use(moduleBase(deps))
    .get(
      '/guest/list-of-values',
      async ({ query, requestId, set }) => {
        Object.assign(set.headers, CACHEABLE)
        return listListOfValues({ ctx: guest(requestId), input: query })
      },
      {
        isPublic: true,
        query: ListOfValuesQuery,
        response: { 200: ListEnvelope(ListOfValueWithItems), ...ErrorResponses },
        detail: {
          summary: 'Values of one list (industries, skills, positions, reasons...)',
          operationId: 'listListOfValues',
        },
      },
    )
    .get(
      '/list-of-values/:key/frequent',
      async ({ params, query, requestId }) => ({
        data: await listFrequentValues({ ctx: guest(requestId), input: { key: params.key, limit: query.limit } }),
      }),
      {
        auth: 'user',
        params: FrequentParams,
        query: FrequentQuery,
        response: { 200: DataEnvelope(z.array(ListOfValueItem)), ...ErrorResponses },
        detail: { summary: 'The most used values of a list ("Frequently Used")', operationId: 'listFrequentValues' },
      },
    )
    .get(
      '/positions',
      async ({ query, requestId, set }) => {
        Object.assign(set.headers, CACHEABLE)
        return { data: await listPositions({ ctx: guest(requestId), input: query }) }
      },
      {
        isPublic: true,
        query: PositionsQuery,
        response: { 200: DataEnvelope(z.array(PositionCategory)), ...ErrorResponses },
        detail: { summary: 'Position categories with their positions', operationId: 'listPositions' },
      },
    )
    .get(
      '/functional-roles',
      async ({ requestId, set }) => {
        Object.assign(set.headers, CACHEABLE)
        return { data: await listFunctionalRoles({ ctx: guest(requestId) }) }
      },
      {
        isPublic: true,
        response: { 200: DataEnvelope(z.array(FunctionalRole)), ...ErrorResponses },
        detail: { summary: 'Job roles and their sales-role segments', operationId: 'listFunctionalRoles' },
      },
    )
    .get(
      '/locations/states',
      async ({ query, requestId, set }) => {
        Object.assign(set.headers, CACHEABLE)
        return { data: await listStates({ ctx: guest(requestId), input: query }) }
      },
      {
        isPublic: true,
        query: StatesQuery,
        response: { 200: DataEnvelope(z.array(Location)), ...ErrorResponses },
        detail: { summary: 'US states', operationId: 'listStates' },
      },
    )
    .get(
      '/locations/cities',
      async ({ query, requestId, set }) => {
        Object.assign(set.headers, CACHEABLE)
        return listCities({ ctx: guest(requestId), input: { ...query, us: true } })
      },
      {
        isPublic: true,
        query: CitiesQuery,
        response: { 200: ListEnvelope(Location), ...ErrorResponses },
        detail: { summary: 'US cities by name ("Austin" or "Austin, TX"), largest first', operationId: 'listCities' },
      },
    )
    .get(
      '/locations/all',
      async ({ query, requestId, set }) => {
        Object.assign(set.headers, CACHEABLE)
        const states = query.offset === 0 ? await listStates({ ctx: guest(requestId), input: query }) : []
        const cities = await listCities({ ctx: guest(requestId), input: { ...query, us: true } })
        return { data: [...states, ...cities.data], meta: { ...cities.meta, total: cities.meta.total + states.length } }
      },
      {
        isPublic: true,
        query: CitiesQuery.omit({ stateCode: true }),
        response: { 200: ListEnvelope(Location), ...ErrorResponses },
        detail: { summary: 'US states and cities matching a name', operationId: 'listAllLocations' },
      },
    )
    .get(
      '/locations/international-cities',
      async ({ query, requestId, set }) => {
        Object.assign(set.headers, CACHEABLE)
        return listCities({ ctx: guest(requestId), input: { ...query, us: false } })
      },
      {
        isPublic: true,
        query: InternationalCitiesQuery,
        response: { 200: ListEnvelope(Location), ...ErrorResponses },
        detail: { summary: 'Cities outside the US by name, largest first', operationId: 'listInternationalCities' },
      },
    )
    .get(
      '/locations/nearby-cities',
      async ({ query, requestId, set }) => {
        Object.assign(set.headers, CACHEABLE)
        return { data: await listNearbyCities({ ctx: guest(requestId), input: query }) }
      },
      {
        isPublic: true,
        query: NearbyCitiesQuery,
        response: { 200: DataEnvelope(z.array(NearbyCity)), ...ErrorResponses, ...Answers(404) },
        detail: {
          summary: 'Cities within 0, 10, 25, 50, 75 or 100 miles of a city, nearest first',
          operationId: 'listNearbyCities',
        },
      },
    )
    .get(
      '/timezones',
      async ({ query, requestId, set }) => {
        Object.assign(set.headers, CACHEABLE)
        return { data: await listTimezones({ ctx: guest(requestId), input: query }) }
      },
      {
        isPublic: true,
        query: TimezonesQuery,
        response: { 200: DataEnvelope(z.array(Timezone)), ...ErrorResponses },
        detail: {
          summary: 'Time zones (US or all), optionally those used by jobs in a status',
          operationId: 'listTimezones',
        },
      },
    )
}
