import { afterEach, describe, expect, test, vi } from 'vitest'
import { closeAllDialogs, closeDialog, confirmDialog, dialogState, openDialog } from './dialogs'
import { clearDirtyForms, confirmLeaveIfDirty, hasDirtyForms, markFormDirty } from './form-guard'
import { isLongNav, isNavGroup, navItemsFor, navLinks } from './layouts/nav'
import { clearToasts, dismissToast, MAX_VISIBLE_TOASTS, showToast, toast, toastState } from './toasts'

describe('toasts', () => {
  afterEach(() => {
    clearToasts()
    vi.useRealTimers()
  })

  test('titles by type and 5000 ms by default', () => {
    vi.useFakeTimers()
    toast.success('Saved')
    toast.error('Nope')
    toast.warning('Careful')
    expect(toastState.toasts.map((t) => [t.title, t.message, t.durationMs])).toEqual([
      ['Success!', 'Saved', 5000],
      ['Error', 'Nope', 5000],
      ['Warning', 'Careful', 5000],
    ])
    toast.info('FYI')
    expect(toastState.toasts.map((t) => t.title)).toEqual(['Error', 'Warning', 'Info!'])
    vi.advanceTimersByTime(4999)
    expect(toastState.toasts).toHaveLength(3)
    vi.advanceTimersByTime(1)
    expect(toastState.toasts).toHaveLength(0)
  })

  test(`at most ${MAX_VISIBLE_TOASTS} at once: the oldest passing one goes, persistent ones stay`, () => {
    const kept = showToast({ type: 'error', message: 'Server down', persistent: true })
    for (const m of ['a', 'b', 'c', 'd']) toast.success(m)
    expect(toastState.toasts.map((t) => t.message)).toEqual(['Server down', 'c', 'd'])
    expect(toastState.toasts[0]!.id).toBe(kept)
  })

  test('a persistent toast stays until dismissed', () => {
    vi.useFakeTimers()
    const id = showToast({ type: 'error', message: 'Server down', persistent: true })
    vi.advanceTimersByTime(60_000)
    expect(toastState.toasts).toHaveLength(1)
    dismissToast(id)
    expect(toastState.toasts).toHaveLength(0)
  })

  test('the same message twice in a row is shown once', () => {
    const a = toast.error('Same')
    const b = toast.error('Same')
    expect(a).toBe(b)
    expect(toastState.toasts).toHaveLength(1)
  })
})

describe('dialogs', () => {
  test('confirm resolves with the choice; close-all cancels every open dialog', async () => {
    const first = confirmDialog({ title: 'One' })
    const second = openDialog('Two', () => null)
    const third = confirmDialog({ title: 'Three' })
    expect(dialogState.stack).toHaveLength(3)
    closeDialog(dialogState.stack[2]!.id, true)
    await expect(third).resolves.toBe(true)
    closeAllDialogs()
    expect(dialogState.stack).toHaveLength(0)
    await expect(first).resolves.toBe(false)
    await expect(second).resolves.toBeUndefined()
  })
})

describe('form-changed warning', () => {
  test('nothing modified: leave at once', async () => {
    clearDirtyForms()
    await expect(confirmLeaveIfDirty()).resolves.toBe(true)
  })

  test('a modified form asks; Stay keeps it, Leave clears it', async () => {
    const key = Symbol('form')
    markFormDirty(key, true)
    const stay = confirmLeaveIfDirty()
    expect(dialogState.stack.at(-1)).toMatchObject({ kind: 'confirm', options: { title: 'Unsaved changes' } })
    closeDialog(dialogState.stack.at(-1)!.id, false)
    await expect(stay).resolves.toBe(false)
    expect(hasDirtyForms()).toBe(true)

    const leave = confirmLeaveIfDirty()
    closeDialog(dialogState.stack.at(-1)!.id, true)
    await expect(leave).resolves.toBe(true)
    expect(hasDirtyForms()).toBe(false)
  })
})

describe('shell navigation by role', () => {
  test.each([
    [
      ['candidate'],
      [
        '/candidate-home',
        '/candidate/profile',
        '/candidate/calendar',
        '/candidate/availability',
        '/messages',
        '/settings',
      ],
    ],
    [['recruiter'], ['/candidate/list', '/job', '/messages', '/client/list', '/interview-report', '/settings']],
    [['client-recruiter'], ['/company-home', '/interview-report', '/integrate', '/settings']],
    [['client-recruiter-basic'], ['/settings']],
    [
      ['manage-lists', 'manage-users'],
      ['/admin/lists', '/admin/users', '/settings'],
    ],
  ] as const)('%j', (roleNames, hrefs) => {
    expect(navLinks(navItemsFor({ roleNames })).map((i) => i.href)).toEqual(hrefs)
  })

  test.each([
    [['recruiter'], true],
    [['candidate'], true],
    [['client-recruiter'], false],
  ] as const)('%j: links on a row of their own at 1366 px: %s', (roleNames, long) => {
    expect(isLongNav(navItemsFor({ roleNames }))).toBe(long)
  })

  test('a client with every feature gets the links their own row', () => {
    const on = ['clientExecReporting', 'compEngine']
    expect(isLongNav(navItemsFor({ roleNames: ['client-recruiter'], userAllowedFeatures: on }))).toBe(true)
  })

  test('provider staff reach the Integrations page (to manage a client’s)', () => {
    expect(navLinks(navItemsFor({ roleNames: ['recruiter'], userType: 'staff' })).map((i) => i.href)).toEqual([
      '/candidate/list',
      '/job',
      '/messages',
      '/client/list',
      '/interview-report',
      '/integrate',
      '/settings',
    ])
  })

  test('the compensation engine only while the compEngine flag is on for the user', () => {
    const on = ['compEngine']
    expect(
      navLinks(navItemsFor({ roleNames: ['client-recruiter'], userAllowedFeatures: on })).map((i) => i.href),
    ).toEqual(['/company-home', '/interview-report', '/integrate', '/comp-engine', '/settings'])
    expect(
      navLinks(navItemsFor({ roleNames: ['client-recruiter-basic'], userAllowedFeatures: on })).map((i) => i.href),
    ).toEqual(['/comp-engine', '/settings'])
    expect(
      navLinks(navItemsFor({ roleNames: ['client-recruiter-basic'], userAllowedFeatures: ['marketMapping'] })).map(
        (i) => i.href,
      ),
    ).toEqual(['/settings'])
    // the flag alone opens nothing: the roles decide who may have the tool
    expect(
      navLinks(navItemsFor({ roleNames: ['candidate'], userAllowedFeatures: on })).map((i) => i.href),
    ).not.toContain('/comp-engine')
  })

  test("the client's own executive report only while clientExecReporting is on; never for the basic role", () => {
    const on = ['clientExecReporting']
    expect(
      navLinks(navItemsFor({ roleNames: ['client-recruiter'], userAllowedFeatures: on })).map((i) => i.href),
    ).toEqual(['/company-home', '/exec-report', '/interview-report', '/integrate', '/settings'])
    expect(
      navLinks(navItemsFor({ roleNames: ['client-recruiter-basic'], userAllowedFeatures: on })).map((i) => i.href),
    ).toEqual(['/settings'])
    expect(
      navLinks(navItemsFor({ roleNames: ['recruiter'], userAllowedFeatures: on })).map((i) => i.href),
    ).not.toContain('/exec-report')
  })

  test('the administrator sees each admin screen its permissions open', () => {
    const roleNames = [
      'administrator',
      'manage-lists',
      'manage-users',
      'manage-feature-configs',
      'manage-configurations',
      'manage-reports',
    ]
    expect(navLinks(navItemsFor({ roleNames })).map((i) => i.href)).toEqual([
      '/admin/lists',
      '/admin/users',
      '/admin/features',
      '/admin/configurations',
      '/admin/chrome-extension',
      '/admin/reports',
      '/settings',
    ])
    // the permissions list counts too
    expect(navLinks(navItemsFor({ roleNames: [], permissions: ['manage-reports'] })).map((i) => i.href)).toEqual([
      '/admin/reports',
      '/settings',
    ])
    expect(
      navLinks(navItemsFor({ roleNames: [], permissions: ['allow-elastic-search-resync'] })).map((i) => i.href),
    ).toEqual(['/admin/search', '/settings'])
    // the registers of issue 20 item 11, each behind its own key
    const registers = [
      ['manage-email-whitelisting', '/admin/email-whitelist'],
      ['manage-location-mappings', '/admin/location-mappings'],
      ['manage-compensation-estimates-mappings', '/admin/compensation-mappings'],
      ['manage-next-gen-filters', '/admin/next-gen-filters'],
      ['manage-linkedIn-projects', '/admin/linkedin-projects'],
    ] as const
    for (const [key, href] of registers)
      expect(navLinks(navItemsFor({ roleNames: [], permissions: [key] })).map((i) => i.href)).toEqual([
        href,
        '/settings',
      ])
    expect(
      navLinks(navItemsFor({ roleNames: [], permissions: registers.map(([key]) => key) })).map((i) => i.href),
    ).toEqual([...registers.map(([, href]) => href), '/settings'])
  })

  test("the administrator's screens share one Admin menu (administration, then registers), so the header is one row", () => {
    // the demo administrator: provider staff with the administrator role's permissions
    const permissions = [
      'manage-lists',
      'manage-users',
      'manage-feature-configs',
      'manage-configurations',
      'manage-reports',
      'allow-elastic-search-resync',
      'manage-email-whitelisting',
      'manage-location-mappings',
      'manage-compensation-estimates-mappings',
      'manage-next-gen-filters',
      'manage-linkedIn-projects',
    ]
    const items = navItemsFor({ roleNames: ['administrator'], userType: 'staff', permissions })
    expect(items.map((i) => (isNavGroup(i) ? `menu:${i.label}` : i.href))).toEqual([
      '/messages',
      '/client/list',
      '/integrate',
      'menu:Admin',
      '/settings',
    ])
    const menu = items.find(isNavGroup)!
    expect(menu.sections.map((s) => [s.label, s.links.length])).toEqual([
      ['Administration', 7],
      ['Registers', 5],
    ])
    expect(menu.sections[1]!.links.map((l) => l.href)).toEqual([
      '/admin/email-whitelist',
      '/admin/location-mappings',
      '/admin/compensation-mappings',
      '/admin/next-gen-filters',
      '/admin/linkedin-projects',
    ])
    expect(isLongNav(items)).toBe(false)
    // with every screen as a link of its own it was a second row
    expect(isLongNav(navLinks(items))).toBe(true)
    // a lone admin screen is a plain link, a register-only user gets a menu of registers only
    expect(navItemsFor({ roleNames: [], permissions: ['manage-reports'] }).some(isNavGroup)).toBe(false)
    const registersOnly = navItemsFor({
      roleNames: [],
      permissions: ['manage-location-mappings', 'manage-next-gen-filters'],
    })
    expect(registersOnly.find(isNavGroup)?.sections.map((s) => s.label)).toEqual(['Registers'])
  })
})
