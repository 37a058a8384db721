/**
 * The documentation a newcomer follows: every relative link in the README and under docs/ (and the
 * package READMEs) resolves to a file, and an anchor to a heading of that file (GitHub's slugs);
 * the README stays short, and every page under docs/ is listed in docs/README.md.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import GithubSlugger from 'github-slugger'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const docsDir = join(root, 'docs')
const pages = [
  join(root, 'README.md'),
  ...readdirSync(docsDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(docsDir, name)),
  ...['search', 'widgets', 'web'].map((pkg) => join(root, pkg, 'README.md')).filter(existsSync),
]

/** The lines outside fenced code blocks, where links and headings are read. */
function prose(markdown: string): string[] {
  const lines: string[] = []
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced
      continue
    }
    if (!fenced) lines.push(line)
  }
  return lines
}

function anchorsOf(file: string): Set<string> {
  const slugger = new GithubSlugger()
  const anchors = new Set<string>()
  for (const line of prose(readFileSync(file, 'utf8'))) {
    // GitHub slugs a heading's text with its inline code's words ("`api/src`" -> "apisrc")
    const heading = /^#{1,6}\s+(.*)$/.exec(line)
    if (heading?.[1]) anchors.add(slugger.slug(heading[1].replaceAll('`', '').trim()))
  }
  return anchors
}

function linksOf(file: string): string[] {
  const links: string[] = []
  for (const line of prose(readFileSync(file, 'utf8'))) {
    // a link written inside inline code is an example, not a link
    for (const match of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g))
      if (match[1]) links.push(match[1])
  }
  return links
}

/** Why a link does not resolve, or null when it does. */
export function brokenLink(from: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null // https:, mailto: ... are not checked here
  const [path = '', anchor] = target.split('#')
  const file = path ? resolve(dirname(from), decodeURIComponent(path)) : from
  if (!existsSync(file)) return `no file ${relative(root, file)}`
  if (anchor === undefined) return null
  if (statSync(file).isDirectory() || !file.endsWith('.md')) return `an anchor on ${relative(root, file)}`
  return anchorsOf(file).has(anchor) ? null : `no heading #${anchor} in ${relative(root, file)}`
}

describe('documentation links', () => {
  it.each(pages.map((page) => [relative(root, page), page]))('%s: every relative link resolves', (_, page) => {
    const broken = linksOf(page)
      .map((target) => ({ target, why: brokenLink(page, target) }))
      .filter((link) => link.why)
    expect(broken).toEqual([])
  })

  it('finds a broken file and a broken anchor (the check can fail)', () => {
    const readme = join(root, 'README.md')
    expect(brokenLink(readme, 'docs/no-such-page.md')).toBe('no file docs/no-such-page.md')
    expect(brokenLink(readme, 'docs/extension.md#no-such-heading')).toBe(
      'no heading #no-such-heading in docs/extension.md',
    )
    expect(brokenLink(readme, 'docs/extension.md#point-it-at-your-server')).toBeNull()
  })

  it('the README is short and reaches the extension setup in one click', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8')
    expect(readme.split('\n').length).toBeLessThanOrEqual(150)
    expect(linksOf(join(root, 'README.md'))).toContain('docs/extension.md#point-it-at-your-server')
  })

  it('every page under docs/ is listed in docs/README.md', () => {
    const listed = new Set(linksOf(join(docsDir, 'README.md')))
    const unlisted = readdirSync(docsDir).filter(
      (name) => name.endsWith('.md') && name !== 'README.md' && !listed.has(name),
    )
    expect(unlisted).toEqual([])
  })
})
