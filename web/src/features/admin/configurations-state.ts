/**
 * The configurations admin store (/admin/configurations, manage-configurations): settings and
 * links, notification templates, and the apply and hire form configurations.
 */
import { proxy } from 'valtio'
import { isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import {
  type Configuration,
  createConfiguration,
  createInboundForm,
  createTemplate,
  deleteConfiguration,
  fetchConfigurations,
  fetchInboundForms,
  fetchTemplates,
  type InboundFormConfig,
  type InboundFormValues,
  type NotificationTemplate,
  updateConfiguration,
  updateInboundForm,
  updateTemplate,
} from './api'

interface Section<T> {
  items: T[]
  loading: boolean
  loaded: boolean
  error: string | null
}

const section = <T>(): Section<T> => ({ items: [], loading: false, loaded: false, error: null })

function initial() {
  return {
    configurations: section<Configuration>(),
    templates: section<NotificationTemplate>(),
    inboundForms: section<InboundFormConfig>(),
    /** The template open in the editor. */
    templateId: null as string | null,
  }
}

export const configurationsState = proxy(initial())
onResetAll(() => Object.assign(configurationsState, initial()))

async function load<T>(target: Section<T>, fetcher: () => Promise<T[]>, what: string) {
  target.loading = true
  target.error = null
  try {
    target.items = await fetcher()
    target.loaded = true
  } catch (error) {
    target.error = isApiError(error) ? error.message : `The ${what} could not be loaded.`
  } finally {
    target.loading = false
  }
}

export const loadConfigurations = () => load(configurationsState.configurations, fetchConfigurations, 'configurations')
export const loadInboundForms = () => load(configurationsState.inboundForms, fetchInboundForms, 'form configurations')
export async function loadTemplates() {
  await load(configurationsState.templates, fetchTemplates, 'templates')
  const s = configurationsState
  if (!s.templates.items.some((t) => t.id === s.templateId)) s.templateId = s.templates.items[0]?.id ?? null
}

function upsert<T extends { id: string }>(list: T[], item: T) {
  const i = list.findIndex((x) => x.id === item.id)
  if (i >= 0) list[i] = item
  else list.push(item)
}

export async function saveConfiguration(
  id: string | null,
  input: Parameters<typeof createConfiguration>[0],
): Promise<Configuration> {
  const saved = id
    ? await updateConfiguration(id, {
        displayName: input.displayName,
        description: input.description ?? null,
        value: input.value,
        isPublic: input.isPublic ?? false,
      })
    : await createConfiguration(input)
  upsert(configurationsState.configurations.items, saved)
  return saved
}

export async function removeConfiguration(id: string): Promise<boolean> {
  try {
    await deleteConfiguration(id)
    const list = configurationsState.configurations.items
    const i = list.findIndex((c) => c.id === id)
    if (i >= 0) list.splice(i, 1)
    return true
  } catch {
    return false
  }
}

export async function saveTemplate(
  id: string,
  patch: Parameters<typeof updateTemplate>[1],
): Promise<NotificationTemplate> {
  const saved = await updateTemplate(id, patch)
  upsert(configurationsState.templates.items, saved)
  return saved
}

export async function addTemplate(input: Parameters<typeof createTemplate>[0]): Promise<NotificationTemplate> {
  const created = await createTemplate(input)
  upsert(configurationsState.templates.items, created)
  configurationsState.templateId = created.id
  return created
}

export const openTemplate = (id: string) => {
  configurationsState.templateId = id
}

export async function saveInboundForm(
  id: string | null,
  values: InboundFormValues & { configurationType: 'apply' | 'hire' },
): Promise<InboundFormConfig> {
  const { configurationType: _type, ...patch } = values
  const saved = id ? await updateInboundForm(id, patch) : await createInboundForm(values)
  const list = configurationsState.inboundForms.items
  // the API lists active forms only: a switched-off one leaves the list
  if (saved.isActive) upsert(list, saved)
  else {
    const i = list.findIndex((f) => f.id === saved.id)
    if (i >= 0) list.splice(i, 1)
  }
  return saved
}
