import { isActionPermitted, type PermissionInput, permittedActions } from './action-permissions'
import { type ActionGroups, VIEW_BUTTONS, viewFor } from './action-views'
import type { Action, ListKind } from './vocabulary'

export type { DenialReason, JobContext, PermissionInput } from './action-permissions'
export { denialReason, isActionPermitted, permittedActions } from './action-permissions'

/** A viewer looking at one candidate row in one list of a job. */
export interface ActionInput extends PermissionInput {
  list: ListKind
}

/**
 * The buttons to show for a row: the view's listed actions that are permitted, in the view's
 * order. Permission comes from the action table, presentation from the buttons-per-view table.
 */
export function availableActions(input: ActionInput): ActionGroups {
  const permitted = permittedActions(input)
  const view = VIEW_BUTTONS[viewFor(input.viewer, input.list)]
  return {
    primary: view.primary.filter((action) => permitted.has(action)),
    secondary: view.secondary.filter((action) => permitted.has(action)),
  }
}

/** Whether the row shows `action` as a button in this view (use isActionPermitted to enforce). */
export function isActionAvailable(input: ActionInput, action: Action): boolean {
  const view = VIEW_BUTTONS[viewFor(input.viewer, input.list)]
  return (view.primary.includes(action) || view.secondary.includes(action)) && isActionPermitted(input, action)
}

/** The most candidates one bulk action may take (spec 000 §9: selected candidates 10). */
export const MAX_BULK_SELECTION = 10

/**
 * Bulk approval is offered only when 1 to 10 rows are selected and every one of them is in
 * Pending AM Approval and approvable by this viewer; a mixed selection is refused as a whole, so
 * nobody approves more, or less, than they see selected.
 */
export function canBulkApprove(selection: readonly PermissionInput[]): boolean {
  return (
    selection.length > 0 &&
    selection.length <= MAX_BULK_SELECTION &&
    selection.every((input) => isActionPermitted(input, 'bulkApprove'))
  )
}
