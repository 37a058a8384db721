/**
 * A real SMTP server in its own process, for tests: prints `{"port":N}` once listening, then one
 * JSON line per received mail ({ envelope, from, to, subject, messageId, text, html, parts }). Stops on SIGTERM.
 * `parts` are the non-body parts mailparser found (a calendar alternative, attachments), with
 * their content type parameters, disposition and text.
 */
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to.flatMap((a) => a.value) : (mail.to?.value ?? [])
        process.stdout.write(
          `${JSON.stringify({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            from: mail.from?.text ?? null,
            to: to.map((a) => a.address),
            subject: mail.subject ?? '',
            messageId: mail.messageId ?? null,
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            parts: mail.attachments.map((a) => {
              const type = a.headers.get('content-type') as
                | { value?: string; params?: Record<string, string> }
                | undefined
              return {
                contentType: a.contentType,
                params: type?.params ?? {},
                disposition: a.contentDisposition ?? null,
                filename: a.filename ?? null,
                content: a.content.toString('utf8'),
              }
            }),
          })}\n`,
        )
        callback()
      })
      .catch((error: Error) => callback(error))
  },
})

server.listen(0, '127.0.0.1', () => {
  const address = server.server.address()
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
