/**
 * The calendar connection as an attacker would use it (issue 30 item 1): PUT settings/integrate-
 * calendar/caldav with loopback in many spellings, private and link-local ranges, the cloud
 * metadata address, plain http, and a redirect from an allowed server to loopback. Every one is
 * refused with the same 422 message as a server that answered 403, and the loopback listener
 * never sees a connection. A candidate is refused the same way as a recruiter.
 */
import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CALENDAR_UNREACHABLE } from '../../integrations/calendar/calendar-integration'
import { allowTestOrigin } from '../../net/outbound'
import { apiCaller, startInterviewTestWorld } from '../../testing/interview-test-world'
import type { TestApp } from '../../testing/test-app'
import type { InterviewWorld } from '../pipeline/test-fixtures'

let t: TestApp
let world: InterviewWorld
/** A raw TCP listener on loopback: counts every connection made to it. */
let trap: Server
let trapPort = 0
let connections = 0
/** An allowed test server (explicitly listed) that redirects to the trap or answers 403. */
let decoy: ReturnType<typeof Bun.serve>
let disallow: () => void
let decoyHits = 0

beforeAll(async () => {
  trap = createServer((socket) => {
    connections++
    socket.destroy()
  })
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve))
  trapPort = (trap.address() as { port: number }).port
  decoy = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch(req) {
      decoyHits++
      const path = new URL(req.url).pathname
      if (path.startsWith('/forbidden')) return new Response('no', { status: 403 })
      if (path.startsWith('/to-localhost')) return Response.redirect(`https://localhost:${trapPort}/cal/`, 302)
      return Response.redirect(`http://127.0.0.1:${trapPort}/cal/`, 307)
    },
  })
  disallow = allowTestOrigin(`http://127.0.0.1:${decoy.port}`)
  ;({ t, world } = await startInterviewTestWorld({
    orgName: 'Gate Corp',
    interviewer: { email: 'panel@gate.test', name: 'Panel' },
    otherOrgName: 'Elsewhere Ltd',
  }))
}, 300_000)
afterAll(async () => {
  disallow?.()
  await t?.close()
  decoy?.stop(true)
  trap?.close()
})

const call = apiCaller(() => t)

const MESSAGE = `${CALENDAR_UNREACHABLE} Check the calendar address (https), user name and password.`

async function expectRefused(userId: string, calendarUrl: string) {
  const res = await call(userId, 'PUT', '/api/settings/integrate-calendar/caldav', {
    calendarUrl,
    username: 'alice',
    password: 'pw',
  })
  expect(res.status, calendarUrl).toBe(422)
  expect(res.body.error.details[0], calendarUrl).toEqual({
    path: 'calendarUrl',
    rule: 'calendarUnreachable',
    message: MESSAGE,
  })
}

describe('the CalDAV connection goes through the outbound gate', () => {
  it('refuses loopback in every spelling, over https and http, and never connects', async () => {
    const p = trapPort
    const spellings = [
      `127.0.0.1:${p}`,
      `localhost:${p}`,
      `[::1]:${p}`,
      `2130706433:${p}`, // decimal
      `0x7f000001:${p}`, // hex
      `0177.0.0.1:${p}`, // octal
      `127.1:${p}`, // short form
      `[::ffff:127.0.0.1]:${p}`, // IPv4-mapped IPv6
      `[::ffff:7f00:1]:${p}`,
      `0.0.0.0:${p}`,
      `foo.localhost:${p}`,
    ]
    for (const host of spellings) {
      await expectRefused(world.recruiter, `https://${host}/alice/calendar/`)
      await expectRefused(world.recruiter, `http://${host}/alice/calendar/`)
    }
    expect(connections).toBe(0)
  })

  it('refuses private, CGNAT, link-local, metadata and multicast addresses', async () => {
    for (const host of [
      '10.0.0.7',
      '172.16.4.2',
      '192.168.1.10',
      '100.64.0.1',
      '169.254.169.254',
      '[fd00:ec2::254]',
      '[fe80::1]',
      '224.0.0.1',
      '[::ffff:10.0.0.7]',
    ]) {
      await expectRefused(world.recruiter, `https://${host}/latest/meta-data/`)
    }
  })

  it('refuses plain http to a public name before any lookup', async () => {
    await expectRefused(world.recruiter, 'http://calendar.example.com/alice/')
  })

  it('refuses a redirect to loopback with the same message as a 403, and the trap sees nothing', async () => {
    await expectRefused(world.recruiter, `http://127.0.0.1:${decoy.port}/redirect/`)
    await expectRefused(world.recruiter, `http://127.0.0.1:${decoy.port}/to-localhost/`)
    await expectRefused(world.recruiter, `http://127.0.0.1:${decoy.port}/forbidden/`)
    // the listed server was reached each time (so the refusal is the redirect's check)
    expect(decoyHits).toBe(3)
    expect(connections).toBe(0)
  })

  it('refuses a candidate the same way', async () => {
    await expectRefused(world.alice.userId, `https://127.0.0.1:${trapPort}/`)
    await expectRefused(world.alice.userId, 'https://169.254.169.254/latest/meta-data/')
    await expectRefused(world.alice.userId, `http://127.0.0.1:${decoy.port}/redirect/`)
    expect(connections).toBe(0)
  })

  it('stores nothing for a refused calendar', async () => {
    const state = await call(world.alice.userId, 'GET', `/api/settings/integrate-calendar/${world.alice.userId}/active`)
    expect(state.body.data.active).toBe(false)
  })
})
