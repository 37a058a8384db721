/** An organization's profile (organizations/details/{id}, client/{id}/profile). */
import type { OrganizationProfile } from '@quota/shared/contracts/organizations'
import { displayPhone } from '@quota/shared/domain/clients/index'
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { clientAccountsTable, type OrganizationRow, organizationsTable } from '../../db/schema'
import { findCityAndState, findLovs } from '../jobs/repository'
import { iso, organizationMediaUrl, toLovRef } from '../jobs/to-dto'

export async function findOrganization(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ org: organizationsTable, account: clientAccountsTable })
    .from(organizationsTable)
    .leftJoin(clientAccountsTable, eq(clientAccountsTable.organizationId, organizationsTable.id))
    .where(eq(organizationsTable.id, id))
  return row ?? null
}

export async function toOrganizationProfile(
  db: DbOrTx,
  org: OrganizationRow,
  companyType: OrganizationProfile['type'],
): Promise<OrganizationProfile> {
  const lovIds = [
    org.industryId,
    org.companySizeId,
    org.fundingRoundId,
    org.targetMarketId,
    org.crunchbaseStatusId,
    ...org.benefitIds,
  ].filter((x): x is string => !!x)
  const lovs = new Map((await findLovs(db, lovIds)).map((l) => [l.id, l]))
  const lov = (id: string | null) => {
    const l = id ? lovs.get(id) : undefined
    return l ? toLovRef(l) : null
  }
  const place = await findCityAndState(db, org.cityId, org.stateId)
  return {
    id: org.id,
    name: org.name,
    type: companyType,
    isClient: companyType !== null,
    websiteUrl: org.websiteUrl,
    linkedinUrl: org.linkedinUrl,
    aboutHtml: org.aboutHtml,
    phone: org.phone,
    phoneDisplay: displayPhone(org.phone),
    industry: lov(org.industryId),
    companySize: lov(org.companySizeId),
    fundingRound: lov(org.fundingRoundId),
    targetMarket: lov(org.targetMarketId),
    crunchbaseStatus: lov(org.crunchbaseStatusId),
    benefits: org.benefitIds.map((id) => lov(id)).filter((x): x is NonNullable<typeof x> => x !== null),
    totalFunding: org.totalFunding,
    yearFounded: org.yearFounded,
    city: place.city,
    state: place.state ? { id: place.state.id, name: place.state.name, code: place.state.code } : null,
    logoUrl: organizationMediaUrl(org.id, org.logoMediaId),
    coverPhotoUrl: organizationMediaUrl(org.id, org.coverMediaId),
    pronunciationAudioUrl: organizationMediaUrl(org.id, org.pronunciationAudioMediaId),
    updatedAt: iso(org.updatedAt),
  }
}
