/**
 * The pipeline's e-mails to candidates, queued in the action's transaction as `mail.send` outbox
 * rows (the mail worker sends them after commit). Rendered here: the identity module owns the
 * account mails in api/src/mail/templates.ts.
 */

import { enqueueOutbox } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { recordCandidateMessage } from '../../mail/message-log'
import { escapeHtml, PRODUCT_NAME } from '../../mail/templates'

export type PipelineMail =
  | {
      template: 'pipelineOpportunity'
      firstName: string
      jobName: string
      organizationName: string
      interestedLink: string
      notInterestedLink: string
      message: string | null
      expiresInDays: number
    }
  | { template: 'pipelineRejection'; firstName: string; jobName: string; organizationName: string; withdrawn: boolean }
  | {
      template: 'pipelineSnippet'
      firstName: string
      jobName: string
      organizationName: string
      snippetHtml: string
      postingLink: string | null
    }
  | { template: 'pipelinePitch'; firstName: string; subject: string; message: string }

/** The mail, and `record`: its text as kept in the candidate's messages, without one-time links. */
function render(mail: PipelineMail): { subject: string; html: string; text: string; record: string } {
  const hello = `Hi ${mail.firstName},`
  const wrap = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#1f2933"><h2 style="color:#1d3557">${PRODUCT_NAME}</h2>${body}</body></html>`
  switch (mail.template) {
    case 'pipelineOpportunity': {
      const subject = `${mail.organizationName} is interested in you for ${mail.jobName}`
      const message = mail.message ? `<p>${escapeHtml(mail.message)}</p>` : ''
      const intro = `${hello}\n\n${mail.organizationName} would like to talk to you about the ${mail.jobName} role.\n${mail.message ? `\n${mail.message}\n` : ''}`
      return {
        subject,
        html: wrap(
          subject,
          `<p>${escapeHtml(hello)}</p><p>${escapeHtml(mail.organizationName)} would like to talk to you about the ${escapeHtml(mail.jobName)} role.</p>${message}` +
            `<p><a href="${escapeHtml(mail.interestedLink)}">I'm interested</a> &middot; <a href="${escapeHtml(mail.notInterestedLink)}">Not interested</a></p>` +
            `<p>This link works for ${mail.expiresInDays} days.</p>`,
        ),
        text: `${intro}\nInterested: ${mail.interestedLink}\nNot interested: ${mail.notInterestedLink}\n\nThis link works for ${mail.expiresInDays} days.\n`,
        record: `${intro}\n(Answer links: I'm interested / Not interested, valid ${mail.expiresInDays} days.)\n`,
      }
    }
    case 'pipelineRejection': {
      const subject = `An update on ${mail.jobName} at ${mail.organizationName}`
      const line = mail.withdrawn
        ? `${mail.organizationName} is no longer pursuing the ${mail.jobName} opportunity with you.`
        : `${mail.organizationName} has decided not to move forward with your candidacy for ${mail.jobName}.`
      return {
        subject,
        html: wrap(subject, `<p>${escapeHtml(hello)}</p><p>${escapeHtml(line)}</p><p>Thank you for your time.</p>`),
        text: `${hello}\n\n${line}\n\nThank you for your time.\n`,
        record: `${hello}\n\n${line}\n\nThank you for your time.\n`,
      }
    }
    case 'pipelineSnippet': {
      const subject = `${mail.jobName} at ${mail.organizationName}`
      const link = mail.postingLink ? `<p><a href="${escapeHtml(mail.postingLink)}">See the posting</a></p>` : ''
      const text = `${hello}\n\n${mail.snippetHtml
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()}\n${mail.postingLink ? `\n${mail.postingLink}\n` : ''}`
      return {
        subject,
        // the snippet is the job's published HTML, written by provider staff
        html: wrap(subject, `<p>${escapeHtml(hello)}</p>${mail.snippetHtml}${link}`),
        text,
        record: text,
      }
    }
    case 'pipelinePitch':
      return {
        subject: mail.subject,
        html: wrap(
          mail.subject,
          `<p>${escapeHtml(hello)}</p>${mail.message
            .split('\n')
            .map((l) => `<p>${escapeHtml(l)}</p>`)
            .join('')}`,
        ),
        text: `${hello}\n\n${mail.message}\n`,
        record: `${hello}\n\n${mail.message}\n`,
      }
  }
}

/** Queues the mail and records it in the candidate's messages about the job, in one transaction. */
export async function enqueuePipelineMail(
  tx: DbOrTx,
  input: {
    to: string
    mail: PipelineMail
    jobCandidateId: string
    candidateId: string
    jobId: string
    senderUserId: string | null
    requestId: string | null
  },
): Promise<void> {
  const { record, ...rendered } = render(input.mail)
  const messageId = await recordCandidateMessage(tx, {
    candidateId: input.candidateId,
    jobId: input.jobId,
    senderUserId: input.senderUserId,
    channel: 'email',
    template: input.mail.template,
    recipient: input.to,
    subject: rendered.subject,
    body: record,
  })
  await enqueueOutbox(tx, {
    topic: 'mail.send',
    payload: { to: input.to, template: input.mail.template, ...rendered, messageId },
    aggregateType: 'jobCandidate',
    aggregateId: input.jobCandidateId,
    requestId: input.requestId,
  })
}
