/** Compensation engine calls: POST compensation-engine, plus the positions and states its filters offer. */
import type {
  CompensationEngineBody,
  CompensationEngineResult,
  PingSalesTeamBody,
  PingSalesTeamResult,
} from '@quota/shared/contracts/compensation'
import type { Location, PositionCategory } from '@quota/shared/contracts/reference'
import { http } from '../../app/http'

export type { CompensationEngineBody, CompensationEngineResult, Location, PingSalesTeamBody, PositionCategory }

interface DataAnswer<T> {
  data: T
}

export async function fetchBenchmarks(body: CompensationEngineBody): Promise<CompensationEngineResult> {
  // 403: the compEngine flag is off; the page says so itself
  return (
    await http.post<DataAnswer<CompensationEngineResult>>('/compensation-engine', body, { handledStatuses: [403] })
  ).data
}

export async function fetchPositionCategories(): Promise<PositionCategory[]> {
  return (await http.get<DataAnswer<PositionCategory[]>>('/positions', { ignoreError: true })).data
}

export async function fetchStates(): Promise<Location[]> {
  return (await http.get<DataAnswer<Location[]>>('/locations/states', { ignoreError: true })).data
}

/** Asks the sales team to reach out; the answer says the mail is queued (not delivered). */
export async function pingSalesTeam(body: PingSalesTeamBody): Promise<PingSalesTeamResult> {
  return (await http.post<DataAnswer<PingSalesTeamResult>>('/compensation-engine/ping-sales-team', body)).data
}
