/**
 * User feedback: suggestion, defect or other, with an optional attachment.
 * Spec: 000 §1 (user feedback), 000 §5 (feedback attachment at most 5 MB); `feedbackType` list.
 */

import { FEEDBACK_STATES, FEEDBACK_TYPES } from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { oneOf, timestamps, uuidPk } from './columns'
import { mediaTable } from './media'
import { usersTable } from './users'

export const feedbackTable = pgTable(
  'feedback',
  {
    id: uuidPk(),
    userId: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    type: text({ enum: FEEDBACK_TYPES }).notNull(),
    text: text().notNull(),
    attachmentMediaId: uuid().references(() => mediaTable.id, { onDelete: 'set null' }),
    /** Where the user was (route) and with what browser, for defects. */
    pageUrl: text(),
    userAgent: text(),
    state: text({ enum: FEEDBACK_STATES }).notNull().default('new'),
    ...timestamps(),
  },
  (t) => [
    check('feedback_type_check', oneOf(t.type, FEEDBACK_TYPES)),
    check('feedback_text_check', sql`length(${t.text}) between 1 and 10000`),
    // admin triage list: WHERE state = $1 [AND type = $2] ORDER BY created_at DESC
    index('feedback_state_type_created_idx').on(t.state, t.type, t.createdAt.desc()),
  ],
)
export type FeedbackRow = typeof feedbackTable.$inferSelect
export type NewFeedbackRow = typeof feedbackTable.$inferInsert
