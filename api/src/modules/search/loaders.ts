/**
 * The rows each index is built from, read from the database in batches (a few queries per batch,
 * never one per row). `load(ids)` answers only rows that should be searchable; `scan` walks
 * every one by id (keyset paging) for a rebuild.
 *
 * Demographics are never read here: the candidate loader does not touch candidate_demographics.
 */
import type { SqlExecutor } from '@quota/search/engines/embedded/executor'
import type { CandidateIndexExperience, CandidateIndexRow } from '@quota/search/indexes/candidates'
import type { ClientIndexRow } from '@quota/search/indexes/clients'
import type { JobIndexRow } from '@quota/search/indexes/jobs'
import type { OrganizationIndexRow } from '@quota/search/indexes/organizations'
import type { IndexLoader, IndexLoaders } from '@quota/search/sync/sync'

type Row = Record<string, unknown>

const groupBy = <T extends Row>(rows: T[], key: keyof T) => {
  const map = new Map<string, T[]>()
  for (const row of rows) {
    const k = String(row[key])
    const list = map.get(k)
    if (list) list.push(row)
    else map.set(k, [row])
  }
  return map
}

/** How many rows a scan walks (the rebuild's progress total). */
const countBy = (sql: SqlExecutor, countQuery: string) => async () =>
  Number((await sql.query<{ n: number }>(countQuery, []))[0]?.n ?? 0)

/** Walks a table's ids in order, `batchSize` at a time, and loads each batch. */
function scanBy<R>(sql: SqlExecutor, idQuery: string, load: (ids: string[]) => Promise<R[]>) {
  return async function* scan(batchSize: number): AsyncIterable<R[]> {
    let last = '00000000-0000-0000-0000-000000000000'
    for (;;) {
      const ids = (await sql.query<{ id: string }>(idQuery, [last, batchSize])).map((r) => String(r.id))
      if (!ids.length) return
      yield await load(ids)
      last = ids[ids.length - 1]!
      if (ids.length < batchSize) return
    }
  }
}

export function candidateLoader(sql: SqlExecutor): IndexLoader<CandidateIndexRow> {
  async function load(ids: readonly string[]): Promise<CandidateIndexRow[]> {
    if (!ids.length) return []
    const p = [[...ids]]
    const [base, internal, interested, positions, skills, experiences, educations] = await Promise.all([
      sql.query(
        `select c.id::text, c.first_name as "firstName", c.last_name as "lastName", c.email, c.phone,
                c.linkedin_url as "linkedinUrl", c.about_me as "aboutMe", c.search_status as "searchStatus",
                c.remote_option as "remoteOption", c.work_arrangements as "workArrangements",
                c.desired_base_salary as "desiredBaseSalary", c.desired_ote as "desiredOte",
                c.created_at as "createdAt", c.updated_at as "updatedAt", c.to_be_deleted_at as "toBeDeletedAt",
                u.last_login_at as "lastLoginAt", c.state_id as "stateId",
                ci.id as "cityId", ci.name as "cityName", ci.state_code as "cityStateCode", ci.latitude, ci.longitude
           from candidates c
           left join users u on u.id = c.user_id
           left join cities ci on ci.id = c.city_id
          where c.id = any($1::text[]::uuid[])`,
        p,
      ),
      sql.query(
        `select candidate_id::text as "candidateId", lead_status_id::text as "leadStatusId",
                contact_status_id::text as "contactStatusId", owner_id::text as "ownerId",
                last_touch_at as "lastTouchAt", do_not_contact as "doNotContact"
           from candidate_internal_profiles where candidate_id = any($1::text[]::uuid[])`,
        p,
      ),
      sql.query(
        `select ic.candidate_id::text as "candidateId", ic.city_id as id, s.id as "stateId"
           from candidate_interested_cities ic
           join cities ci on ci.id = ic.city_id
           left join us_states s on s.code = ci.state_code
          where ic.candidate_id = any($1::text[]::uuid[]) order by ic.sort_order`,
        p,
      ),
      sql.query(
        `select dp.candidate_id::text as "candidateId", v.id::text as id, v.value as name
           from candidate_desired_positions dp join list_of_values v on v.id = dp.position_id
          where dp.candidate_id = any($1::text[]::uuid[]) order by dp.sort_order`,
        p,
      ),
      sql.query(
        `select cs.candidate_id::text as "candidateId", v.id::text as id, v.value as name
           from candidate_skills cs join list_of_values v on v.id = cs.skill_id
          where cs.candidate_id = any($1::text[]::uuid[]) order by cs.sort_order`,
        p,
      ),
      sql.query(
        `select we.candidate_id::text as "candidateId", we.title, we.title_id::text as "titleId",
                coalesce(o.name, we.company_name) as "companyName", we.organization_id::text as "organizationId",
                o.industry_id::text as "industryId", we.desired_position_id::text as "positionId",
                we.from_date::text as "fromDate", we.to_date::text as "toDate", we.is_current as "isCurrent",
                we.description, d.work_experience_id is not null as "hasDetails",
                d.average_deal_size_id::text as "averageDealSizeId", d.average_deal_cycle_id::text as "averageDealCycleId",
                d.quota_attainment as "quotaAttainment", d.customer_size_ids::text[] as "customerSizeIds",
                d.sold_into_level_ids::text[] as "soldIntoLevelIds", d.sold_into_department_ids::text[] as "soldIntoDepartmentIds",
                d.client_vertical_ids::text[] as "clientVerticalIds", d.team_size as "teamSize",
                d.team_size_max as "teamSizeMax", d.team_arr_max as "teamArrMax"
           from work_experiences we
           left join work_experience_details d on d.work_experience_id = we.id
           left join organizations o on o.id = we.organization_id
          where we.candidate_id = any($1::text[]::uuid[])`,
        p,
      ),
      sql.query(
        `select e.candidate_id::text as "candidateId", e.school, e.degree_id::text as "degreeId", dv.value as "degreeName",
                e.field_of_study_id::text as "fieldOfStudyId", fv.value as "fieldOfStudyName"
           from educations e
           left join list_of_values dv on dv.id = e.degree_id
           left join list_of_values fv on fv.id = e.field_of_study_id
          where e.candidate_id = any($1::text[]::uuid[])`,
        p,
      ),
    ])
    const internalBy = new Map(internal.map((r) => [String(r.candidateId), r]))
    const interestedBy = groupBy(interested, 'candidateId')
    const positionsBy = groupBy(positions, 'candidateId')
    const skillsBy = groupBy(skills, 'candidateId')
    const experiencesBy = groupBy(experiences, 'candidateId')
    const educationsBy = groupBy(educations, 'candidateId')
    const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))

    return base.map((c): CandidateIndexRow => {
      const id = String(c.id)
      const i = internalBy.get(id)
      return {
        id,
        firstName: String(c.firstName ?? ''),
        lastName: String(c.lastName ?? ''),
        email: (c.email as string | null) ?? null,
        phone: (c.phone as string | null) ?? null,
        linkedinUrl: (c.linkedinUrl as string | null) ?? null,
        aboutMe: (c.aboutMe as string | null) ?? null,
        searchStatus: (c.searchStatus as string | null) ?? null,
        remoteOption: (c.remoteOption as string | null) ?? null,
        workArrangements: (c.workArrangements as string[] | null) ?? [],
        desiredBaseSalary: num(c.desiredBaseSalary),
        desiredOte: num(c.desiredOte),
        createdAt: c.createdAt as Date,
        updatedAt: c.updatedAt as Date,
        lastLoginAt: (c.lastLoginAt as Date | null) ?? null,
        toBeDeletedAt: (c.toBeDeletedAt as Date | null) ?? null,
        city: c.cityId
          ? {
              id: String(c.cityId),
              name: String(c.cityName),
              stateCode: (c.cityStateCode as string | null) ?? null,
              latitude: Number(c.latitude),
              longitude: Number(c.longitude),
            }
          : null,
        stateId: (c.stateId as string | null) ?? null,
        interestedCities: (interestedBy.get(id) ?? []).map((r) => ({
          id: String(r.id),
          stateId: (r.stateId as string | null) ?? null,
        })),
        desiredPositions: (positionsBy.get(id) ?? []).map((r) => ({ id: String(r.id), name: String(r.name) })),
        skills: (skillsBy.get(id) ?? []).map((r) => ({ id: String(r.id), name: String(r.name) })),
        workExperiences: (experiencesBy.get(id) ?? []).map(
          (r): CandidateIndexExperience => ({
            title: String(r.title ?? ''),
            titleId: (r.titleId as string | null) ?? null,
            companyName: (r.companyName as string | null) ?? null,
            organizationId: (r.organizationId as string | null) ?? null,
            industryId: (r.industryId as string | null) ?? null,
            positionId: (r.positionId as string | null) ?? null,
            fromDate: (r.fromDate as string | null) ?? null,
            toDate: (r.toDate as string | null) ?? null,
            isCurrent: Boolean(r.isCurrent),
            description: (r.description as string | null) ?? null,
            details: r.hasDetails
              ? {
                  averageDealSizeId: (r.averageDealSizeId as string | null) ?? null,
                  averageDealCycleId: (r.averageDealCycleId as string | null) ?? null,
                  quotaAttainment: num(r.quotaAttainment),
                  customerSizeIds: (r.customerSizeIds as string[] | null) ?? [],
                  soldIntoLevelIds: (r.soldIntoLevelIds as string[] | null) ?? [],
                  soldIntoDepartmentIds: (r.soldIntoDepartmentIds as string[] | null) ?? [],
                  clientVerticalIds: (r.clientVerticalIds as string[] | null) ?? [],
                  teamSize: num(r.teamSize),
                  teamSizeMax: num(r.teamSizeMax),
                  teamArrMax: num(r.teamArrMax),
                }
              : null,
          }),
        ),
        educations: (educationsBy.get(id) ?? []).map((r) => ({
          school: String(r.school ?? ''),
          degreeId: (r.degreeId as string | null) ?? null,
          degreeName: (r.degreeName as string | null) ?? null,
          fieldOfStudyId: (r.fieldOfStudyId as string | null) ?? null,
          fieldOfStudyName: (r.fieldOfStudyName as string | null) ?? null,
        })),
        internal: i
          ? {
              leadStatusId: (i.leadStatusId as string | null) ?? null,
              contactStatusId: (i.contactStatusId as string | null) ?? null,
              ownerId: (i.ownerId as string | null) ?? null,
              lastTouchAt: (i.lastTouchAt as Date | null) ?? null,
              doNotContact: Boolean(i.doNotContact),
            }
          : null,
      }
    })
  }
  return {
    load,
    scan: scanBy(sql, 'select id::text from candidates where id > $1::uuid order by id limit $2::int', load),
    count: countBy(sql, 'select count(*)::int as n from candidates'),
  }
}

export function jobLoader(sql: SqlExecutor): IndexLoader<JobIndexRow> {
  async function load(ids: readonly string[]): Promise<JobIndexRow[]> {
    if (!ids.length) return []
    const rows = await sql.query(
      `select j.id::text, j.name, j.organization_id::text as "organizationId", o.name as "organizationName", j.status,
              j.desired_position_id::text as "positionId", pv.value as "positionName", j.is_remote as "isRemote",
              ci.name as "cityName", ci.state_code as "stateCode", ci.latitude, ci.longitude, j.state_id as "stateId",
              j.owner_id::text as "ownerId", j.account_manager_id::text as "accountManagerId", j.open_date::text as "openDate",
              j.created_at as "createdAt", j.updated_at as "updatedAt", j.deleted_at as "deletedAt"
         from jobs j
         join organizations o on o.id = j.organization_id
         left join list_of_values pv on pv.id = j.desired_position_id
         left join cities ci on ci.id = j.city_id
        where j.id = any($1::text[]::uuid[]) and j.deleted_at is null`,
      [[...ids]],
    )
    return rows.map((r) => ({
      id: String(r.id),
      name: String(r.name),
      organizationId: String(r.organizationId),
      organizationName: String(r.organizationName),
      status: String(r.status),
      positionId: (r.positionId as string | null) ?? null,
      positionName: (r.positionName as string | null) ?? null,
      isRemote: Boolean(r.isRemote),
      city: r.cityName
        ? {
            name: String(r.cityName),
            stateCode: (r.stateCode as string | null) ?? null,
            latitude: Number(r.latitude),
            longitude: Number(r.longitude),
          }
        : null,
      stateId: (r.stateId as string | null) ?? null,
      ownerId: (r.ownerId as string | null) ?? null,
      accountManagerId: (r.accountManagerId as string | null) ?? null,
      openDate: (r.openDate as string | null) ?? null,
      createdAt: r.createdAt as Date,
      updatedAt: r.updatedAt as Date,
      deletedAt: (r.deletedAt as Date | null) ?? null,
    }))
  }
  return {
    load,
    scan: scanBy(
      sql,
      'select id::text from jobs where id > $1::uuid and deleted_at is null order by id limit $2::int',
      load,
    ),
    count: countBy(sql, 'select count(*)::int as n from jobs where deleted_at is null'),
  }
}

export function clientLoader(sql: SqlExecutor): IndexLoader<ClientIndexRow> {
  async function load(ids: readonly string[]): Promise<ClientIndexRow[]> {
    if (!ids.length) return []
    const rows = await sql.query(
      `select a.organization_id::text as "organizationId", o.name, o.website_url as "websiteUrl", a.is_active as "isActive",
              a.company_type as "companyType", a.account_manager_id::text as "accountManagerId",
              o.industry_id::text as "industryId", iv.value as "industryName", ci.name as "cityName", ci.state_code as "stateCode",
              a.created_at as "createdAt", greatest(a.updated_at, o.updated_at) as "updatedAt"
         from client_accounts a
         join organizations o on o.id = a.organization_id
         left join list_of_values iv on iv.id = o.industry_id
         left join cities ci on ci.id = o.city_id
        where a.organization_id = any($1::text[]::uuid[])`,
      [[...ids]],
    )
    return rows.map((r) => ({
      organizationId: String(r.organizationId),
      name: String(r.name),
      websiteUrl: (r.websiteUrl as string | null) ?? null,
      isActive: Boolean(r.isActive),
      companyType: String(r.companyType),
      accountManagerId: (r.accountManagerId as string | null) ?? null,
      industryId: (r.industryId as string | null) ?? null,
      industryName: (r.industryName as string | null) ?? null,
      cityName: (r.cityName as string | null) ?? null,
      stateCode: (r.stateCode as string | null) ?? null,
      createdAt: r.createdAt as Date,
      updatedAt: r.updatedAt as Date,
    }))
  }
  return {
    load,
    scan: scanBy(
      sql,
      'select organization_id::text as id from client_accounts where organization_id > $1::uuid order by organization_id limit $2::int',
      load,
    ),
    count: countBy(sql, 'select count(*)::int as n from client_accounts'),
  }
}

export function organizationLoader(sql: SqlExecutor): IndexLoader<OrganizationIndexRow> {
  async function load(ids: readonly string[]): Promise<OrganizationIndexRow[]> {
    if (!ids.length) return []
    const rows = await sql.query(
      `select o.id::text, o.name, o.website_url as "websiteUrl", o.industry_id::text as "industryId", iv.value as "industryName",
              o.company_size_id::text as "companySizeId", ci.name as "cityName", ci.state_code as "stateCode",
              a.organization_id is not null as "isClient", o.created_at as "createdAt", o.updated_at as "updatedAt"
         from organizations o
         left join client_accounts a on a.organization_id = o.id
         left join list_of_values iv on iv.id = o.industry_id
         left join cities ci on ci.id = o.city_id
        where o.id = any($1::text[]::uuid[])`,
      [[...ids]],
    )
    return rows.map((r) => ({
      id: String(r.id),
      name: String(r.name),
      websiteUrl: (r.websiteUrl as string | null) ?? null,
      industryId: (r.industryId as string | null) ?? null,
      industryName: (r.industryName as string | null) ?? null,
      companySizeId: (r.companySizeId as string | null) ?? null,
      cityName: (r.cityName as string | null) ?? null,
      stateCode: (r.stateCode as string | null) ?? null,
      isClient: Boolean(r.isClient),
      createdAt: r.createdAt as Date,
      updatedAt: r.updatedAt as Date,
    }))
  }
  return {
    load,
    scan: scanBy(sql, 'select id::text from organizations where id > $1::uuid order by id limit $2::int', load),
    count: countBy(sql, 'select count(*)::int as n from organizations'),
  }
}

export function createIndexLoaders(sql: SqlExecutor): IndexLoaders {
  return {
    candidates: candidateLoader(sql),
    jobs: jobLoader(sql),
    clients: clientLoader(sql),
    organizations: organizationLoader(sql),
  }
}
