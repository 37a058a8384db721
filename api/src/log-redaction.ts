/**
 * Secrets never reach a log line (issue 30 item 7). Every line the API logs passes through
 * `redactLogLine` on its way out (logger.ts wraps the destination), so no call site can forget it:
 * - capability tokens in paths: profile-share links, guest interview, feedback and opportunity
 *   links, signed media upload/download tokens (the segment after those route prefixes);
 * - query parameters whose name says token, secret, code, signature, key, password or auth;
 * - Authorization, Cookie, Set-Cookie, X-Access-Key and Proxy-Authorization header values;
 * - `Bearer …` / `Basic …` credentials and JWT-shaped strings anywhere in a message or stack.
 * It works on the serialised JSON line, so a URL inside an error message or a stack is covered
 * as well as the request log's `path`.
 */

const REDACTED = '[redacted]'

/** Route prefixes whose next path segment is a capability (a link that is its own key). */
const CAPABILITY_PREFIXES = [
  'guest/candidate-profile/pdf',
  'guest/candidate-profile',
  'guest/candidate/interviews',
  'guest/candidate/jit-opportunity',
  'guest/interview-feedback',
  'media-content/download',
  'media-content/upload',
  'uploads',
]
const CAPABILITY_PATH = new RegExp(
  `(/(?:${CAPABILITY_PREFIXES.map((p) => p.replace(/\//g, '\\/')).join('|')})/)(?!pdf/)[^/?#"\\s\\\\]+`,
  'g',
)
const SECRET_QUERY = /([?&](?:[\w.-]*(?:token|secret|code|signature|sig|key|password|auth)[\w.-]*)=)[^&#"\s\\]+/gi
const SECRET_HEADER =
  /("(?:authorization|proxy-authorization|cookie|set-cookie|x-access-key)"\s*:\s*)("(?:[^"\\]|\\.)*"|\[[^\]]*\])/gi
const CREDENTIAL = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/g
const JWT = /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/g

/** One log line (or any text) with every secret it holds replaced by `[redacted]`. */
export function redactLogLine(line: string): string {
  return line
    .replace(CAPABILITY_PATH, `$1${REDACTED}`)
    .replace(SECRET_QUERY, `$1${REDACTED}`)
    .replace(SECRET_HEADER, `$1"${REDACTED}"`)
    .replace(CREDENTIAL, `$1 ${REDACTED}`)
    .replace(JWT, REDACTED)
}

/** A pino destination that redacts each line before writing it to `to` (stdout by default). */
export function redactingDestination(to: { write(chunk: string): unknown } = process.stdout) {
  return { write: (chunk: string) => to.write(redactLogLine(chunk)) }
}
