/**
 * The profile as a real PDF (pdfkit): header, location and wishes, about, work experience with
 * the sales evidence, education, skills, portfolio links. It is drawn from the same viewer-built
 * shapes as the JSON, so anti-bias mode hides exactly what the JSON hides, and demographics and
 * internal fields are never in it.
 */
import type { CandidateSummary, Education, PortfolioItem, WorkExperience } from '@quota/shared/contracts/candidates'
import { salesEvidence } from '@quota/shared/domain/candidates/sales-evidence'
import { SEARCH_STATUS_LABELS, WORK_ARRANGEMENT_LABELS } from '@quota/shared/domain/enums'
import PDFDocument from 'pdfkit'

export interface PdfProfile {
  candidate: Omit<CandidateSummary, 'internal'>
  workExperiences: WorkExperience[]
  educations: Education[]
  portfolio: PortfolioItem[]
}

const money = (n: number | null) => (n == null ? null : `$${Math.round(n / 1000)}k`)
const month = (date: string | null) =>
  date
    ? new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' })
    : null

export function renderProfilePdf(profile: PdfProfile): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 54,
      info: { Title: `${profile.candidate.fullName} - Candidate profile`, Producer: 'Quota', Creator: 'Quota' },
    })
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
    const c = profile.candidate
    const heading = (text: string) => {
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#1f3a5f').text(text.toUpperCase())
      doc.moveTo(doc.x, doc.y).lineTo(558, doc.y).strokeColor('#c9d3df').stroke().moveDown(0.3)
      doc.font('Helvetica').fontSize(10).fillColor('#111111')
    }
    const line = (label: string, value: string | null | undefined) => {
      if (value) doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value)
    }

    doc.font('Helvetica-Bold').fontSize(20).fillColor('#111111').text(c.fullName)
    doc.font('Helvetica').fontSize(10)
    const contact = [c.formattedLocation, c.email, c.phone, c.linkedInProfileUrl].filter(Boolean).join('  |  ')
    if (contact) doc.text(contact)
    if (c.genderPronoun) doc.text(c.genderPronoun.value)

    heading('Overview')
    line('Search status', c.searchStatus ? SEARCH_STATUS_LABELS[c.searchStatus] : null)
    line('Desired positions', c.desiredPositions.map((p) => p.name).join(', ') || null)
    line('Desired base / OTE', [money(c.desiredBaseSalary), money(c.desiredOTE)].filter(Boolean).join(' / ') || null)
    line('Work arrangements', c.workArrangements.map((w) => WORK_ARRANGEMENT_LABELS[w]).join(', ') || null)
    line(
      'Interested in',
      c.interestedLocations.map((l) => [l.cityName, l.stateCode].filter(Boolean).join(', ')).join('; ') || null,
    )
    line('Profile completion', `${c.profilePercentage}%`)
    if (c.aboutMe) {
      heading('About')
      doc.text(c.aboutMe)
    }

    if (profile.workExperiences.length) {
      heading('Work experience')
      for (const w of profile.workExperiences) {
        doc.font('Helvetica-Bold').fontSize(11).text(`${w.title} - ${w.company.name}`)
        doc.font('Helvetica').fontSize(9).fillColor('#555555')
        doc.text(
          [
            [month(w.fromDate), w.isCurrentWorkplace ? 'Present' : month(w.toDate)].filter(Boolean).join(' - '),
            w.duration,
            w.location ? [w.location.cityName, w.location.stateCode].filter(Boolean).join(', ') : null,
          ]
            .filter(Boolean)
            .join('  |  '),
        )
        doc.fillColor('#111111').fontSize(10)
        const d = w.details
        if (d) {
          // the same figures, in the same words, as the profile page (shared salesEvidence)
          const figures = salesEvidence(d).map((f) => `${f.label}: ${f.value}`)
          if (figures.length) doc.font('Helvetica-Bold').text(figures.join('  •  ')).font('Helvetica')
          const facts = [
            d.clientVerticals.length ? `Verticals ${d.clientVerticals.map((x) => x.value).join(', ')}` : null,
            d.notableAccounts.length ? `Notable accounts ${d.notableAccounts.map((x) => x.name).join(', ')}` : null,
          ].filter(Boolean)
          if (facts.length) doc.text(facts.join('  •  '))
        }
        if (w.description) doc.text(w.description)
        doc.moveDown(0.5)
      }
    }

    if (profile.educations.length) {
      heading('Education')
      for (const e of profile.educations) {
        doc
          .font('Helvetica-Bold')
          .text([e.school, e.educationYear].filter(Boolean).join(', ') || (e.degree?.value ?? 'Education'))
        doc.font('Helvetica').text([e.degree?.value, e.fieldOfStudy?.value].filter(Boolean).join(', '))
        if (e.highlights) doc.text(e.highlights)
        doc.moveDown(0.3)
      }
    }
    if (c.skills.length) {
      heading('Skills')
      doc.text(c.skills.map((s) => s.value).join(', '))
    }
    if (profile.portfolio.length) {
      heading('Portfolio')
      for (const p of profile.portfolio) doc.text([p.title, p.url].filter(Boolean).join(' - '))
    }
    doc.end()
  })
}

export function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(bytes.byteLength),
      'content-disposition': `inline; filename="${fileName.replace(/[^\w.-]+/g, '_')}"`,
      'cache-control': 'private, no-store',
    },
  })
}
