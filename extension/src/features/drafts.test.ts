/** The built-in pitch drafts read as English whatever the job's title: "an Account Executive role". */
import { describe, expect, it, vi } from 'vitest'

vi.mock('../messaging/send', () => ({ send: vi.fn() }))
const { EMAIL_DRAFT, INMAIL_DRAFT, fillDraft } = await import('./drafts')

const values = (jobName: string) => ({
  receiverName: 'Dana',
  jobName,
  organizationName: 'Acme Cloud',
  senderName: 'Riley',
})

describe('built-in pitch drafts', () => {
  it.each([
    ['Account Executive', 'an Account Executive role at Acme Cloud'],
    ['SDR', 'an SDR role at Acme Cloud'],
    ['Sales Development Representative', 'a Sales Development Representative role at Acme Cloud'],
  ])('%s', (jobName, phrase) => {
    const email = fillDraft(EMAIL_DRAFT.body, values(jobName))
    const inMail = fillDraft(INMAIL_DRAFT, values(jobName))
    expect(email.missing).toEqual([])
    expect(email.text).toContain(`recruiting for ${phrase}`)
    expect(inMail.text).toContain(`recruiting for ${phrase}`)
    expect(fillDraft(EMAIL_DRAFT.subject, values(jobName)).text).toBe(`A role you may like: ${jobName}`)
  })
})
