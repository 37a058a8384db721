import { SALES_SEGMENT_LABELS, SALES_SEGMENTS } from '@quota/shared/domain/enums'
import { describe, expect, it } from 'vitest'
import { FUNCTIONAL_ROLE_SEGMENTS, FUNCTIONAL_ROLES, functionalRoleId, segmentForPosition } from './functional-roles'
import { LIST_OF_VALUES } from './list-of-values'

describe('functional roles', () => {
  it('uses the six spec segments with their labels', () => {
    expect(FUNCTIONAL_ROLE_SEGMENTS.map((s) => s.name)).toEqual([
      'Default',
      'SDR',
      'AE/EAE',
      'Sales Leadership',
      'CSM/AM',
      'Marketing',
    ])
    expect(FUNCTIONAL_ROLE_SEGMENTS.map((s) => s.identifier)).toEqual([...SALES_SEGMENTS])
    for (const s of FUNCTIONAL_ROLE_SEGMENTS) expect(SALES_SEGMENT_LABELS[s.identifier]).toBe(s.name)
    expect(new Set(FUNCTIONAL_ROLES.map((r) => r.segment))).toEqual(new Set(SALES_SEGMENTS))
  })

  it('has unique camelCase identifiers and names', () => {
    for (const role of FUNCTIONAL_ROLES) expect(role.identifier).toMatch(/^[a-z][a-zA-Z0-9]*$/)
    expect(new Set(FUNCTIONAL_ROLES.map((r) => r.identifier)).size).toBe(FUNCTIONAL_ROLES.length)
    expect(new Set(FUNCTIONAL_ROLES.map((r) => r.name)).size).toBe(FUNCTIONAL_ROLES.length)
    expect(new Set(FUNCTIONAL_ROLES.map((r) => functionalRoleId(r.identifier))).size).toBe(FUNCTIONAL_ROLES.length)
  })

  it('maps every position into exactly one role', () => {
    const positions = LIST_OF_VALUES.position.map((p) => p.identifier)
    const mapped = FUNCTIONAL_ROLES.flatMap((r) => (r.position ? [r.position] : []))
    expect([...mapped].sort()).toEqual([...positions].sort())
  })

  it('puts positions in the segment their templates are written for', () => {
    expect(segmentForPosition('salesDevelopmentRepresentative')).toBe('sdr')
    expect(segmentForPosition('accountExecutiveEnterprise')).toBe('ae')
    expect(segmentForPosition('midMarketAe')).toBe('ae')
    expect(segmentForPosition('vpAndCro')).toBe('salesLeadership')
    expect(segmentForPosition('sdrManager')).toBe('salesLeadership')
    expect(segmentForPosition('customerSuccessManager')).toBe('csmAm')
    expect(segmentForPosition('accountManager')).toBe('csmAm')
    expect(segmentForPosition('other')).toBe('default')
    expect(segmentForPosition('unknownPosition')).toBe('default')
    expect(FUNCTIONAL_ROLES.filter((r) => r.segment === 'marketing').length).toBeGreaterThanOrEqual(5)
  })
})
