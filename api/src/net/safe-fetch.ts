/**
 * Safe fetching of user-given URLs (server-side request forgery guard).
 *
 * `fetchUrlMeta(url)` answers only parsed meta (title, description, image, site name, kind),
 * never the body. Rules:
 * - http and https only, no credentials in the URL, ports 80/443/8080/8443 unless told otherwise;
 * - the hostname is resolved by us (injectable `resolve`) and EVERY answered address must be a
 *   public unicast address (`isBlockedAddress`): private, loopback, link-local, CGNAT, multicast,
 *   reserved/documentation, IPv6 ULA/link-local/site-local, NAT64/6to4/Teredo/IPv4-mapped forms
 *   of those, and cloud-metadata addresses are refused;
 * - the connection goes to the address we checked (the socket's `lookup` is pinned to it, so a
 *   second DNS answer cannot swap it), while Host/SNI/certificate checks use the hostname;
 * - redirects are followed by hand (at most `maxRedirects`), each hop re-checked and re-resolved;
 * - one deadline for the whole call (`timeoutMs`) and a byte cap on what is read (`maxBytes`);
 *   HTML past the cap is not read (meta lives in the head).
 * Failures throw `AppError('VALIDATION_FAILED')` on `field` (default "url"), so routes answer 422.
 */
import { lookup as dnsLookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { AppError } from '@quota/shared/errors/index'
import { Parser } from 'htmlparser2'

export interface ResolvedAddress {
  address: string
  family: 4 | 6
}
/** Resolves a hostname to every address it answers. Tests inject one that needs no DNS. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>

export type UrlMetaKind = 'page' | 'video' | 'audio' | 'image'

export interface UrlMeta {
  /** The URL the meta came from, after redirects. */
  url: string
  title: string | null
  description: string | null
  /** Absolute http(s) URL of the preview image; never fetched by us. */
  image: string | null
  siteName: string | null
  kind: UrlMetaKind
}

export interface SafeFetchOptions {
  resolve?: ResolveHost
  /** Whole call, all hops included. */
  timeoutMs?: number
  /** Bytes of body read at most. */
  maxBytes?: number
  maxRedirects?: number
  /** Ports a URL may name; 'any' lifts the check (tests on ephemeral ports). */
  ports?: readonly number[] | 'any'
  /** The field named in the 422 details. */
  field?: string
  /**
   * Replaces the address policy. ONLY for tests that need a stand-in "public" server on a
   * loopback address; production code never passes it.
   */
  isBlocked?: (address: string) => boolean
  userAgent?: string
}

export const SAFE_FETCH_DEFAULTS = {
  timeoutMs: 5_000,
  maxBytes: 512 * 1024,
  maxRedirects: 4,
  ports: [80, 443, 8080, 8443] as readonly number[],
  userAgent: 'QuotaBot/1.0 (+link preview)',
} as const

export const SAFE_FETCH_MESSAGES = {
  invalidUrl: 'Please enter a valid http or https URL',
  notAllowed: 'This address is not allowed',
  unreachable: 'The link could not be reached',
  timeout: 'The link took too long to answer',
  tooManyRedirects: 'The link redirects too many times',
  badStatus: 'The link answered with an error',
} as const

const TEXT_LIMITS = { title: 300, description: 1000, siteName: 200, url: 2000 } as const

export const defaultResolve: ResolveHost = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true })
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }))
}

// ---------------------------------------------------------------------------------------------
// Address policy

function parseIPv4(address: string): number | null {
  const parts = address.split('.')
  if (parts.length !== 4) return null
  let value = 0
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null
    const n = Number(part)
    if (n > 255) return null
    value = value * 256 + n
  }
  return value
}

function parseIPv6(input: string): bigint | null {
  let address = input.toLowerCase()
  const zone = address.indexOf('%')
  if (zone >= 0) address = address.slice(0, zone)
  // A trailing dotted IPv4 part becomes two hextets.
  const lastColon = address.lastIndexOf(':')
  if (address.slice(lastColon + 1).includes('.')) {
    const v4 = parseIPv4(address.slice(lastColon + 1))
    if (v4 === null) return null
    address = `${address.slice(0, lastColon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`
  }
  const halves = address.split('::')
  if (halves.length > 2) return null
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  let value = 0n
  for (const g of groups) {
    if (!/^[0-9a-f]{1,4}$/.test(g)) return null
    value = (value << 16n) | BigInt(Number.parseInt(g, 16))
  }
  return value
}

const v4 = (cidr: string): [number, number] => {
  const [ip, bits] = cidr.split('/') as [string, string]
  return [parseIPv4(ip) as number, Number(bits)]
}
const v6 = (cidr: string): [bigint, number] => {
  const [ip, bits] = cidr.split('/') as [string, string]
  return [parseIPv6(ip) as bigint, Number(bits)]
}

/** IPv4 ranges that are never fetched (RFC 6890 special-purpose, plus metadata addresses). */
export const BLOCKED_IPV4 = [
  '0.0.0.0/8', // "this network"
  '10.0.0.0/8', // private
  '100.64.0.0/10', // CGNAT (includes 100.100.100.200, Alibaba metadata)
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local (includes 169.254.169.254, cloud metadata)
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments (includes 192.0.0.192 Oracle metadata)
  '192.0.2.0/24', // TEST-NET-1
  '192.31.196.0/24', // AS112
  '192.52.193.0/24', // AMT
  '192.88.99.0/24', // 6to4 relay anycast
  '192.168.0.0/16', // private
  '192.175.48.0/24', // AS112
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // TEST-NET-2
  '203.0.113.0/24', // TEST-NET-3
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, includes broadcast
].map(v4)

/** IPv6 ranges that are never fetched. IPv4-embedding forms are checked by their IPv4 part too. */
export const BLOCKED_IPV6 = [
  '::/128', // unspecified
  '::1/128', // loopback
  '::/96', // IPv4-compatible (deprecated)
  '100::/64', // discard
  '2001::/23', // IETF protocol assignments (Teredo, ORCHID, ...)
  '2001:db8::/32', // documentation
  '3fff::/20', // documentation
  'fc00::/7', // unique local (includes fd00:ec2::254, AWS metadata)
  'fe80::/10', // link-local
  'fec0::/10', // site-local (deprecated)
  'ff00::/8', // multicast
].map(v6)

function inV4(value: number, [base, bits]: [number, number]) {
  if (bits === 0) return true
  const mask = (0xffffffff << (32 - bits)) >>> 0
  return (value & mask) >>> 0 === (base & mask) >>> 0
}
function inV6(value: bigint, [base, bits]: [bigint, number]) {
  const shift = BigInt(128 - bits)
  return value >> shift === base >> shift
}

function isBlockedV4(value: number) {
  return BLOCKED_IPV4.some((range) => inV4(value, range))
}

/**
 * True when an address must never be connected to. Anything that is not a well-formed IP
 * address is blocked too. Only global unicast (2000::/3) IPv6 is allowed, minus the list above;
 * IPv4-mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96, 64:ff9b:1::/48) and 6to4 (2002::/16)
 * addresses are judged by the IPv4 address they carry.
 */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '')
  const kind = isIP(bare)
  if (kind === 4) {
    const value = parseIPv4(bare)
    return value === null || isBlockedV4(value)
  }
  if (kind !== 6) return true
  const value = parseIPv6(bare)
  if (value === null) return true
  const low32 = Number(value & 0xffffffffn)
  if (value >> 32n === 0xffffn) return isBlockedV4(low32) // ::ffff:a.b.c.d
  if (value >> 32n === 0x64ff9b0000000000000000n) return isBlockedV4(low32) // 64:ff9b::/96
  if (value >> 80n === 0x64ff9b0001n) return true // 64:ff9b:1::/48 local-use NAT64
  if (value >> 112n === 0x2002n) return isBlockedV4(Number((value >> 80n) & 0xffffffffn)) // 6to4
  if (BLOCKED_IPV6.some((range) => inV6(value, range))) return true
  return value >> 125n !== 1n // outside 2000::/3 (global unicast)
}

// ---------------------------------------------------------------------------------------------
// URL checks

function fail(field: string, rule: keyof typeof SAFE_FETCH_MESSAGES): never {
  throw AppError.field(field, rule, SAFE_FETCH_MESSAGES[rule])
}

/** Parses and checks a user-given URL's shape (not its addresses). */
export function parseFetchableUrl(raw: string, options: Pick<SafeFetchOptions, 'ports' | 'field'> = {}): URL {
  const field = options.field ?? 'url'
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    fail(field, 'invalidUrl')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fail(field, 'invalidUrl')
  if (url.username || url.password) fail(field, 'invalidUrl')
  if (!url.hostname) fail(field, 'invalidUrl')
  const ports = options.ports ?? SAFE_FETCH_DEFAULTS.ports
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80
  if (ports !== 'any' && !ports.includes(port)) fail(field, 'notAllowed')
  url.hash = ''
  return url
}

/** Resolves a checked URL's host and answers the one address to connect to (every answer must pass). */
export async function resolveChecked(
  url: URL,
  options: Required<Pick<SafeFetchOptions, 'resolve' | 'field'>> & { isBlocked: (a: string) => boolean },
) {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  let addresses: ResolvedAddress[]
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }]
  } else {
    const name = host.toLowerCase()
    if (name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.local') || name.endsWith('.internal')) {
      fail(options.field, 'notAllowed')
    }
    try {
      addresses = await options.resolve(host)
    } catch {
      fail(options.field, 'unreachable')
    }
  }
  if (addresses.length === 0) fail(options.field, 'unreachable')
  // Every answer must pass: a mixed answer is how rebinding attacks hide the private one.
  if (addresses.some((a) => options.isBlocked(a.address))) fail(options.field, 'notAllowed')
  return addresses[0] as ResolvedAddress
}

// ---------------------------------------------------------------------------------------------
// One pinned request

export interface HopResult {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** One request to the checked address only (no redirects followed); GET unless told otherwise. */
export function requestPinned(
  url: URL,
  pinned: ResolvedAddress,
  opts: {
    signal: AbortSignal
    maxBytes: number
    userAgent: string
    readBody: (status: number, headers: http.IncomingHttpHeaders) => boolean
    /** GET unless told otherwise; any token method (CalDAV's REPORT too). */
    method?: string
    headers?: Record<string, string>
    body?: string | Buffer
  },
): Promise<HopResult> {
  return new Promise((resolvePromise, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const host = url.hostname.replace(/^\[|\]$/g, '')
    const req = client.request(
      {
        protocol: url.protocol,
        host,
        port: url.port ? Number(url.port) : undefined,
        path: `${url.pathname}${url.search}`,
        method: opts.method ?? 'GET',
        agent: false,
        headers: opts.headers
          ? { 'user-agent': opts.userAgent, 'accept-encoding': 'identity', ...opts.headers }
          : {
              'user-agent': opts.userAgent,
              accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
              'accept-encoding': 'identity',
            },
        ...(url.protocol === 'https:' && !isIP(host) ? { servername: host } : {}),
        // The connection goes to the checked address and nowhere else.
        lookup: ((
          _hostname: string,
          options: { all?: boolean } | undefined,
          callback: (...args: unknown[]) => void,
        ) => {
          const cb = typeof options === 'function' ? (options as typeof callback) : callback
          if (typeof options === 'object' && options?.all)
            cb(null, [{ address: pinned.address, family: pinned.family }])
          else cb(null, pinned.address, pinned.family)
        }) as never,
        signal: opts.signal,
      },
      (res) => {
        const status = res.statusCode ?? 0
        if (!opts.readBody(status, res.headers)) {
          res.destroy()
          resolvePromise({ status, headers: res.headers, body: Buffer.alloc(0) })
          return
        }
        const chunks: Buffer[] = []
        let size = 0
        let done = false
        const finish = () => {
          if (done) return
          done = true
          resolvePromise({ status, headers: res.headers, body: Buffer.concat(chunks).subarray(0, opts.maxBytes) })
        }
        res.on('data', (chunk: Buffer) => {
          if (done) return
          chunks.push(chunk)
          size += chunk.length
          if (size >= opts.maxBytes) {
            finish()
            res.destroy()
          }
        })
        res.on('end', finish)
        res.on('close', finish)
        res.on('error', (e) => (done ? undefined : reject(e)))
      },
    )
    req.on('error', reject)
    req.end(opts.body)
  })
}

// ---------------------------------------------------------------------------------------------
// Meta parsing

const clean = (value: string | null | undefined, max: number): string | null => {
  if (!value) return null
  const text = Array.from(value, (c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
  return text ? text.slice(0, max) : null
}

const absoluteHttpUrl = (value: string | null | undefined, base: string): string | null => {
  if (!value) return null
  try {
    const url = new URL(value.trim(), base)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (url.username || url.password) return null
    const text = url.toString()
    return text.length <= TEXT_LIMITS.url ? text : null
  } catch {
    return null
  }
}

/** Pure: reads Open Graph / Twitter / plain meta from an HTML text. Exported for tests. */
export function parseHtmlMeta(html: string, pageUrl: string): UrlMeta {
  const meta = new Map<string, string>()
  let title = ''
  let inTitle = false
  let titleDone = false
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'title' && !titleDone) inTitle = true
        if (name === 'meta') {
          const key = (attrs.property ?? attrs.name ?? attrs.itemprop ?? '').toLowerCase().trim()
          const content = attrs.content
          if (key && content !== undefined && !meta.has(key)) meta.set(key, content)
        }
      },
      ontext(text) {
        if (inTitle) title += text
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) {
          inTitle = false
          titleDone = true
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.write(html)
  parser.end()

  const first = (...keys: string[]) => {
    for (const k of keys) {
      const v = meta.get(k)
      if (v?.trim()) return v
    }
    return null
  }
  const ogType = (first('og:type') ?? '').toLowerCase()
  let kind: UrlMetaKind = 'page'
  if (ogType.startsWith('video') || first('og:video', 'og:video:url', 'og:video:secure_url', 'twitter:player'))
    kind = 'video'
  else if (ogType.startsWith('music') || first('og:audio', 'og:audio:url', 'og:audio:secure_url')) kind = 'audio'

  return {
    url: pageUrl,
    title: clean(first('og:title', 'twitter:title') ?? title, TEXT_LIMITS.title),
    description: clean(first('og:description', 'twitter:description', 'description'), TEXT_LIMITS.description),
    image: absoluteHttpUrl(
      first('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src'),
      pageUrl,
    ),
    siteName: clean(first('og:site_name', 'application-name'), TEXT_LIMITS.siteName),
    kind,
  }
}

function charsetOf(contentType: string): string {
  const m = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)
  return m?.[1]?.toLowerCase() ?? 'utf-8'
}

function decode(body: Buffer, contentType: string): string {
  try {
    return new TextDecoder(charsetOf(contentType)).decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}

// ---------------------------------------------------------------------------------------------
// The call

/**
 * Fetches a user-given URL safely and answers only its meta. Throws a 422-mapped AppError when
 * the URL is not allowed, cannot be reached in time, loops, or answers an error.
 */
export async function fetchUrlMeta(rawUrl: string, options: SafeFetchOptions = {}): Promise<UrlMeta> {
  const field = options.field ?? 'url'
  const resolve = options.resolve ?? defaultResolve
  const isBlocked = options.isBlocked ?? isBlockedAddress
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects
  const userAgent = options.userAgent ?? SAFE_FETCH_DEFAULTS.userAgent
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs)

  try {
    let url = parseFetchableUrl(rawUrl, { ports: options.ports, field })
    for (let hop = 0; ; hop++) {
      const pinned = await resolveChecked(url, { resolve, field, isBlocked })
      if (timedOut) fail(field, 'timeout')
      let result: HopResult
      try {
        result = await requestPinned(url, pinned, {
          signal: controller.signal,
          maxBytes,
          userAgent,
          readBody: (status, headers) => {
            if (status < 200 || status >= 300) return false
            const type = String(headers['content-type'] ?? '').toLowerCase()
            return type.includes('text/html') || type.includes('application/xhtml')
          },
        })
      } catch {
        fail(field, timedOut ? 'timeout' : 'unreachable')
      }
      if (result.status >= 300 && result.status < 400 && result.headers.location) {
        if (hop >= maxRedirects) fail(field, 'tooManyRedirects')
        let next: URL
        try {
          next = new URL(String(result.headers.location), url)
        } catch {
          fail(field, 'invalidUrl')
        }
        // The next hop passes the same shape, port and address checks as the first.
        url = parseFetchableUrl(next.toString(), { ports: options.ports, field })
        continue
      }
      if (result.status < 200 || result.status >= 300) fail(field, 'badStatus')
      const type = String(result.headers['content-type'] ?? '').toLowerCase()
      const finalUrl = url.toString()
      if (type.startsWith('video/'))
        return { url: finalUrl, title: null, description: null, image: null, siteName: null, kind: 'video' }
      if (type.startsWith('audio/'))
        return { url: finalUrl, title: null, description: null, image: null, siteName: null, kind: 'audio' }
      if (type.startsWith('image/'))
        return { url: finalUrl, title: null, description: null, image: finalUrl, siteName: null, kind: 'image' }
      if (!(type.includes('text/html') || type.includes('application/xhtml'))) {
        return { url: finalUrl, title: null, description: null, image: null, siteName: null, kind: 'page' }
      }
      return parseHtmlMeta(decode(result.body, type), finalUrl)
    }
  } finally {
    clearTimeout(timer)
  }
}
