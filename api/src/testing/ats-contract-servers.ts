/**
 * Contract servers for Greenhouse (greenhouse-contract-server.ts) and Lever
 * (lever-contract-server.ts), built from the shapes the vendors publish (docs/integrations.md) and
 * as strict as the vendors about what they take. They listen on 127.0.0.1 and are reached only
 * because a test sets `allowContractServers()` (the SSRF guard refuses loopback otherwise).
 */

import { atsHttpSettings } from '../integrations/ats/http'
import { isBlockedAddress } from '../net/safe-fetch'

/** Lets ATS calls reach the loopback contract servers (over http) and records rate-limit waits. */
export function allowContractServers(): { waits: number[]; restore(): void } {
  const waits: number[] = []
  atsHttpSettings.options = {
    isBlocked: (a) => a !== '127.0.0.1' && isBlockedAddress(a),
    ports: 'any',
    allowHttp: true,
    sleep: async (ms) => {
      waits.push(ms)
    },
  }
  return {
    waits,
    restore: () => {
      atsHttpSettings.options = {}
    },
  }
}

export type { Injected } from './contract-kit'
export {
  type GreenhouseApplicationRecord,
  type GreenhouseCandidate,
  type IngestedCandidate,
  startGreenhouseContract,
} from './greenhouse-contract-server'
export { type LeverOpportunityRecord, startLeverContract } from './lever-contract-server'
