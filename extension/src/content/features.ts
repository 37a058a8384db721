/** Every overlay feature, in the order their sections appear. */
import { dailyCaps } from '../features/daily-caps'
import { inMail } from '../features/inmail'
import { internalNote } from '../features/note'
import { pitchEmail } from '../features/pitch-email'
import { profileCard } from '../features/profile-card'
import { shortlist } from '../features/shortlist'
import type { Feature } from './feature'

export const FEATURES: Feature[] = [profileCard, dailyCaps, shortlist, pitchEmail, inMail, internalNote]
