import { fileURLToPath } from 'node:url'

export interface ReceivedMail {
  envelope: { from: string | null; to: string[] }
  from: string | null
  to: string[]
  subject: string
  /** The Message-ID header as sent, e.g. <id@host> */
  messageId: string | null
  text: string
  html: string
  /** Calendar alternatives and attachments: type, its parameters (e.g. method), disposition, text. */
  parts: {
    contentType: string
    params: Record<string, string>
    disposition: string | null
    filename: string | null
    content: string
  }[]
}

export interface SmtpSink {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string
  received: ReceivedMail[]
  /** Resolves with the first mail (already received or still to come) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>
  close(): Promise<void>
}

const SCRIPT = fileURLToPath(new URL('./smtp-sink-process.ts', import.meta.url))

/** Starts a real SMTP server (smtp-server) in a child process and collects what it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const child = Bun.spawn([process.execPath, SCRIPT], { stdout: 'pipe', stderr: 'inherit' })
  const received: ReceivedMail[] = []
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = []
  let resolvePort: (port: number) => void = () => {}
  const port = new Promise<number>((r) => {
    resolvePort = r
  })

  void (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    const reader = child.stdout.getReader()
    for (;;) {
      const { value: chunk, done } = await reader.read()
      if (done) break
      buffer += decoder.decode(chunk, { stream: true })
      let nl = buffer.indexOf('\n')
      while (nl >= 0) {
        const line = buffer.slice(0, nl)
        buffer = buffer.slice(nl + 1)
        nl = buffer.indexOf('\n')
        if (!line.trim()) continue
        const msg = JSON.parse(line)
        if (typeof msg.port === 'number') {
          resolvePort(msg.port)
          continue
        }
        received.push(msg)
        for (const w of [...waiters]) {
          if (w.match(msg)) {
            waiters.splice(waiters.indexOf(w), 1)
            w.resolve(msg)
          }
        }
      }
    }
  })()

  const listening = await Promise.race([port, Bun.sleep(10_000).then(() => 0)])
  if (!listening) {
    child.kill()
    throw new Error('SMTP sink did not start')
  }
  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    waitFor(match, timeoutMs = 10_000) {
      const found = received.find(match)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve }
        waiters.push(waiter)
        setTimeout(() => {
          const i = waiters.indexOf(waiter)
          if (i >= 0) {
            waiters.splice(i, 1)
            reject(
              new Error(
                `no matching mail within ${timeoutMs} ms (received: ${received.map((m) => m.subject).join(' | ')})`,
              ),
            )
          }
        }, timeoutMs)
      })
    },
    async close() {
      child.kill('SIGTERM')
      await child.exited
    },
  }
}
