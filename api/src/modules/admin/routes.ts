import {
  AddValueInput,
  AdminFeatureNotification,
  AdminIdParams,
  Configuration,
  ConfigurationLink,
  ConfigurationsQuery,
  CreateConfigurationInput,
  CreateFeedbackInput,
  CreateInboundFormInput,
  CreateTemplateInput,
  FeatureFlag,
  FeatureFlagParams,
  FeatureFlagTargetInput,
  FeatureFlagTargetParams,
  FeatureNotificationInput,
  Feedback,
  FeedbackAttachmentQuery,
  FeedbackListQuery,
  InboundFormConfig,
  InboundFormQuery,
  ManagedValue,
  ManagedValuesQuery,
  NotificationTemplate,
  PositionMappingParams,
  PositionMappings,
  PositionTermInput,
  PreviewTemplateInput,
  RecommendedPositionInput,
  ReorderValuesInput,
  TemplatePreview,
  TemplatesQuery,
  UpdateConfigurationInput,
  UpdateFeatureFlagInput,
  UpdateFeatureNotificationInput,
  UpdateFeedbackInput,
  UpdateInboundFormInput,
  UpdateTemplateInput,
  UpdateValueInput,
} from '@quota/shared/contracts/admin'
import { Answers, DataEnvelope, ErrorResponses, IdParams, ListEnvelope } from '@quota/shared/contracts/common'
import { PresignedUpload } from '@quota/shared/contracts/media'
import { Elysia } from 'elysia'
import * as z from 'zod'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import {
  createConfiguration,
  createInboundForm,
  createTemplate,
  deleteConfiguration,
  getTemplate,
  listConfigurationLinks,
  listConfigurations,
  listInboundForms,
  listTemplates,
  previewTemplate,
  updateConfiguration,
  updateInboundForm,
  updateTemplate,
} from './configurations'
import { listFeatureFlags, setFeatureFlagTarget, updateFeatureFlag } from './feature-flags'
import {
  listAdminFeatureNotifications,
  publishFeatureNotification,
  updateFeatureNotification,
} from './feature-notifications'
import { listFeedback, sendFeedback, startFeedbackAttachment, updateFeedback } from './feedback'
import {
  addPositionTerm,
  addValue,
  listManagedValues,
  positionMappings,
  removePositionTerm,
  reorderValues,
  setRecommendedPosition,
  updateValue,
} from './lists'

const CONFIGS = { permission: 'manage-configurations' } as const
const LISTS = { permission: 'manage-lists' } as const
const FLAGS = { permission: 'manage-feature-configs' } as const
const REPORTS = { permission: 'manage-reports' } as const
const Deleted = z.object({ id: z.uuid(), deleted: z.literal(true) })

export const adminRoutes = (deps: AppDeps) => {
  const ctxOf = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
  return (
    new Elysia({ name: 'admin', prefix: '/api', tags: ['Administration'] })
      .use(moduleBase(deps))
      // Configurations
      .get(
        '/configurations/links',
        async ({ actor, requestId }) => ({ data: await listConfigurationLinks({ ctx: ctxOf(actor, requestId) }) }),
        {
          auth: 'user',
          response: { 200: DataEnvelope(z.array(ConfigurationLink)), ...ErrorResponses },
          detail: {
            summary: 'Configured links (terms of use, privacy policy, help...)',
            operationId: 'listConfigurationLinks',
          },
        },
      )
      .get(
        '/configurations',
        async ({ query, actor, requestId }) => ({
          data: await listConfigurations({ ctx: ctxOf(actor, requestId), input: query }),
        }),
        {
          auth: CONFIGS,
          query: ConfigurationsQuery,
          response: { 200: DataEnvelope(z.array(Configuration)), ...ErrorResponses },
          detail: {
            summary: 'Configurations, optionally of one type (setting or link)',
            operationId: 'listConfigurations',
          },
        },
      )
      .post(
        '/configurations',
        async ({ body, actor, requestId, set }) => {
          set.status = 201
          return { data: await createConfiguration({ ctx: ctxOf(actor, requestId), input: body }) }
        },
        {
          auth: CONFIGS,
          body: CreateConfigurationInput,
          response: { 201: DataEnvelope(Configuration), ...ErrorResponses, ...Answers(409) },
          detail: { summary: 'Add a configuration (typed JSON value) or a link', operationId: 'createConfiguration' },
        },
      )
      .put(
        '/configurations/:id',
        async ({ params, body, actor, requestId }) => ({
          data: await updateConfiguration({ ctx: ctxOf(actor, requestId), input: { id: params.id, patch: body } }),
        }),
        {
          auth: CONFIGS,
          params: AdminIdParams,
          body: UpdateConfigurationInput,
          response: { 200: DataEnvelope(Configuration), ...ErrorResponses },
          detail: { summary: 'Change a configuration', operationId: 'updateConfiguration' },
        },
      )
      .delete(
        '/configurations/:id',
        async ({ params, actor, requestId }) => ({
          data: await deleteConfiguration({ ctx: ctxOf(actor, requestId), input: params }),
        }),
        {
          auth: CONFIGS,
          params: AdminIdParams,
          response: { 200: DataEnvelope(Deleted), ...ErrorResponses },
          detail: { summary: 'Remove a configuration', operationId: 'deleteConfiguration' },
        },
      )
      .get(
        '/configurations/templates',
        async ({ query, actor, requestId }) => ({
          data: await listTemplates({ ctx: ctxOf(actor, requestId), input: query }),
        }),
        {
          auth: CONFIGS,
          query: TemplatesQuery,
          response: { 200: DataEnvelope(z.array(NotificationTemplate)), ...ErrorResponses },
          detail: {
            summary: 'Notification templates by key, sales-role segment and channel',
            operationId: 'listTemplates',
          },
        },
      )
      .post(
        '/configurations/templates',
        async ({ body, actor, requestId, set }) => {
          set.status = 201
          return {
            data: await createTemplate({
              ctx: ctxOf(actor, requestId),
              input: { ...body, subject: body.subject ?? null },
            }),
          }
        },
        {
          auth: CONFIGS,
          body: CreateTemplateInput,
          response: { 201: DataEnvelope(NotificationTemplate), ...ErrorResponses, ...Answers(409) },
          detail: { summary: 'Add a template for a key, segment and channel', operationId: 'createTemplate' },
        },
      )
      .post(
        '/configurations/templates/preview',
        async ({ body, actor, requestId }) => ({
          data: await previewTemplate({ ctx: ctxOf(actor, requestId), input: body }),
        }),
        {
          auth: CONFIGS,
          body: PreviewTemplateInput,
          response: { 200: DataEnvelope(TemplatePreview), ...ErrorResponses, ...Answers(404) },
          detail: {
            summary: 'Render a template for a segment (or a job role) with sample values',
            operationId: 'previewTemplate',
          },
        },
      )
      .get(
        '/configurations/templates/:id',
        async ({ params, actor, requestId }) => ({
          data: await getTemplate({ ctx: ctxOf(actor, requestId), input: params }),
        }),
        {
          auth: CONFIGS,
          params: AdminIdParams,
          response: { 200: DataEnvelope(NotificationTemplate), ...ErrorResponses },
          detail: { summary: 'One notification template', operationId: 'getTemplate' },
        },
      )
      .patch(
        '/configurations/templates/:id',
        async ({ params, body, actor, requestId }) => ({
          data: await updateTemplate({ ctx: ctxOf(actor, requestId), input: { id: params.id, patch: body } }),
        }),
        {
          auth: CONFIGS,
          params: AdminIdParams,
          body: UpdateTemplateInput,
          response: { 200: DataEnvelope(NotificationTemplate), ...ErrorResponses },
          detail: { summary: 'Change a notification template', operationId: 'updateTemplate' },
        },
      )
      .get(
        '/configurations/inbound-form',
        async ({ query }) => ({ data: await listInboundForms({ db: deps.db, input: query }) }),
        {
          isPublic: true,
          query: InboundFormQuery,
          response: { 200: DataEnvelope(z.array(InboundFormConfig)), ...ErrorResponses },
          detail: { summary: 'Active apply and hire form configurations (public)', operationId: 'listInboundForms' },
        },
      )
      .get(
        '/configurations/inbound-form/all',
        async ({ query }) => ({
          data: await listInboundForms({ db: deps.db, input: { ...query, includeInactive: true } }),
        }),
        {
          auth: CONFIGS,
          query: InboundFormQuery,
          response: { 200: DataEnvelope(z.array(InboundFormConfig)), ...ErrorResponses },
          detail: {
            summary: 'Every apply and hire form configuration, switched off ones included (to manage them)',
            operationId: 'listAllInboundForms',
          },
        },
      )
      .post(
        '/configurations/inbound-form',
        async ({ body, actor, requestId, set }) => {
          set.status = 201
          return { data: await createInboundForm({ ctx: ctxOf(actor, requestId), input: body }) }
        },
        {
          auth: CONFIGS,
          body: CreateInboundFormInput,
          response: { 201: DataEnvelope(InboundFormConfig), ...ErrorResponses },
          detail: { summary: 'Add an apply or hire form configuration', operationId: 'createInboundForm' },
        },
      )
      .patch(
        '/configurations/inbound-form/:id',
        async ({ params, body, actor, requestId }) => ({
          data: await updateInboundForm({ ctx: ctxOf(actor, requestId), input: { id: params.id, patch: body } }),
        }),
        {
          auth: CONFIGS,
          params: AdminIdParams,
          body: UpdateInboundFormInput,
          response: { 200: DataEnvelope(InboundFormConfig), ...ErrorResponses },
          detail: { summary: 'Change an apply or hire form configuration', operationId: 'updateInboundForm' },
        },
      )
      // Lists of values
      .get(
        '/manage-lists/list-of-values',
        async ({ query, actor, requestId }) => ({
          data: await listManagedValues({ ctx: ctxOf(actor, requestId), input: query }),
        }),
        {
          auth: LISTS,
          query: ManagedValuesQuery,
          response: { 200: DataEnvelope(z.array(ManagedValue)), ...ErrorResponses },
          detail: { summary: "A list's values, deactivated ones too when asked", operationId: 'listManagedValues' },
        },
      )
      .post(
        '/manage-lists/list-of-values',
        async ({ body, actor, requestId, set }) => {
          set.status = 201
          return { data: await addValue({ ctx: ctxOf(actor, requestId), input: body }) }
        },
        {
          auth: LISTS,
          body: AddValueInput,
          response: { 201: DataEnvelope(ManagedValue), ...ErrorResponses, ...Answers(409) },
          detail: { summary: 'Add a value to a list', operationId: 'addListValue' },
        },
      )
      .put(
        '/manage-lists/list-of-values/order',
        async ({ body, actor, requestId }) => ({
          data: await reorderValues({ ctx: ctxOf(actor, requestId), input: body }),
        }),
        {
          auth: LISTS,
          body: ReorderValuesInput,
          response: { 200: DataEnvelope(z.array(ManagedValue)), ...ErrorResponses },
          detail: { summary: "Put a list's values in a new order", operationId: 'reorderListValues' },
        },
      )
      .patch(
        '/manage-lists/list-of-values/:id',
        async ({ params, body, actor, requestId }) => ({
          data: await updateValue({ ctx: ctxOf(actor, requestId), input: { id: params.id, patch: body } }),
        }),
        {
          auth: LISTS,
          params: AdminIdParams,
          body: UpdateValueInput,
          response: { 200: DataEnvelope(ManagedValue), ...ErrorResponses, ...Answers(409) },
          detail: { summary: 'Rename, deactivate or reactivate a value', operationId: 'updateListValue' },
        },
      )
      .get(
        '/manage-lists/positions/:id/mappings',
        async ({ params, actor, requestId }) => ({
          data: await positionMappings({ ctx: ctxOf(actor, requestId), input: params }),
        }),
        {
          auth: LISTS,
          params: AdminIdParams,
          response: { 200: DataEnvelope(PositionMappings), ...ErrorResponses },
          detail: {
            summary: "A position's aliases, blacklisted words and recommended position",
            operationId: 'getPositionMappings',
          },
        },
      )
      .post(
        '/manage-lists/positions/:id/aliases',
        async ({ params, body, actor, requestId }) => ({
          data: await addPositionTerm({
            ctx: ctxOf(actor, requestId),
            input: { id: params.id, kind: 'alias', term: body.term },
          }),
        }),
        {
          auth: LISTS,
          params: AdminIdParams,
          body: PositionTermInput,
          response: { 200: DataEnvelope(PositionMappings), ...ErrorResponses, ...Answers(409) },
          detail: {
            summary: 'Add a position alias ("Position Alias already exists")',
            operationId: 'addPositionAlias',
          },
        },
      )
      .post(
        '/manage-lists/positions/:id/blacklisted-words',
        async ({ params, body, actor, requestId }) => ({
          data: await addPositionTerm({
            ctx: ctxOf(actor, requestId),
            input: { id: params.id, kind: 'blacklistedWord', term: body.term },
          }),
        }),
        {
          auth: LISTS,
          params: AdminIdParams,
          body: PositionTermInput,
          response: { 200: DataEnvelope(PositionMappings), ...ErrorResponses, ...Answers(409) },
          detail: {
            summary: 'Add a blacklisted word ("Position Blacklisted Word already exists")',
            operationId: 'addPositionBlacklistedWord',
          },
        },
      )
      .delete(
        '/manage-lists/positions/:id/mappings/:mappingId',
        async ({ params, actor, requestId }) => ({
          data: await removePositionTerm({ ctx: ctxOf(actor, requestId), input: params }),
        }),
        {
          auth: LISTS,
          params: PositionMappingParams,
          response: { 200: DataEnvelope(PositionMappings), ...ErrorResponses },
          detail: { summary: 'Remove an alias or blacklisted word', operationId: 'removePositionMapping' },
        },
      )
      .put(
        '/manage-lists/positions/:id/recommended-position',
        async ({ params, body, actor, requestId }) => ({
          data: await setRecommendedPosition({ ctx: ctxOf(actor, requestId), input: { id: params.id, ...body } }),
        }),
        {
          auth: LISTS,
          params: AdminIdParams,
          body: RecommendedPositionInput,
          response: { 200: DataEnvelope(PositionMappings), ...ErrorResponses, ...Answers(409) },
          detail: {
            summary: 'Set the recommended position ("Recommended Position is already set")',
            operationId: 'setRecommendedPosition',
          },
        },
      )
      // Feature announcements (users see them once: users/feature-notifications)
      .get(
        '/manage-feature-configs/feature-notifications',
        async ({ actor, requestId }) => ({
          data: await listAdminFeatureNotifications({ ctx: ctxOf(actor, requestId) }),
        }),
        {
          auth: FLAGS,
          response: { 200: DataEnvelope(z.array(AdminFeatureNotification)), ...ErrorResponses },
          detail: {
            summary: 'Feature announcements, newest first, with how many users dismissed each',
            operationId: 'listAdminFeatureNotifications',
          },
        },
      )
      .post(
        '/manage-feature-configs/feature-notifications',
        async ({ body, actor, requestId }) => ({
          data: await publishFeatureNotification({ ctx: ctxOf(actor, requestId), input: body }),
        }),
        {
          auth: FLAGS,
          body: FeatureNotificationInput,
          response: { 200: DataEnvelope(AdminFeatureNotification), ...ErrorResponses },
          detail: {
            summary: 'Publish a feature announcement to users of the chosen types (or keep it as a draft)',
            operationId: 'publishFeatureNotification',
          },
        },
      )
      .patch(
        '/manage-feature-configs/feature-notifications/:id',
        async ({ params, body, actor, requestId }) => ({
          data: await updateFeatureNotification({ ctx: ctxOf(actor, requestId), input: { id: params.id, ...body } }),
        }),
        {
          auth: FLAGS,
          params: IdParams,
          body: UpdateFeatureNotificationInput,
          response: { 200: DataEnvelope(AdminFeatureNotification), ...ErrorResponses, ...Answers(404) },
          detail: {
            summary: 'Publish, withdraw or set the end of a feature announcement',
            operationId: 'updateFeatureNotification',
          },
        },
      )
      // Feature flags
      .get(
        '/manage-feature-configs/feature-flags',
        async ({ actor, requestId }) => ({ data: await listFeatureFlags({ ctx: ctxOf(actor, requestId) }) }),
        {
          auth: FLAGS,
          response: { 200: DataEnvelope(z.array(FeatureFlag)), ...ErrorResponses },
          detail: {
            summary: 'Feature flags with their organization and user settings',
            operationId: 'listFeatureFlags',
          },
        },
      )
      .patch(
        '/manage-feature-configs/feature-flags/:key',
        async ({ params, body, actor, requestId }) => ({
          data: await updateFeatureFlag({ ctx: ctxOf(actor, requestId), input: { key: params.key, ...body } }),
        }),
        {
          auth: FLAGS,
          params: FeatureFlagParams,
          body: UpdateFeatureFlagInput,
          response: { 200: DataEnvelope(FeatureFlag), ...ErrorResponses },
          detail: { summary: 'Turn a feature on or off for everyone', operationId: 'updateFeatureFlag' },
        },
      )
      .put(
        '/manage-feature-configs/feature-flags/:key/organizations/:targetId',
        async ({ params, body, actor, requestId }) => ({
          data: await setFeatureFlagTarget({
            ctx: ctxOf(actor, requestId),
            input: { key: params.key, target: 'organization', targetId: params.targetId, isEnabled: body.isEnabled },
          }),
        }),
        {
          auth: FLAGS,
          params: FeatureFlagTargetParams,
          body: FeatureFlagTargetInput,
          response: { 200: DataEnvelope(FeatureFlag), ...ErrorResponses },
          detail: {
            summary: 'Turn a feature on or off for one organization',
            operationId: 'setFeatureFlagForOrganization',
          },
        },
      )
      .delete(
        '/manage-feature-configs/feature-flags/:key/organizations/:targetId',
        async ({ params, actor, requestId }) => ({
          data: await setFeatureFlagTarget({
            ctx: ctxOf(actor, requestId),
            input: { key: params.key, target: 'organization', targetId: params.targetId, isEnabled: null },
          }),
        }),
        {
          auth: FLAGS,
          params: FeatureFlagTargetParams,
          response: { 200: DataEnvelope(FeatureFlag), ...ErrorResponses },
          detail: {
            summary: "Remove an organization's own setting of a feature",
            operationId: 'clearFeatureFlagForOrganization',
          },
        },
      )
      .put(
        '/manage-feature-configs/feature-flags/:key/users/:targetId',
        async ({ params, body, actor, requestId }) => ({
          data: await setFeatureFlagTarget({
            ctx: ctxOf(actor, requestId),
            input: { key: params.key, target: 'user', targetId: params.targetId, isEnabled: body.isEnabled },
          }),
        }),
        {
          auth: FLAGS,
          params: FeatureFlagTargetParams,
          body: FeatureFlagTargetInput,
          response: { 200: DataEnvelope(FeatureFlag), ...ErrorResponses },
          detail: { summary: 'Turn a feature on or off for one user', operationId: 'setFeatureFlagForUser' },
        },
      )
      .delete(
        '/manage-feature-configs/feature-flags/:key/users/:targetId',
        async ({ params, actor, requestId }) => ({
          data: await setFeatureFlagTarget({
            ctx: ctxOf(actor, requestId),
            input: { key: params.key, target: 'user', targetId: params.targetId, isEnabled: null },
          }),
        }),
        {
          auth: FLAGS,
          params: FeatureFlagTargetParams,
          response: { 200: DataEnvelope(FeatureFlag), ...ErrorResponses },
          detail: { summary: "Remove a user's own setting of a feature", operationId: 'clearFeatureFlagForUser' },
        },
      )
      // Feedback
      .get(
        '/feedback/attachments/presigned-url',
        async ({ query, actor, requestId }) => ({
          data: await startFeedbackAttachment({
            ctx: { ...ctxOf(actor, requestId), config: deps.config },
            input: query,
          }),
        }),
        {
          auth: 'user',
          query: FeedbackAttachmentQuery,
          response: { 200: DataEnvelope(PresignedUpload), 415: ErrorResponses[413], ...ErrorResponses },
          detail: {
            summary: 'Start a feedback attachment upload (at most 5 MB): a signed URL to PUT it to',
            operationId: 'createFeedbackAttachmentUpload',
          },
        },
      )
      .post(
        '/feedback',
        async ({ body, actor, requestId, request, set }) => {
          set.status = 201
          return {
            data: await sendFeedback({
              ctx: ctxOf(actor, requestId),
              input: { ...body, userAgent: request.headers.get('user-agent') },
            }),
          }
        },
        {
          auth: 'user',
          body: CreateFeedbackInput,
          response: { 201: DataEnvelope(Feedback), ...ErrorResponses },
          detail: { summary: 'Send feedback: a suggestion, a defect or other', operationId: 'sendFeedback' },
        },
      )
      .get(
        '/admin/feedback',
        ({ query, actor, requestId }) => listFeedback({ ctx: ctxOf(actor, requestId), input: query }),
        {
          auth: REPORTS,
          query: FeedbackListQuery,
          response: { 200: ListEnvelope(Feedback), ...ErrorResponses },
          detail: { summary: 'User feedback, newest first, by type and state', operationId: 'listFeedback' },
        },
      )
      .patch(
        '/admin/feedback/:id',
        async ({ params, body, actor, requestId }) => ({
          data: await updateFeedback({ ctx: ctxOf(actor, requestId), input: { id: params.id, ...body } }),
        }),
        {
          auth: REPORTS,
          params: AdminIdParams,
          body: UpdateFeedbackInput,
          response: { 200: DataEnvelope(Feedback), ...ErrorResponses },
          detail: { summary: 'Triage a feedback item (new, triaged, closed)', operationId: 'updateFeedback' },
        },
      )
  )
}
