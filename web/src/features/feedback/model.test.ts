import { describe, expect, test } from 'vitest'
import { ATTACHMENT_ACCEPT, attachmentProblem, FEEDBACK_MESSAGES, feedbackProblems } from './model'

const MB = 1024 * 1024

describe('the feedback form', () => {
  test('a kind and a text are required; the text is bounded', () => {
    expect(feedbackProblems({ type: '', text: '  ' })).toEqual({
      type: FEEDBACK_MESSAGES.typeRequired,
      text: FEEDBACK_MESSAGES.textRequired,
    })
    expect(feedbackProblems({ type: 'defect', text: 'x'.repeat(10_001) })).toEqual({
      text: FEEDBACK_MESSAGES.textTooLong,
    })
    expect(feedbackProblems({ type: 'suggestion', text: 'Dark mode' })).toEqual({})
  })

  test.each([
    // [name, size, problem]
    ['screen.png', 5 * MB, null],
    ['steps.PDF', 1024, null],
    ['clip.mov', 3 * MB, null],
    ['screen.png', 5 * MB + 1, 'Attachments may be at most 5 MB.'],
    ['screen.png', 0, 'The file is empty.'],
    ['tool.exe', 10, FEEDBACK_MESSAGES.fileType],
    ['no-extension', 10, FEEDBACK_MESSAGES.fileType],
  ])('attachment %s (%d bytes)', (name, size, problem) => expect(attachmentProblem({ name, size })).toBe(problem))

  test('no attachment is fine; the picker offers the accepted types', () => {
    expect(attachmentProblem(null)).toBeNull()
    expect(ATTACHMENT_ACCEPT.split(',')).toContain('.pdf')
    expect(ATTACHMENT_ACCEPT.split(',')).toContain('.png')
  })
})
