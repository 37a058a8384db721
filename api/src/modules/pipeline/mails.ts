/**
 * The pipeline's e-mails to candidates, queued in the action's transaction as `mail.send` outbox
 * rows (the mail worker sends them after commit). Rendered here: the identity module owns the
 * account mails in api/src/mail/templates.ts.
 */

import { enqueueOutbox } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { recordCandidateMessage } from '../../mail/message-log'
import type { MailPayload } from '../../mail/outbox'
import { escapeHtml, PRODUCT_NAME } from '../../mail/templates'
import { templatedPipelineMail } from './mail-templates'

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
  | {
      template: 'pipelineInterviewInvite'
      /** A new invitation, or the same interview moved (a reschedule). */
      change: 'new' | 'updated'
      firstName: string
      jobName: string
      organizationName: string
      title: string
      startsAt: Date
      timezone: string
      durationMinutes: number
      /** Where: the meeting link or the address. */
      place: string | null
      links: { view: string; accepted: string; declined: string; rescheduleRequested: string }
    }
  | {
      template: 'pipelineInterviewCancelled'
      firstName: string
      jobName: string
      organizationName: string
      title: string
      startsAt: Date
      timezone: string
    }

/** `Thursday, January 15, 2099 at 9:30 AM (America/New_York)`: the interview's own time zone, named. */
export function interviewTimeText(startsAt: Date, timezone: string): string {
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(startsAt)
  return `${text} (${timezone})`
}

const wrap = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#1f2933"><h2 style="color:#1d3557">${PRODUCT_NAME}</h2>${body}</body></html>`

/** Plain text of a template's HTML body (paragraphs and breaks as lines). */
function textOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li)>/gi, '\n')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, '$2 ($1)')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The mail, and `record`: its text as kept in the candidate's messages, without one-time links. */
function render(mail: PipelineMail): { subject: string; html: string; text: string; record: string } {
  const hello = `Hi ${mail.firstName},`
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
    case 'pipelineInterviewInvite': {
      const subject = `${mail.change === 'updated' ? 'Interview updated' : 'Interview invitation'}: ${mail.jobName} at ${mail.organizationName}`
      const when = interviewTimeText(mail.startsAt, mail.timezone)
      const facts = [
        `${mail.title}`,
        `When: ${when}`,
        `Duration: ${mail.durationMinutes} minutes`,
        ...(mail.place ? [`Where: ${mail.place}`] : []),
      ]
      const invites =
        mail.change === 'updated'
          ? `${mail.organizationName} has moved your interview for the ${mail.jobName} role.`
          : `${mail.organizationName} invites you to an interview for the ${mail.jobName} role.`
      const intro = `${hello}\n\n${invites}\n\n${facts.join('\n')}\n`
      const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`
      return {
        subject,
        html: wrap(
          subject,
          `<p>${escapeHtml(hello)}</p><p>${escapeHtml(invites)}</p>` +
            `<p>${facts.map(escapeHtml).join('<br>')}</p>` +
            `<p>${link(mail.links.accepted, 'Accept')} &middot; ${link(mail.links.declined, 'Decline')} &middot; ${link(mail.links.rescheduleRequested, 'Propose another time')}</p>` +
            `<p>${link(mail.links.view, 'See the interview')}</p>`,
        ),
        text: `${intro}\nAccept: ${mail.links.accepted}\nDecline: ${mail.links.declined}\nPropose another time: ${mail.links.rescheduleRequested}\n\nSee the interview: ${mail.links.view}\n`,
        record: `${intro}\n(Answer links: Accept / Decline / Propose another time, valid until the interview.)\n`,
      }
    }
    case 'pipelineInterviewCancelled': {
      const subject = `Interview cancelled: ${mail.jobName} at ${mail.organizationName}`
      const line = `${mail.organizationName} has cancelled your interview for the ${mail.jobName} role (${mail.title}, ${interviewTimeText(mail.startsAt, mail.timezone)}).`
      return {
        subject,
        html: wrap(subject, `<p>${escapeHtml(hello)}</p><p>${escapeHtml(line)}</p>`),
        text: `${hello}\n\n${line}\n`,
        record: `${hello}\n\n${line}\n`,
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
    calendar?: MailPayload['calendar']
  },
): Promise<void> {
  const builtIn = render(input.mail)
  // an administrator's template for the job's sales segment (or Default) replaces the built-in text
  const templated = await templatedPipelineMail(tx, input.jobId, input.mail, extraValuesOf(input.mail))
  const { record, ...rendered } = templated
    ? {
        subject: templated.subject ?? builtIn.subject,
        html: wrap(templated.subject ?? builtIn.subject, templated.bodyHtml),
        text: `${textOf(templated.bodyHtml)}\n`,
        record: `${textOf(templated.recordHtml)}\n`,
      }
    : builtIn
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
    payload: {
      to: input.to,
      template: input.mail.template,
      ...rendered,
      messageId,
      ...(templated ? { templateId: templated.templateId, segment: templated.segment } : {}),
      ...(input.calendar ? { calendar: input.calendar } : {}),
    },
    aggregateType: 'jobCandidate',
    aggregateId: input.jobCandidateId,
    requestId: input.requestId,
  })
}

/** Values a template may use beyond the mail's own fields: the interview's time in words. */
function extraValuesOf(mail: PipelineMail): Record<string, string> {
  if (mail.template === 'pipelineInterviewInvite' || mail.template === 'pipelineInterviewCancelled')
    return { when: interviewTimeText(mail.startsAt, mail.timezone) }
  return {}
}

/** The hiring side hears of the candidate's answer to an interview invite. */
export interface InterviewResponseNotice {
  firstName: string
  candidateName: string
  jobName: string
  organizationName: string
  title: string
  startsAt: Date
  timezone: string
  responseLabel: string
  note: string | null
}

/**
 * Queues the notice to one person of the hiring side (account manager, candidate owner, whoever
 * scheduled). Not a candidate message: it is not recorded in the candidate's messages.
 */
export async function enqueueInterviewResponseNotice(
  tx: DbOrTx,
  input: { to: string; notice: InterviewResponseNotice; interviewId: string; requestId: string | null },
): Promise<void> {
  const n = input.notice
  const hello = n.firstName.trim() ? `Hi ${n.firstName.trim()},` : 'Hi,'
  const subject = `${n.candidateName} responded to the interview for ${n.jobName}: ${n.responseLabel}`
  const lines = [
    `${n.candidateName} responded to the interview invitation: ${n.responseLabel}.`,
    `${n.title} (${n.jobName} at ${n.organizationName})`,
    `When: ${interviewTimeText(n.startsAt, n.timezone)}`,
    ...(n.note ? [`Note from the candidate: ${n.note}`] : []),
  ]
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;color:#1f2933"><h2 style="color:#1d3557">${PRODUCT_NAME}</h2><p>${escapeHtml(hello)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</body></html>`
  await enqueueOutbox(tx, {
    topic: 'mail.send',
    payload: {
      to: input.to,
      template: 'pipelineInterviewResponseNotice',
      subject,
      html,
      text: `${hello}\n\n${lines.join('\n')}\n`,
    },
    aggregateType: 'interview',
    aggregateId: input.interviewId,
    requestId: input.requestId,
  })
}

/** What an invitation to the hiring side (interviewers, account manager, candidate owner) says. */
export interface InterviewCalendarNotice {
  change: 'new' | 'updated' | 'cancelled'
  name: string | null
  candidateName: string
  jobName: string
  organizationName: string
  title: string
  startsAt: Date
  timezone: string
  durationMinutes: number
  place: string | null
}

/**
 * Queues the invitation (or its update or cancellation) to one person of the hiring side, with
 * the calendar object. Not a candidate message: not recorded in the candidate's messages.
 */
export async function enqueueInterviewCalendarNotice(
  tx: DbOrTx,
  input: {
    to: string
    notice: InterviewCalendarNotice
    calendar: NonNullable<MailPayload['calendar']>
    interviewId: string
    requestId: string | null
  },
): Promise<void> {
  const n = input.notice
  const hello = n.name?.trim() ? `Hi ${n.name.trim()},` : 'Hi,'
  const what = { new: 'Interview invitation', updated: 'Interview updated', cancelled: 'Interview cancelled' }[n.change]
  const subject = `${what}: ${n.candidateName} for ${n.jobName} at ${n.organizationName}`
  const lines = [
    n.change === 'cancelled'
      ? `The interview with ${n.candidateName} for ${n.jobName} has been cancelled.`
      : n.change === 'updated'
        ? `The interview with ${n.candidateName} for ${n.jobName} has been moved.`
        : `You are invited to an interview with ${n.candidateName} for ${n.jobName}.`,
    n.title,
    `When: ${interviewTimeText(n.startsAt, n.timezone)}`,
    `Duration: ${n.durationMinutes} minutes`,
    ...(n.place ? [`Where: ${n.place}`] : []),
  ]
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;color:#1f2933"><h2 style="color:#1d3557">${PRODUCT_NAME}</h2><p>${escapeHtml(hello)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</body></html>`
  await enqueueOutbox(tx, {
    topic: 'mail.send',
    payload: {
      to: input.to,
      template: 'pipelineInterviewCalendar',
      subject,
      html,
      text: `${hello}\n\n${lines.join('\n')}\n`,
      calendar: input.calendar,
    },
    aggregateType: 'interview',
    aggregateId: input.interviewId,
    requestId: input.requestId,
  })
}
