import { describe, expect, it } from 'vitest'
import { andSearchTexts, parseSearchQuery, plainQueryWords, type QueryNode, queryLeaves } from './query'

/** A compact form of a parsed query: words, "phrases", -negation, (a & b), (a | b), field:word, word*. */
function show(node: QueryNode | null): string {
  if (!node) return '∅'
  switch (node.type) {
    case 'term':
      return `${node.field ? `${node.field}:` : ''}${node.quoted ? `"${node.word}"` : node.word}${node.wildcard ? '*' : ''}`
    case 'phrase':
      return `${node.field ? `${node.field}:` : ''}"${node.words.join(' ')}"`
    case 'not':
      return `-${show(node.child)}`
    case 'and':
      return `(${node.children.map(show).join(' & ')})`
    case 'or':
      return `(${node.children.map(show).join(' | ')})`
  }
}

const parsed = (text: string) => {
  const result = parseSearchQuery(text)
  if (!result.ok) throw new Error(`${text}: ${result.error.message} at ${result.error.position}`)
  return show(result.query)
}

describe('search query language', () => {
  it.each([
    ['empty', '', '∅'],
    ['blank', '   ', '∅'],
    ['one word', 'Sales', 'sales'],
    ['words are ANDed', 'account executive', '(account & executive)'],
    ['explicit AND', 'account AND executive', '(account & executive)'],
    ['OR', 'gong OR chorus', '(gong | chorus)'],
    ['pipe', 'gong | chorus', '(gong | chorus)'],
    ['pipe without spaces', 'gong|chorus', '(gong | chorus)'],
    ['comma', 'gong, chorus', '(gong | chorus)'],
    ['AND binds tighter than OR', 'a1 b1 OR c1', '((a1 & b1) | c1)'],
    ['OR then AND', 'a1 OR b1 c1', '(a1 | (b1 & c1))'],
    ['parentheses', 'MEDDPICC AND (Gong OR Chorus) NOT SDR', '(meddpicc & (gong | chorus) & -sdr)'],
    ['nested', '((a1 OR b1) c1) OR d1', '(((a1 | b1) & c1) | d1)'],
    ['minus', 'meddpicc -gong', '(meddpicc & -gong)'],
    ['bang', 'meddpicc !gong', '(meddpicc & -gong)'],
    ['NOT group', 'sales NOT (sdr OR bdr)', '(sales & -(sdr | bdr))'],
    ['double negation', 'sales NOT -sdr', '(sales & sdr)'],
    ['hyphen inside a word', 'e-mail', '(e & mail)'],
    ['lone minus is nothing', 'sales - marketing', '(sales & marketing)'],
    ['lower-case or is a word', 'this or that', '(this & or & that)'],
    ['phrase', '"account executive" saas', '("account executive" & saas)'],
    ['one-word phrase is an exact word', '"Salesforce"', '"salesforce"'],
    ['negated phrase', 'sales -"inside sales"', '(sales & -"inside sales")'],
    ['empty phrase is nothing', 'sales ""', 'sales'],
    ['wildcard', 'manag*', 'manag*'],
    ['field word', 'title:director', 'title:director'],
    ['field phrase', 'company:"Acme Corp"', 'company:"acme corp"'],
    ['field group', 'skill:(gong OR chorus)', '(skill:gong | skill:chorus)'],
    ['field with negation', 'sales -school:harvard', '(sales & -school:harvard)'],
    ['field is case-insensitive', 'Title:vp', 'title:vp'],
    ['unknown field is text', 'http://x1', '(http & x1)'],
    ['accents dropped', 'Zoë', 'zoe'],
    ['symbols only', '+++', '∅'],
  ])('%s: %s', (_why, text, expected) => {
    expect(parsed(text)).toBe(expected)
  })

  it.each([
    ['unclosed parenthesis', 'a1 (b1 OR c1', 3, 'never closed'],
    ['unclosed nested', '(a1 (b1)', 0, 'never closed'],
    ['stray closing parenthesis', 'a1 b1) c1', 5, 'no opening'],
    ['leading closing parenthesis', ') a1', 0, 'no opening'],
    ['empty parentheses', 'a1 ()', 3, 'hold nothing'],
    ['unclosed quote', 'sales "account exec', 6, 'quote is never closed'],
    ['OR at the start', 'OR gong', 0, 'OR needs a word before it'],
    ['OR at the end', 'gong OR', 5, 'OR needs a word after it'],
    ['OR OR', 'gong OR OR chorus', 5, 'OR needs a word after it'],
    ['AND at the end', 'gong AND', 5, 'AND needs a word after it'],
    ['NOT at the end', 'gong NOT', 5, 'NOT needs a word after it'],
    ['field alone', 'sales title:', 6, 'title: needs a word'],
    ['short wildcard', 'a*', 0, 'at least 2 letters'],
    ['only negation', '-sdr', 1, 'Add a word to look for'],
    ['negated alternative', 'gong OR -sdr', 9, 'Add a word to look for'],
    ['too many words', Array.from({ length: 21 }, (_, i) => `w${i}`).join(' '), 70, 'at most 20'],
  ])('%s: %s -> error at %i', (_why, text, position, message) => {
    const result = parseSearchQuery(text)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.position).toBe(position)
    expect(result.error.message).toContain(message)
  })

  it('marks only a bare last word as still being typed', () => {
    const leaves = (text: string) => {
      const r = parseSearchQuery(text)
      return r.ok ? queryLeaves(r.query).map(({ leaf }) => leaf.type === 'term' && leaf.last) : []
    }
    expect(leaves('account exec')).toEqual([false, true])
    expect(leaves('account exec ')).toEqual([false, false])
    expect(leaves('account "exec"')).toEqual([false, false])
    expect(leaves('(account exec)')).toEqual([false, false])
    expect(leaves('account exec*')).toEqual([false, false])
  })

  it('tells plain word lists from the query language', () => {
    const plain = (text: string) => {
      const r = parseSearchQuery(text)
      return r.ok ? plainQueryWords(r.query) : 'error'
    }
    expect(plain('')).toEqual([])
    expect(plain('Account  executive account')).toEqual(['account', 'executive'])
    expect(plain('a1 OR b1')).toBeNull()
    expect(plain('a1 -b1')).toBeNull()
    expect(plain('"a1"')).toBeNull()
    expect(plain('a1*')).toBeNull()
    expect(plain('title:a1')).toBeNull()
  })

  it('ANDs several texts, each keeping its meaning', () => {
    expect(andSearchTexts([' ', 'gong OR chorus'])).toBe('gong OR chorus')
    expect(andSearchTexts(['gong OR chorus', 'meddpicc'])).toBe('(gong OR chorus) (meddpicc)')
    expect(parsed(andSearchTexts(['gong OR chorus', 'meddpicc']))).toBe('((gong | chorus) & meddpicc)')
  })
})
