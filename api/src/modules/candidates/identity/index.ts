/** The identity service (issue 31): the only code that creates candidate records. */
export {
  type AdmitOptions,
  type Admitted,
  type ArrivingPerson,
  admitCandidate,
  findByIdentity,
  IdentityRace,
  syncStoredKeys,
  withIdentityRetry,
} from './admit-candidate'
