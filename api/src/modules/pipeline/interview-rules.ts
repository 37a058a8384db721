/**
 * The scheduling rules an interview's time must pass, applied the same way to a new interview and a
 * reschedule: a local time that exists once in its zone (422 asking which is meant otherwise), not in
 * the past (422), and 10 minutes from the same candidate's and interviewers' other interviews (409
 * naming the clash). The rules are shared/domain/interview-schedule; the database part is here.
 */
import {
  chosenInstant,
  clashMessage,
  findClash,
  isInPast,
  PAST_INTERVIEW_MESSAGE,
  resolveWallTime,
  SCHEDULE_BUFFER_MINUTES,
  type WallTimeOccurrence,
  wallTimeProblem,
} from '@quota/shared/domain/interview-schedule/index'
import { AppError } from '@quota/shared/errors/index'
import type { DbOrTx } from '../../db/client'
import { interviewsNear } from './interview-invitations-repository'
import { interviewTimeText } from './mails'

export async function checkInterviewTime(
  tx: DbOrTx,
  input: {
    date: string
    time: string
    timezone: string
    occurrence: WallTimeOccurrence | null
    durationMinutes: number
    candidateId: string
    interviewerEmails: string[]
    /** The interview being moved (it does not clash with itself). */
    exceptId: string | null
    now: Date
  },
): Promise<Date> {
  const wall = resolveWallTime(input.date, input.time, input.timezone)
  const startsAt = chosenInstant(wall, input.occurrence)
  if (!startsAt) {
    const message = wallTimeProblem(input.date, input.time, input.timezone, wall)!
    throw new AppError('VALIDATION_FAILED', {
      message,
      details: [
        {
          path: 'interviewTime',
          rule: wall.kind === 'gap' ? 'nonexistentLocalTime' : 'ambiguousLocalTime',
          message,
        },
      ],
      meta:
        wall.kind === 'ambiguous'
          ? { choices: { earlier: wall.earlier.toISOString(), later: wall.later.toISOString() } }
          : wall.kind === 'gap'
            ? { skippedFrom: wall.skippedFrom, skippedTo: wall.skippedTo }
            : {},
    })
  }
  if (isInPast(startsAt, input.now)) throw AppError.field('interviewDate', 'notInPast', PAST_INTERVIEW_MESSAGE)
  const buffer = SCHEDULE_BUFFER_MINUTES * 60_000
  const others = await interviewsNear(tx, {
    candidateId: input.candidateId,
    emails: input.interviewerEmails,
    from: new Date(startsAt.getTime() - buffer),
    to: new Date(startsAt.getTime() + input.durationMinutes * 60_000 + buffer),
    exceptId: input.exceptId,
  })
  const clash = findClash(
    {
      id: input.exceptId ?? '',
      startsAt,
      durationMinutes: input.durationMinutes,
      candidateId: input.candidateId,
      interviewerEmails: input.interviewerEmails,
    },
    others,
  )
  if (clash) {
    throw new AppError('CONFLICT', {
      message: clashMessage(clash, interviewTimeText(clash.startsAt, input.timezone)),
      meta: {
        clash: {
          interviewId: clash.interviewId,
          who: clash.who,
          ...(clash.who === 'interviewer' ? { email: clash.email } : {}),
        },
      },
    })
  }
  return startsAt
}
