/**
 * The outbound gate as a rule of the code (issue 30 item 1): no file under api/src outside net/
 * calls `fetch` or opens a socket itself. Read with the TypeScript parser (comments, strings and
 * property names like `config.fetch` are not calls): the global `fetch` used in any way
 * (called, passed, `globalThis.fetch`), `Bun.connect`/`Bun.udpSocket`, `new WebSocket`, `net`/`tls`
 * `connect`/`createConnection`, `http(s).request`/`get`, and imports of network modules and
 * clients. Test files and the test helpers in api/src/testing talk to their own loopback servers
 * and are not product code. What may open its own connection is listed below with the reason.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const SRC = join(import.meta.dirname, '..')

/** file (relative to api/src) -> module -> why it may connect without the gate. */
const ALLOWED: Record<string, Record<string, string>> = {
  'db/client.ts': { postgres: 'the database named by DATABASE_URL (operator configuration, not user input)' },
  'mail/transport.ts': { nodemailer: 'the SMTP relay named by SMTP_URL (operator configuration)' },
  'storage/s3.ts': { bun: 'the S3 bucket named by the S3 settings (operator configuration)' },
  'modules/auth/social/providers.ts': { 'openid-client': 'every request goes through its customFetch: safeFetch' },
  // the helpers it calls (buildAuthorizationUrl, authorizationCodeGrant, fetchUserInfo) use the
  // configuration made above, with its customFetch
  'modules/auth/social/social-login.ts': { 'openid-client': 'uses the configuration of providers.ts' },
}

/** Modules whose import means a connection (or a server) of its own. */
const NETWORK_MODULES = new Set([
  'node:http',
  'node:https',
  'node:http2',
  'node:net',
  'node:tls',
  'node:dgram',
  'http',
  'https',
  'http2',
  'net',
  'tls',
  'dgram',
  'undici',
  'node-fetch',
  'axios',
  'ws',
  'postgres',
  'nodemailer',
  'openid-client', // allowed only with its customFetch set to safeFetch (auth/social/providers.ts)
])
/** Named imports of those modules that open nothing. */
const HARMLESS_IMPORTS: Record<string, string[]> = {
  'node:net': ['isIP', 'isIPv4', 'isIPv6'],
  net: ['isIP', 'isIPv4', 'isIPv6'],
}
const BUN_NETWORK_EXPORTS = new Set(['connect', 'udpSocket', 'S3Client', 's3', 'SQL', 'sql', 'RedisClient', 'redis'])
const SOCKET_CALLS = new Set(['connect', 'createConnection', 'request', 'get', 'udpSocket'])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'net' ? [] : sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

/** The ways a file goes around the gate, as "line: what". */
export function bypasses(file: string, text: string): string[] {
  const found: string[] = []
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const at = (node: ts.Node, what: string) =>
    found.push(`${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`)
  const allowed = ALLOWED[relative(SRC, file)] ?? {}
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text
      const clause = node.importClause
      const named =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings)
          ? clause.namedBindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
          : []
      const whole = !!clause && !clause.isTypeOnly && (!!clause.name || !!clause.namedBindings) && named.length === 0
      if (!clause?.isTypeOnly && !allowed[from]) {
        if (NETWORK_MODULES.has(from)) {
          const harmless = HARMLESS_IMPORTS[from] ?? []
          const risky = whole || named.some((n) => !harmless.includes(n)) || !clause
          if (risky) at(node, `imports ${from}`)
        }
        if (from === 'bun' && named.some((n) => BUN_NETWORK_EXPORTS.has(n))) at(node, 'imports a Bun network client')
      }
    }
    if (ts.isIdentifier(node) && node.text === 'fetch') {
      const parent = node.parent
      const isName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        ((ts.isPropertySignature(parent) ||
          ts.isPropertyAssignment(parent) ||
          ts.isMethodDeclaration(parent) ||
          ts.isMethodSignature(parent) ||
          ts.isPropertyDeclaration(parent)) &&
          parent.name === node) ||
        (ts.isTypeQueryNode(parent) && parent.exprName === node)
      if (!isName) at(node, 'uses the global fetch')
    }
    if (ts.isPropertyAccessExpression(node)) {
      const owner = node.expression.getText(sf)
      const name = node.name.text
      if (name === 'fetch' && (owner === 'globalThis' || owner === 'window' || owner === 'self'))
        at(node, `${owner}.fetch`)
      if (owner === 'Bun' && (name === 'connect' || name === 'udpSocket')) at(node, `Bun.${name}`)
      if (['net', 'tls', 'http', 'https', 'http2', 'dgram'].includes(owner) && SOCKET_CALLS.has(name))
        at(node, `${owner}.${name}`)
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'WebSocket')
      at(node, 'new WebSocket')
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

describe('every outbound call goes through net/', () => {
  it('no product file under api/src outside net/ calls fetch or opens a socket', () => {
    const offenders: string[] = []
    for (const file of sourceFiles(SRC)) {
      for (const hit of bypasses(file, readFileSync(file, 'utf8'))) offenders.push(`${relative(SRC, file)}:${hit}`)
    }
    expect(offenders).toEqual([])
  })

  it('catches each way around the gate (so the check above can fail)', () => {
    const samples = [
      'await fetch("https://x")',
      'const f = config.f ?? fetch',
      'globalThis.fetch("https://x")',
      'Bun.connect({ hostname: "x", port: 1 })',
      'import { connect } from "node:net"',
      'import net from "node:net"; net.createConnection(1)',
      'import https from "node:https"; https.request("https://x")',
      'import tls from "node:tls"; tls.connect(443, "x")',
      'new WebSocket("wss://x")',
      'import { S3Client } from "bun"',
      'import axios from "axios"',
    ]
    for (const sample of samples) expect(bypasses(join(SRC, 'modules/x.ts'), sample), sample).not.toEqual([])
    const fine = [
      'import { isIP } from "node:net"',
      'import type http from "node:http"',
      'const doFetch = config.fetch ?? safeFetch',
      'interface C { fetch?: OutboundFetch }',
      '// never a raw fetch("x")',
      'const s = "fetch(url)"',
    ]
    for (const sample of fine) expect(bypasses(join(SRC, 'modules/x.ts'), sample), sample).toEqual([])
  })
})
