/**
 * The product's transactional e-mails, each as real HTML and plain text. Values are escaped;
 * links are built by the caller from PUBLIC_URL (or the request's origin).
 */

export interface RenderedMail {
  subject: string
  html: string
  text: string
}

export const PRODUCT_NAME = 'Quota'

export interface MailTemplates {
  verificationCode: { firstName: string; code: string; expiresInMinutes: number }
  passwordReset: { firstName: string; link: string; expiresInMinutes: number }
  invitation: { firstName: string; inviterName: string | null; link: string; expiresInDays: number }
  /** To the provider's sales team: a company asked for hiring help on the hire form. */
  inboundHireRequest: { campaign: string; lines: [label: string, value: string][] }
  /** To the provider's sales team: a client asked for help from the compensation engine (ping-sales-team). */
  compEngineSalesPing: { requester: string; organization: string | null; lines: [label: string, value: string][] }
  /** To the candidate owner pool: someone applied on the apply form. */
  inboundApplication: { campaign: string; candidateName: string; outcome: 'created' | 'matched'; link: string }
  /** To the old sign-in address once the new one is verified (Settings). */
  emailChanged: { firstName: string; newEmail: string }
  /** A recruiter's notification to a candidate (POST candidates/send-notification): an already rendered template. */
  candidateNotice: { subject: string; bodyHtml: string; bodyText: string }
  /** To a candidate whose profile was marked for deletion: the date it goes and how to object. */
  deletionNotice: { firstName: string; purgeOn: string; contactEmail: string; reason: string | null }
  /** To a candidate: a recruiter asks them to update their interview availability (001 §4). */
  calendarUpdateRequest: { firstName: string; requesterName: string | null; link: string; windowDays: number }
  /** The day before an interview, to the people its invitation went to (interview reminders). */
  interviewReminder: {
    name: string | null
    forCandidate: boolean
    candidateName: string
    jobName: string
    organizationName: string
    when: string
    durationMinutes: number
    place: string | null
  }
  /** To the job's account manager and whoever scheduled the interview: an interviewer gave feedback. */
  interviewFeedbackGiven: {
    name: string | null
    authorName: string
    candidateName: string
    jobName: string
    rating: number
    recommendation: string
    link: string
  }
  /** An hour after an interview, to an interviewer who has not given feedback yet. */
  interviewFeedbackRequest: {
    name: string | null
    candidateName: string
    jobName: string
    when: string
    link: string
    /** Outside interviewers' links stop working: the day they do (no sign-in needed until then). */
    validUntil?: string
  }
}
export type MailTemplate = keyof MailTemplates

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2933;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:#1d3557;padding:16px 24px;color:#ffffff;font-size:20px;font-weight:bold;">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5;">
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb;">
You received this e-mail because of an action on your ${PRODUCT_NAME} account. If it was not you, you can ignore it.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1d3557;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold;">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#6b7280;">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(href)}" style="color:#1d3557;word-break:break-all;">${escapeHtml(href)}</a></p>`

const greeting = (firstName: string) => (firstName.trim() ? `Hi ${firstName.trim()},` : 'Hi,')

const RENDERERS: { [K in MailTemplate]: (data: MailTemplates[K]) => RenderedMail } = {
  interviewReminder: (d) => {
    const what = d.forCandidate
      ? `your interview for ${d.jobName} at ${d.organizationName}`
      : `the interview with ${d.candidateName} for ${d.jobName} at ${d.organizationName}`
    const lines = [
      `A reminder of ${what}.`,
      `When: ${d.when}`,
      `Duration: ${d.durationMinutes} minutes`,
      ...(d.place ? [`Where: ${d.place}`] : []),
    ]
    return {
      subject: `Reminder: ${d.forCandidate ? `your interview for ${d.jobName}` : `interview with ${d.candidateName}`} on ${d.when}`,
      html: layout(
        'Interview reminder',
        `<p>${escapeHtml(greeting(d.name ?? ''))}</p>\n${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}`,
      ),
      text: `${greeting(d.name ?? '')}\n\n${lines.join('\n')}\n— ${PRODUCT_NAME}\n`,
    }
  },
  interviewFeedbackGiven: (d) => ({
    subject: `Interview feedback: ${d.authorName} on ${d.candidateName} for ${d.jobName}`,
    html: layout(
      'New interview feedback',
      `<p>${escapeHtml(greeting(d.name ?? ''))}</p>
<p>${escapeHtml(d.authorName)} gave feedback on the interview with ${escapeHtml(d.candidateName)} for ${escapeHtml(d.jobName)}: ${d.rating} of 5 stars, ${escapeHtml(d.recommendation)}.</p>
${button(d.link, 'Read the feedback')}`,
    ),
    text: `${greeting(d.name ?? '')}

${d.authorName} gave feedback on the interview with ${d.candidateName} for ${d.jobName}: ${d.rating} of 5 stars, ${d.recommendation}.
${d.link}
— ${PRODUCT_NAME}
`,
  }),
  interviewFeedbackRequest: (d) => ({
    subject: `Your feedback on ${d.candidateName} for ${d.jobName}`,
    html: layout(
      'Your interview feedback',
      `<p>${escapeHtml(greeting(d.name ?? ''))}</p>
<p>How did the interview with ${escapeHtml(d.candidateName)} for ${escapeHtml(d.jobName)} on ${escapeHtml(d.when)} go? Your rating and answers help the team decide.</p>
${button(d.link, 'Give feedback')}${d.validUntil ? `\n<p>No sign-in needed: the link works until ${escapeHtml(d.validUntil)}; you can change your feedback until then.</p>` : ''}`,
    ),
    text: `${greeting(d.name ?? '')}

How did the interview with ${d.candidateName} for ${d.jobName} on ${d.when} go? Give your feedback here:
${d.link}
${d.validUntil ? `No sign-in needed: the link works until ${d.validUntil}; you can change your feedback until then.\n` : ''}— ${PRODUCT_NAME}
`,
  }),
  verificationCode: ({ firstName, code, expiresInMinutes }) => ({
    subject: `Your ${PRODUCT_NAME} verification code: ${code}`,
    html: layout(
      'Verify your e-mail address',
      `<p>${escapeHtml(greeting(firstName))}</p>
<p>Use this code to verify your e-mail address:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:24px 0;font-family:Menlo,Consolas,monospace;">${escapeHtml(code)}</p>
<p>The code expires in ${expiresInMinutes} minutes.</p>`,
    ),
    text: `${greeting(firstName)}

Use this code to verify your e-mail address: ${code}

The code expires in ${expiresInMinutes} minutes.

If it was not you, you can ignore this e-mail.
— ${PRODUCT_NAME}
`,
  }),
  calendarUpdateRequest: ({ firstName, requesterName, link, windowDays }) => {
    const who = requesterName ? `${requesterName} at ${PRODUCT_NAME}` : `Your ${PRODUCT_NAME} recruiter`
    return {
      subject: `Please update your interview availability on ${PRODUCT_NAME}`,
      html: layout(
        'Please update your availability',
        `<p>${escapeHtml(greeting(firstName))}</p>
<p>${escapeHtml(who)} asks you to update the times you are free for interviews over the next ${windowDays} days.</p>
${button(link, 'Update my availability')}`,
      ),
      text: `${greeting(firstName)}

${who} asks you to update the times you are free for interviews over the next ${windowDays} days:
${link}
— ${PRODUCT_NAME}
`,
    }
  },
  emailChanged: ({ firstName, newEmail }) => ({
    subject: `Your ${PRODUCT_NAME} sign-in e-mail was changed`,
    html: layout(
      'Your sign-in e-mail was changed',
      `<p>${escapeHtml(greeting(firstName))}</p>
<p>Your ${PRODUCT_NAME} account now signs in with <strong>${escapeHtml(newEmail)}</strong>. This address no longer signs in.</p>
<p>If you did not make this change, reply to this e-mail or contact your ${PRODUCT_NAME} administrator at once.</p>`,
    ),
    text: `${greeting(firstName)}

Your ${PRODUCT_NAME} account now signs in with ${newEmail}. This address no longer signs in.
If you did not make this change, reply to this e-mail or contact your ${PRODUCT_NAME} administrator at once.
— ${PRODUCT_NAME}
`,
  }),
  passwordReset: ({ firstName, link, expiresInMinutes }) => ({
    subject: `Reset your ${PRODUCT_NAME} password`,
    html: layout(
      'Reset your password',
      `<p>${escapeHtml(greeting(firstName))}</p>
<p>We received a request to reset your password. Choose a new one here:</p>
${button(link, 'Reset password')}
<p>The link can be used once and expires in ${expiresInMinutes} minutes.</p>`,
    ),
    text: `${greeting(firstName)}

We received a request to reset your password. Choose a new one here:
${link}

The link can be used once and expires in ${expiresInMinutes} minutes.
If you did not ask for this, you can ignore this e-mail.
— ${PRODUCT_NAME}
`,
  }),
  invitation: ({ firstName, inviterName, link, expiresInDays }) => {
    const who = inviterName ? `${inviterName} invited you` : 'You are invited'
    return {
      subject: `You are invited to ${PRODUCT_NAME}`,
      html: layout(
        `Join ${PRODUCT_NAME}`,
        `<p>${escapeHtml(greeting(firstName))}</p>
<p>${escapeHtml(who)} to sign in to ${PRODUCT_NAME}. Set your password to get started:</p>
${button(link, 'Set my password')}
<p>The link can be used once and expires in ${expiresInDays} days.</p>`,
      ),
      text: `${greeting(firstName)}

${who} to sign in to ${PRODUCT_NAME}. Set your password to get started:
${link}

The link can be used once and expires in ${expiresInDays} days.
— ${PRODUCT_NAME}
`,
    }
  },
  inboundHireRequest,
  compEngineSalesPing,
  inboundApplication,
  candidateNotice: ({ subject, bodyHtml, bodyText }) => ({
    subject,
    html: layout(subject, bodyHtml),
    text: `${bodyText}\n— ${PRODUCT_NAME}\n`,
  }),
  deletionNotice: ({ firstName, purgeOn, contactEmail, reason }) => ({
    subject: `Your ${PRODUCT_NAME} profile will be deleted on ${purgeOn}`,
    html: layout(
      'Your profile is marked for deletion',
      `<p>${escapeHtml(greeting(firstName))}</p>
<p>Your ${PRODUCT_NAME} profile has been marked for deletion${reason ? ` (${escapeHtml(reason)})` : ''}. It will be removed permanently on <strong>${escapeHtml(purgeOn)}</strong>, with your resume, files and job history. Until then companies no longer see it and you cannot sign in.</p>
<p><strong>If you did not ask for this or want to keep your profile</strong>, reply to this e-mail or write to <a href="mailto:${escapeHtml(contactEmail)}">${escapeHtml(contactEmail)}</a> before that date, and we will restore it.</p>`,
    ),
    text: `${greeting(firstName)}

Your ${PRODUCT_NAME} profile has been marked for deletion${reason ? ` (${reason})` : ''}. It will be removed permanently on ${purgeOn}, with your resume, files and job history. Until then companies no longer see it and you cannot sign in.

If you did not ask for this or want to keep your profile, reply to this e-mail or write to ${contactEmail} before that date, and we will restore it.
— ${PRODUCT_NAME}
`,
  }),
}

function inboundHireRequest({ campaign, lines }: MailTemplates['inboundHireRequest']): RenderedMail {
  const company = lines.find(([label]) => label === 'Company')?.[1] ?? 'A company'
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#6b7280;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:4px 0;">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  return {
    subject: `New inbound hiring request: ${company}`,
    html: layout(
      'New inbound hiring request',
      `<p>${escapeHtml(company)} asked for hiring help through ${escapeHtml(campaign)}. A team member should reach out within 12 hours.</p>
<table role="presentation" cellpadding="0" cellspacing="0">${rows}</table>`,
    ),
    text: `${company} asked for hiring help through ${campaign}. A team member should reach out within 12 hours.

${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}
— ${PRODUCT_NAME}
`,
  }
}

function compEngineSalesPing({ requester, organization, lines }: MailTemplates['compEngineSalesPing']): RenderedMail {
  const who = organization ? `${requester} (${organization})` : requester
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#6b7280;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:4px 0;">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  return {
    subject: `Compensation engine: ${who} asks the sales team for help`,
    html: layout(
      'A client asks for hiring help',
      `<p>${escapeHtml(who)} looked at compensation benchmarks and asked the sales team to reach out.</p>
<table role="presentation" cellpadding="0" cellspacing="0">${rows}</table>`,
    ),
    text: `${who} looked at compensation benchmarks and asked the sales team to reach out.

${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}
— ${PRODUCT_NAME}
`,
  }
}

function inboundApplication({
  campaign,
  candidateName,
  outcome,
  link,
}: MailTemplates['inboundApplication']): RenderedMail {
  const what = outcome === 'created' ? 'a new candidate' : 'a candidate already in the database'
  return {
    subject: `New inbound candidate: ${candidateName}`,
    html: layout(
      'New inbound candidate',
      `<p>${escapeHtml(candidateName)} (${what}) applied through ${escapeHtml(campaign)} and is marked New Inbound.</p>
${button(link, 'Open the profile')}`,
    ),
    text: `${candidateName} (${what}) applied through ${campaign} and is marked New Inbound.
${link}
— ${PRODUCT_NAME}
`,
  }
}

export function renderMail<K extends MailTemplate>(template: K, data: MailTemplates[K]): RenderedMail {
  return (RENDERERS[template] as (d: MailTemplates[K]) => RenderedMail)(data)
}
