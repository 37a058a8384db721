import { AppError } from '@quota/shared/errors/index'
import { Elysia } from 'elysia'

/** Who is asking. Tenant and owner are always derived from here, never from the input. */
export interface Actor {
  userId: string
  userType: 'candidate' | 'client' | 'staff' | 'system'
  organizationId: string | null
  candidateId: string | null
  roles: string[]
  permissions: string[]
  sessionId: string | null
  /** A candidate whose profile is marked for deletion: barred from candidate-only routes. */
  markedForDeletion?: boolean
  /**
   * The user's anti-bias setting (their own choice, else their client organization's default).
   * Read only through the anti-bias gate (plugins/anti-bias.ts); absent means off.
   */
  antiBiasMode?: boolean
}

/**
 * Every route declares who may call it: `auth: 'user'` (any signed-in user),
 * `auth: { roles: [...] }` (any of these roles), `auth: { permission: 'manage-users' }`, or
 * `isPublic: true` for routes anyone may call. A route with neither is refused by the meta-test
 * (deny by default).
 */
export type AuthRequirement =
  | 'user'
  | {
      roles?: readonly string[]
      permission?: string
      userTypes?: readonly Actor['userType'][]
      /** Spec 000 §2: a candidate marked for deletion may not use routes flagged candidate-only. */
      candidateOnly?: true
    }

export type Authenticate = (request: Request) => Promise<Actor | null>

export function allows(actor: Actor, requirement: Exclude<AuthRequirement, 'user'>): boolean {
  if (requirement.userTypes && !requirement.userTypes.includes(actor.userType)) return false
  if (requirement.roles && !requirement.roles.some((r) => actor.roles.includes(r))) return false
  if (requirement.permission && !actor.permissions.includes(requirement.permission)) return false
  return true
}

/**
 * The route's access declaration, carried in its OpenAPI detail (`x-quota-auth`, `security`).
 * Typed as Elysia's detail, which does not know our extension key.
 */
function declared(requirement: AuthRequirement | 'public'): { summary?: string } {
  return requirement === 'public'
    ? ({ 'x-quota-auth': 'public', security: [] } as { summary?: string })
    : ({ 'x-quota-auth': requirement, security: [{ bearer: [] }, { session: [] }] } as { summary?: string })
}

/** Who the auth macro found for a request: decided in `transform`, handed over in `resolve`. */
const actors = new WeakMap<Request, Actor>()

/** The actor the auth macro found for this request (for gates that run after it, e.g. anti-bias). */
export const actorOfRequest = (request: Request): Actor | undefined => actors.get(request)

async function authorize(authenticate: Authenticate, request: Request, requirement: AuthRequirement): Promise<Actor> {
  const actor = await authenticate(request)
  if (!actor) throw new AppError('UNAUTHORIZED')
  if (requirement !== 'user' && !allows(actor, requirement)) throw new AppError('FORBIDDEN')
  if (requirement !== 'user' && requirement.candidateOnly && actor.markedForDeletion) {
    throw new AppError('FORBIDDEN', {
      message: 'Your profile is scheduled for deletion',
      meta: { rule: 'markedForDeletion' },
    })
  }
  return actor
}

export const authPlugin = (authenticate: Authenticate) =>
  new Elysia({ name: 'auth', seed: authenticate }).macro({
    /** Marks a route as callable by anyone; it exists so the meta-test can tell intent from omission. */
    isPublic: (_: true) => ({ detail: declared('public') }),
    auth: (requirement: AuthRequirement) => ({
      // the declaration travels into the OpenAPI document, where the meta-test reads it
      detail: declared(requirement),
      // `transform` runs before validation: an anonymous or unauthorised caller gets 401/403,
      // never the field names a 422 would reveal
      async transform({ request }) {
        actors.set(request, await authorize(authenticate, request, requirement))
      },
      resolve({ request }) {
        const actor = actors.get(request)
        if (!actor) throw new AppError('UNAUTHORIZED')
        return { actor }
      },
    }),
  })
