/**
 * Reads a resume's text into profile sections: contact (name, e-mail, phone, LinkedIn), work
 * experience (title, company, dates), education (school, degree, field, year) and skills.
 * Heuristic and layout-tolerant: section headings are recognised by their usual names; an
 * experience is anchored on its date range and takes its title and company from the same line
 * ("Title at Company", "Company | Title | dates", "Title, Company, dates") or the lines above it.
 * Each section succeeds or fails on its own (001 §8: "parsed with some sections failing").
 */
import { toAccountPhone } from '../auth/fields'
import { normalizeLinkedInUrl } from './linkedin'

export type SectionState = 'ok' | 'empty' | 'failed'

export interface ParsedExperience {
  title: string
  company: string
  fromDate: string | null
  toDate: string | null
  isCurrentWorkplace: boolean
}
export interface ParsedEducation {
  school: string
  degree: string | null
  fieldOfStudy: string | null
  educationYear: number | null
}
export interface ParsedResumeText {
  sections: { contact: SectionState; workExperience: SectionState; education: SectionState; skills: SectionState }
  contact: {
    firstName: string | null
    lastName: string | null
    email: string | null
    phone: string | null
    linkedInProfileUrl: string | null
  }
  workExperiences: ParsedExperience[]
  educations: ParsedEducation[]
  skills: string[]
}

type Section = 'experience' | 'education' | 'skills' | 'summary' | 'other'

const HEADINGS: Record<Section, RegExp> = {
  experience:
    /^(work experience|professional experience|relevant experience|experience|employment history|employment|work history|career history|sales experience)$/i,
  education: /^(education|academic background|education (?:&|and) training|education & certifications)$/i,
  skills:
    /^(skills|core skills|key skills|technical skills|core competencies|competencies|areas of expertise|skills (?:&|and) tools|tools)$/i,
  summary: /^(summary|professional summary|profile|about me|objective|career objective)$/i,
  other:
    /^(certifications?|awards?|honors|interests|languages|projects|volunteer(?:ing)?|references|publications|activities)$/i,
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`
const DATE = String.raw`(?:${MONTH}\s+\d{4}|\d{1,2}\/\d{4}|\d{4})`
const RANGE = new RegExp(String.raw`(${DATE})\s*(?:-|–|—|to|until)\s*(${DATE}|present|current|now|today)`, 'i')

const TITLE_WORDS =
  /\b(representative|executive|manager|director|sdr|bdr|ae|vp|vice president|head|lead|specialist|consultant|engineer|associate|officer|president|founder|rep|coordinator|analyst|partner|chief|cro|ceo|coo|cmo|account|sales|strategist|advisor|owner|intern|supervisor)\b/i
const SCHOOL_WORDS = /\b(university|college|school|institute|academy|polytechnic|universidad|université)\b/i
const DEGREE =
  /\b(bachelor(?:'s)?(?: of [a-z]+)?|master(?:'s)?(?: of [a-z]+)?|mba|ph\.?d\.?|doctorate|associate(?:'s)? degree|associate of [a-z]+|b\.?\s?s\.?|b\.?\s?a\.?|m\.?\s?s\.?|m\.?\s?a\.?|bba|b\.?sc\.?|m\.?sc\.?|j\.?d\.?|high school diploma)(?=$|[\s,.(-])/i

const EMAIL = /[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/
const PHONE = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/
const LINKEDIN =
  /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[A-Za-z0-9\-_%]+(?:\/[A-Za-z0-9\-_%]+){0,3}/i

const isBullet = (line: string) => /^[-•*▪◦●‣]\s*/.test(line)
// separators trimmed off a part's ends, by hand: an end-anchored pattern such as /[\s|-]+$/
// restarts at every character of a long run of separators (quadratic)
const LEADING = new Set([...'|,;:•-–—('])
const TRAILING = new Set([...'|,;:•-–—)'])
const SPACE = /\s/
function clean(s: string): string {
  let from = 0
  let to = s.length
  while (from < to && (LEADING.has(s[from]!) || SPACE.test(s[from]!))) from++
  while (to > from && (TRAILING.has(s[to - 1]!) || SPACE.test(s[to - 1]!))) to--
  return s.slice(from, to).replace(/\s+/g, ' ').trim()
}

function headingOf(line: string): Section | null {
  if (line.length > 60) return null
  const l = line.replace(/[:\s]+$/, '').trim()
  if (l.length > 40) return null
  for (const [section, pattern] of Object.entries(HEADINGS) as [Section, RegExp][]) if (pattern.test(l)) return section
  return null
}

/** 'Jan 2021' -> '2021-01', '06/2019' -> '2019-06', '2013' -> '2013-01'. */
export function toYearMonth(value: string): string | null {
  const v = value.trim().toLowerCase()
  let m = /^(\d{1,2})\/(\d{4})$/.exec(v)
  if (m) {
    const month = Number(m[1])
    return month >= 1 && month <= 12 ? `${m[2]}-${String(month).padStart(2, '0')}` : null
  }
  m = /^([a-z]+)\.?\s+(\d{4})$/.exec(v)
  if (m) {
    const month = MONTHS.indexOf(m[1]!.slice(0, 3)) + 1
    return month ? `${m[2]}-${String(month).padStart(2, '0')}` : null
  }
  m = /^(\d{4})$/.exec(v)
  return m ? `${m[1]}-01` : null
}

function splitTitleCompany(parts: string[]): { title: string; company: string } | null {
  const p = parts.map(clean).filter(Boolean)
  if (p.length < 2) return null
  const titled = p.findIndex((x) => TITLE_WORDS.test(x))
  if (titled === -1) return { title: p[0]!, company: p[1]! }
  const company = p.find((_, i) => i !== titled)!
  return { title: p[titled]!, company }
}

/** A company line often carries its place: "Acme Cloud - San Francisco, CA". */
function companyOf(line: string): string {
  return clean(line.split(/\s+[-–—|]\s+|\s{2,}/)[0]!)
}

function parseExperiences(lines: string[]): ParsedExperience[] {
  const out: ParsedExperience[] = []
  let since = 0
  lines.forEach((line, index) => {
    const range = RANGE.exec(line)
    if (!range) return
    const fromDate = toYearMonth(range[1]!)
    const endWord = range[2]!.toLowerCase()
    const isCurrentWorkplace = ['present', 'current', 'now', 'today'].includes(endWord)
    const toDate = isCurrentWorkplace ? null : toYearMonth(range[2]!)
    const rest = clean(line.replace(range[0], ' ').replace(/\(\s*\)/g, ' '))
    let found: { title: string; company: string } | null = null
    if (rest) {
      const at = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(rest)
      if (at) found = { title: clean(at[1]!), company: clean(at[2]!) }
      else if (rest.includes('|')) found = splitTitleCompany(rest.split('|'))
      else if (rest.includes(',')) found = splitTitleCompany(rest.split(','))
      else if (/\s[-–—]\s/.test(rest)) found = splitTitleCompany(rest.split(/\s[-–—]\s/))
    }
    if (!found) {
      const above = lines.slice(since, index).filter((l) => !isBullet(l) && !RANGE.test(l))
      const [first, second] = above.slice(-2)
      if (first && second) {
        found =
          TITLE_WORDS.test(first) || !TITLE_WORDS.test(second)
            ? { title: clean(first), company: companyOf(second) }
            : { title: clean(second), company: companyOf(first) }
      } else if (first && rest) {
        found = { title: clean(first), company: companyOf(rest) }
      }
    }
    since = index + 1
    if (found?.title && found.company) out.push({ ...found, fromDate, toDate, isCurrentWorkplace })
  })
  return out
}

function parseEducation(lines: string[]): ParsedEducation[] {
  const out: ParsedEducation[] = []
  for (const line of lines) {
    if (isBullet(line)) continue
    const year = /\b(19[5-9]\d|20[0-4]\d)\b/.exec(line)
    const segments = line
      .split(/\s+[-–—|]\s+|[()]/)
      .map(clean)
      .filter(Boolean)
    const schoolSegment = segments.find((s) => SCHOOL_WORDS.test(s))
    const degreeMatch = DEGREE.exec(line)
    let degree: string | null = null
    let fieldOfStudy: string | null = null
    if (degreeMatch) {
      degree = clean(degreeMatch[0])
      const after = line.slice(degreeMatch.index + degreeMatch[0].length)
      const field = /^\s*(?:in|,)\s*([A-Za-z&][A-Za-z &]+?)(?=\s*(?:,|-|–|\(|\d|$))/.exec(after)
      if (field && !SCHOOL_WORDS.test(field[1]!)) fieldOfStudy = clean(field[1]!)
    }
    const school = schoolSegment ? clean(schoolSegment.replace(DEGREE, '').replace(/\b(19|20)\d{2}\b/, '')) : null
    if (school) {
      out.push({ school, degree, fieldOfStudy, educationYear: year ? Number(year[1]) : null })
    } else if (degree && out.length) {
      const last = out[out.length - 1]!
      last.degree ??= degree
      last.fieldOfStudy ??= fieldOfStudy
      if (year && last.educationYear == null) last.educationYear = Number(year[1])
    }
  }
  return out
}

function parseSkills(lines: string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const line of lines) {
    const body = line.replace(/^(skills|core skills|key skills|technical skills)\s*:\s*/i, '')
    for (const raw of body.split(/[,;•|▪●]|\s{2,}/)) {
      const skill = clean(raw.replace(/^[-*]\s*/, ''))
      if (skill.length < 2 || skill.length > 50 || /^\d+$/.test(skill)) continue
      const key = skill.toLowerCase()
      if (seen.has(key)) continue
      seen.add(key)
      out.push(skill)
    }
  }
  return out.slice(0, 50)
}

function parseName(lines: string[]): { firstName: string | null; lastName: string | null } {
  for (const line of lines.slice(0, 6)) {
    if (headingOf(line) || line.includes('@') || /\d/.test(line) || line.includes('|')) continue
    const words = line.split(/\s+/)
    if (words.length < 2 || words.length > 4) continue
    if (!words.every((w) => /^[A-Z][A-Za-z'’.-]*$/.test(w))) continue
    return { firstName: words[0]!, lastName: words.slice(1).join(' ') }
  }
  return { firstName: null, lastName: null }
}

/**
 * Untrusted text is bounded before any pattern runs: a resume is a few pages (the longest seen
 * are ~60,000 characters), and no word of one is longer than a long URL. A crafted file whose
 * text is one 20 MB run of letters would otherwise cost every pattern that can start anywhere
 * in it time that grows with the square of its length.
 */
export const RESUME_TEXT_LIMITS = { maxChars: 200_000, maxTokenChars: 200 } as const

export function boundResumeText(text: string): string {
  const { maxChars, maxTokenChars } = RESUME_TEXT_LIMITS
  return text
    .slice(0, maxChars)
    .replace(new RegExp(`\\S{${maxTokenChars + 1},}`, 'g'), (token) => token.slice(0, maxTokenChars))
}

/** The first e-mail address, looked for only in words that hold an "@" (linear in the text). */
function findEmail(text: string): string | null {
  for (const word of text.split(/\s+/)) {
    if (!word.includes('@')) continue
    const found = EMAIL.exec(word)?.[0]
    if (found) return found
  }
  return null
}

export function parseResumeText(raw: string | null): ParsedResumeText {
  const text = raw ? boundResumeText(raw) : raw
  const failedAll: ParsedResumeText = {
    sections: { contact: 'failed', workExperience: 'failed', education: 'failed', skills: 'failed' },
    contact: { firstName: null, lastName: null, email: null, phone: null, linkedInProfileUrl: null },
    workExperiences: [],
    educations: [],
    skills: [],
  }
  if (!text || !text.trim()) return failedAll
  // a URL wrapped at its last slash ("linkedin.com/in/" + newline + "handle") is joined again
  const joined = text.replace(/(linkedin\.com\/(?:in|pub)\/)\s*\n\s*/gi, '$1')
  const lines = joined
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)

  const bySection: Record<Section | 'top', string[]> = {
    top: [],
    experience: [],
    education: [],
    skills: [],
    summary: [],
    other: [],
  }
  const seenHeadings = new Set<Section>()
  let current: Section | 'top' = 'top'
  for (const line of lines) {
    const heading = headingOf(line)
    if (heading) {
      current = heading
      seenHeadings.add(heading)
      continue
    }
    bySection[current].push(line)
  }

  const emailFound = findEmail(joined)
  const email = emailFound?.toLowerCase() ?? null
  const phoneText = PHONE.exec(emailFound ? joined.replace(emailFound, ' ') : joined)?.[0] ?? null
  const phone = phoneText ? toAccountPhone(phoneText) : null
  const linkedin = LINKEDIN.exec(joined)?.[0] ?? null
  const linkedInProfileUrl = linkedin ? normalizeLinkedInUrl(linkedin) : null
  const name = parseName(lines)

  const experienceLines = seenHeadings.has('experience') ? bySection.experience : lines
  const workExperiences = parseExperiences(experienceLines)
  const educations = parseEducation(
    seenHeadings.has('education') ? bySection.education : lines.filter((l) => SCHOOL_WORDS.test(l)),
  )
  const inlineSkills = lines.filter((l) => /^(skills|core skills|key skills|technical skills)\s*:/i.test(l))
  const skills = parseSkills([...bySection.skills, ...inlineSkills])

  const state = (found: number, headed: boolean): SectionState => (found > 0 ? 'ok' : headed ? 'failed' : 'empty')
  return {
    sections: {
      contact: email || phone || name.firstName ? 'ok' : 'failed',
      workExperience: state(workExperiences.length, seenHeadings.has('experience')),
      education: state(educations.length, seenHeadings.has('education')),
      skills: state(skills.length, seenHeadings.has('skills') || inlineSkills.length > 0),
    },
    contact: { ...name, email, phone, linkedInProfileUrl },
    workExperiences,
    educations,
    skills,
  }
}
