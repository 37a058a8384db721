import net from 'node:net'
import { AppError } from '@quota/shared/errors/index'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  fetchUrlMeta,
  isBlockedAddress,
  parseFetchableUrl,
  parseHtmlMeta,
  type ResolveHost,
  type SafeFetchOptions,
} from './safe-fetch'

// ---- helpers ---------------------------------------------------------------------------------

/** A raw TCP server that only counts connections: it must stay at zero. */
async function startTrap(host: string) {
  const trap = { connections: 0, port: 0, close: async () => {} }
  const server = net.createServer((socket) => {
    trap.connections++
    socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  trap.port = (server.address() as net.AddressInfo).port
  trap.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return trap
}

const resolverFrom = (map: Record<string, string | string[]>): ResolveHost & { calls: string[] } => {
  const calls: string[] = []
  const fn = (async (hostname: string) => {
    calls.push(hostname)
    const entry = map[hostname]
    if (!entry) throw new Error(`ENOTFOUND ${hostname}`)
    return (Array.isArray(entry) ? entry : [entry]).map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }))
  }) as ResolveHost & { calls: string[] }
  fn.calls = calls
  return fn
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (e) {
    expect(e).toBeInstanceOf(AppError)
    const err = e as AppError
    expect(err.code).toBe('VALIDATION_FAILED') // mapped to 422 by plugins/errors.ts
    return { rule: err.details?.[0]?.rule, path: err.details?.[0]?.path, message: err.message }
  }
  throw new Error('expected the call to fail')
}

// A stand-in "public" web server on 127.0.0.1; only these tests allow that one address.
const allowOnly127001: SafeFetchOptions['isBlocked'] = (address) => address !== '127.0.0.1' && isBlockedAddress(address)

// ---- address policy --------------------------------------------------------------------------

describe('isBlockedAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.255.254', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['100.64.0.1', true], // CGNAT
    ['100.127.255.255', true],
    ['100.128.0.1', false],
    ['100.100.100.200', true], // Alibaba metadata
    ['169.254.169.254', true], // cloud metadata
    ['169.254.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true], // multicast
    ['239.255.255.250', true],
    ['255.255.255.255', true],
    ['198.18.0.1', true],
    ['192.0.0.192', true], // Oracle metadata
    ['192.0.2.10', true],
    ['8.8.8.8', false],
    ['93.184.216.34', false],
    ['1.1.1.1', false],
    ['::1', true],
    ['::', true],
    ['::ffff:127.0.0.1', true], // IPv4-mapped loopback
    ['::ffff:7f00:1', true],
    ['::ffff:8.8.8.8', false],
    ['::ffff:169.254.169.254', true],
    ['64:ff9b::a9fe:a9fe', true], // NAT64 of 169.254.169.254
    ['64:ff9b::808:808', false],
    ['2002:7f00:1::1', true], // 6to4 of 127.0.0.1
    ['2002:0808:0808::1', false],
    ['fc00::1', true], // ULA
    ['fd00:ec2::254', true], // AWS IPv6 metadata
    ['fe80::1', true], // link-local
    ['fe80::1%eth0', true],
    ['fec0::1', true],
    ['ff02::1', true], // multicast
    ['2001:db8::1', true], // documentation
    ['2001:0:4136:e378::1', true], // Teredo
    ['2606:4700:4700::1111', false], // public
    ['2a00:1450:4001:81b::200e', false],
    ['not-an-ip', true],
    ['', true],
    ['1.2.3', true],
  ])('%s -> blocked=%s', (address, blocked) => {
    expect(isBlockedAddress(address)).toBe(blocked)
  })
})

describe('parseFetchableUrl', () => {
  it.each([
    ['ftp://example.com/', 'invalidUrl'],
    ['file:///etc/passwd', 'invalidUrl'],
    ['javascript:alert(1)', 'invalidUrl'],
    ['gopher://example.com/', 'invalidUrl'],
    ['http://user:pw@example.com/', 'invalidUrl'],
    ['not a url', 'invalidUrl'],
    ['http://example.com:22/', 'notAllowed'],
    ['http://example.com:6379/', 'notAllowed'],
  ])('%s is refused (%s)', (url, rule) => {
    try {
      parseFetchableUrl(url)
      throw new Error('expected failure')
    } catch (e) {
      expect((e as AppError).details?.[0]?.rule).toBe(rule)
    }
  })

  it('accepts http and https on the usual ports and drops the fragment', () => {
    expect(parseFetchableUrl('https://example.com/a?b=1#frag').toString()).toBe('https://example.com/a?b=1')
    expect(parseFetchableUrl('http://example.com:8080/').port).toBe('8080')
  })

  it('normalises numeric host forms so the address check sees them', () => {
    expect(parseFetchableUrl('http://2130706433/').hostname).toBe('127.0.0.1')
    expect(parseFetchableUrl('http://0x7f.0.0.1/').hostname).toBe('127.0.0.1')
    expect(parseFetchableUrl('http://017700000001/').hostname).toBe('127.0.0.1')
  })
})

// ---- meta parsing ----------------------------------------------------------------------------

describe('parseHtmlMeta', () => {
  it('prefers Open Graph, decodes entities and makes the image absolute', () => {
    const html = `<!doctype html><html><head><title>Plain &amp; simple</title>
      <meta property="og:title" content="Acme &amp; Co &mdash; Careers">
      <meta name="description" content="  We sell
        clouds.  ">
      <meta property="og:image" content="/img/cover.png">
      <meta property="og:site_name" content="Acme">
      </head><body><script>alert(1)</script></body></html>`
    expect(parseHtmlMeta(html, 'https://acme.example/about')).toEqual({
      url: 'https://acme.example/about',
      title: 'Acme & Co — Careers',
      description: 'We sell clouds.',
      image: 'https://acme.example/img/cover.png',
      siteName: 'Acme',
      kind: 'page',
    })
  })

  it('falls back to <title> and answers nulls when nothing is there', () => {
    expect(parseHtmlMeta('<title> Hello\n world </title>', 'http://x.example/')).toMatchObject({
      title: 'Hello world',
      description: null,
      image: null,
      siteName: null,
    })
    expect(parseHtmlMeta('', 'http://x.example/').title).toBeNull()
  })

  it('drops non-http image URLs', () => {
    const html =
      '<meta property="og:image" content="javascript:alert(1)"><meta name="twitter:image" content="data:image/png;base64,AAAA">'
    expect(parseHtmlMeta(html, 'https://x.example/').image).toBeNull()
  })

  it.each([
    ['<meta property="og:type" content="video.other">', 'video'],
    ['<meta property="og:video" content="https://v.example/1.mp4">', 'video'],
    ['<meta name="twitter:player" content="https://v.example/embed/1">', 'video'],
    ['<meta property="og:type" content="music.song">', 'audio'],
    ['<meta property="og:audio" content="https://a.example/1.mp3">', 'audio'],
    ['<meta property="og:type" content="website">', 'page'],
  ])('%s -> kind %s', (html, kind) => {
    expect(parseHtmlMeta(html, 'https://x.example/').kind).toBe(kind)
  })

  it('caps text lengths', () => {
    const meta = parseHtmlMeta(
      `<title>${'t'.repeat(1000)}</title><meta name="description" content="${'d'.repeat(5000)}">`,
      'https://x.example/',
    )
    expect(meta.title?.length).toBe(300)
    expect(meta.description?.length).toBe(1000)
  })
})

// ---- network behaviour -----------------------------------------------------------------------

describe('fetchUrlMeta against a trap on loopback', () => {
  let trap: Awaited<ReturnType<typeof startTrap>>
  let trap2: Awaited<ReturnType<typeof startTrap>>
  let trap6: Awaited<ReturnType<typeof startTrap>> | null = null
  let site: ReturnType<typeof Bun.serve>
  let sitePort = 0

  beforeAll(async () => {
    trap = await startTrap('127.0.0.1')
    trap2 = await startTrap('127.0.0.2')
    try {
      trap6 = await startTrap('::1')
    } catch {
      trap6 = null // no IPv6 loopback on this machine
    }
    site = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      async fetch(req) {
        const url = new URL(req.url)
        const to = url.searchParams.get('to')
        if (url.pathname === '/redirect' && to) return new Response(null, { status: 302, headers: { location: to } })
        if (url.pathname === '/loop') return new Response(null, { status: 302, headers: { location: '/loop' } })
        if (url.pathname === '/page') {
          return new Response(
            `<html><head><title>Page</title><meta property="og:description" content="Seen via ${req.headers.get('host')}"></head></html>`,
            { headers: { 'content-type': 'text/html; charset=utf-8' } },
          )
        }
        if (url.pathname === '/big') {
          const head = '<html><head><title>Big</title></head><body>'
          return new Response(head + 'x'.repeat(4 * 1024 * 1024), { headers: { 'content-type': 'text/html' } })
        }
        if (url.pathname === '/slow') {
          await Bun.sleep(2_000)
          return new Response('<title>late</title>', { headers: { 'content-type': 'text/html' } })
        }
        if (url.pathname === '/video') return new Response('bytes', { headers: { 'content-type': 'video/mp4' } })
        if (url.pathname === '/missing') return new Response('no', { status: 404 })
        return new Response('?', { status: 400 })
      },
    })
    sitePort = site.port as number
  })

  afterAll(async () => {
    site.stop(true)
    await trap.close()
    await trap2.close()
    await trap6?.close()
  })

  it('refuses a public-looking hostname that resolves to loopback, connecting nowhere', async () => {
    const resolve = resolverFrom({ 'careers.acme-public.com': '127.0.0.1' })
    const err = await failure(fetchUrlMeta(`http://careers.acme-public.com:${trap.port}/`, { resolve, ports: 'any' }))
    expect(err).toMatchObject({ rule: 'notAllowed', path: 'url', message: 'This address is not allowed' })
    expect(resolve.calls).toEqual(['careers.acme-public.com'])
    expect(trap.connections).toBe(0)
  })

  it.each([
    (p: number) => `http://127.0.0.1:${p}/`,
    (p: number) => `http://2130706433:${p}/`,
    (p: number) => `http://0x7f.0.0.1:${p}/`,
    (p: number) => `http://[::ffff:127.0.0.1]:${p}/`,
    (p: number) => `http://localhost:${p}/`,
    (p: number) => `http://[::1]:${p}/`,
  ])('refuses literal loopback forms directly (%#)', async (make) => {
    const resolve = resolverFrom({ localhost: '127.0.0.1' })
    const err = await failure(fetchUrlMeta(make(trap.port), { resolve, ports: 'any' }))
    expect(err.rule).toBe('notAllowed')
    expect(trap.connections).toBe(0)
    expect(trap6?.connections ?? 0).toBe(0)
  })

  it('refuses cloud metadata and private addresses without DNS', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://10.0.0.1/',
      'http://100.100.100.200/',
    ]) {
      expect((await failure(fetchUrlMeta(url, { resolve: resolverFrom({}) }))).rule).toBe('notAllowed')
    }
  })

  it('refuses a host whose answers mix a public and a private address (rebinding)', async () => {
    const resolve = resolverFrom({ 'mixed.example.com': ['93.184.216.34', '127.0.0.1'] })
    expect(
      (await failure(fetchUrlMeta(`http://mixed.example.com:${trap.port}/`, { resolve, ports: 'any' }))).rule,
    ).toBe('notAllowed')
    expect(trap.connections).toBe(0)
  })

  it('fetches meta from an allowed site, connecting to the pinned address (no real DNS)', async () => {
    const resolve = resolverFrom({ 'news.acme-public.invalid': '127.0.0.1' })
    const meta = await fetchUrlMeta(`http://news.acme-public.invalid:${sitePort}/page#x`, {
      resolve,
      ports: 'any',
      isBlocked: allowOnly127001,
    })
    expect(meta).toEqual({
      url: `http://news.acme-public.invalid:${sitePort}/page`,
      title: 'Page',
      description: `Seen via news.acme-public.invalid:${sitePort}`,
      image: null,
      siteName: null,
      kind: 'page',
    })
  })

  it('refuses a redirect from an allowed-looking URL to a hostname resolving to loopback', async () => {
    const resolve = resolverFrom({ 'jobs.acme-public.com': '127.0.0.1', 'cdn.acme-public.com': '127.0.0.2' })
    const to = encodeURIComponent(`http://cdn.acme-public.com:${trap2.port}/secret`)
    const err = await failure(
      fetchUrlMeta(`http://jobs.acme-public.com:${sitePort}/redirect?to=${to}`, {
        resolve,
        ports: 'any',
        isBlocked: allowOnly127001,
      }),
    )
    expect(err).toMatchObject({ rule: 'notAllowed', path: 'url' })
    expect(resolve.calls).toEqual(['jobs.acme-public.com', 'cdn.acme-public.com']) // re-resolved on the hop
    expect(trap2.connections).toBe(0)
  })

  it.each([
    (p: number) => `http://127.0.0.2:${p}/`,
    (p: number) => `http://[::ffff:7f00:2]:${p}/`,
    (p: number) => `http://169.254.169.254:${p}/latest/meta-data/`,
    (p: number) => `http://localhost:${p}/`,
  ])('refuses redirects to literal private targets (%#)', async (make) => {
    const resolve = resolverFrom({ 'jobs.acme-public.com': '127.0.0.1', localhost: '127.0.0.2' })
    const to = encodeURIComponent(make(trap2.port))
    const err = await failure(
      fetchUrlMeta(`http://jobs.acme-public.com:${sitePort}/redirect?to=${to}`, {
        resolve,
        ports: 'any',
        isBlocked: allowOnly127001,
      }),
    )
    expect(err.rule).toBe('notAllowed')
    expect(trap2.connections).toBe(0)
  })

  it('refuses a redirect to a non-http scheme', async () => {
    const resolve = resolverFrom({ 'jobs.acme-public.com': '127.0.0.1' })
    const to = encodeURIComponent('file:///etc/passwd')
    const err = await failure(
      fetchUrlMeta(`http://jobs.acme-public.com:${sitePort}/redirect?to=${to}`, {
        resolve,
        ports: 'any',
        isBlocked: allowOnly127001,
      }),
    )
    expect(err.rule).toBe('invalidUrl')
  })

  it('refuses a redirect to a port outside the list', async () => {
    const resolve = resolverFrom({ 'jobs.acme-public.com': '127.0.0.1' })
    const to = encodeURIComponent('http://jobs.acme-public.com:6379/')
    // The first hop is on an allowed port list that includes the site's ephemeral port only.
    const err = await failure(
      fetchUrlMeta(`http://jobs.acme-public.com:${sitePort}/redirect?to=${to}`, {
        resolve,
        ports: [sitePort],
        isBlocked: allowOnly127001,
      }),
    )
    expect(err.rule).toBe('notAllowed')
  })

  it('stops after too many redirects', async () => {
    const resolve = resolverFrom({ 'loop.acme-public.com': '127.0.0.1' })
    const err = await failure(
      fetchUrlMeta(`http://loop.acme-public.com:${sitePort}/loop`, {
        resolve,
        ports: 'any',
        isBlocked: allowOnly127001,
        maxRedirects: 2,
      }),
    )
    expect(err.rule).toBe('tooManyRedirects')
  })

  it('reads at most maxBytes of a large page and still answers its head', async () => {
    const resolve = resolverFrom({ 'big.acme-public.com': '127.0.0.1' })
    const meta = await fetchUrlMeta(`http://big.acme-public.com:${sitePort}/big`, {
      resolve,
      ports: 'any',
      isBlocked: allowOnly127001,
      maxBytes: 16 * 1024,
    })
    expect(meta.title).toBe('Big')
  })

  it('gives up at the deadline with a clear message', async () => {
    const resolve = resolverFrom({ 'slow.acme-public.com': '127.0.0.1' })
    const started = Date.now()
    const err = await failure(
      fetchUrlMeta(`http://slow.acme-public.com:${sitePort}/slow`, {
        resolve,
        ports: 'any',
        isBlocked: allowOnly127001,
        timeoutMs: 300,
      }),
    )
    expect(err).toMatchObject({ rule: 'timeout', message: 'The link took too long to answer' })
    expect(Date.now() - started).toBeLessThan(1_500)
  })

  it('answers the kind of a direct media link without reading it, and 4xx as badStatus', async () => {
    const resolve = resolverFrom({ 'media.acme-public.com': '127.0.0.1' })
    const opts = { resolve, ports: 'any' as const, isBlocked: allowOnly127001 }
    expect((await fetchUrlMeta(`http://media.acme-public.com:${sitePort}/video`, opts)).kind).toBe('video')
    expect((await failure(fetchUrlMeta(`http://media.acme-public.com:${sitePort}/missing`, opts))).rule).toBe(
      'badStatus',
    )
  })

  it('answers unreachable when the name does not resolve', async () => {
    expect((await failure(fetchUrlMeta('https://nowhere.invalid/', { resolve: resolverFrom({}) }))).rule).toBe(
      'unreachable',
    )
  })

  it('names the caller-chosen field in the error', async () => {
    expect((await failure(fetchUrlMeta('http://10.0.0.1/', { field: 'mediaUrl' }))).path).toBe('mediaUrl')
  })
})
