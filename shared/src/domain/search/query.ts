/**
 * The Boolean query language of candidate search (sourcers' strings such as
 * `MEDDPICC AND (Gong OR Chorus) NOT SDR`), parsed once here and used by the web app (to check
 * the box as it is typed) and by both search engines (to build their queries).
 *
 * - words are ANDed by default (`AND` may be written too);
 * - `OR`, `|` and `,` join alternatives; AND binds tighter than OR (`a b OR c` = `(a b) OR c`);
 * - `NOT word`, `-word` and `!word` leave out what matches;
 * - parentheses group; "quoted phrases" match the words next to each other, as typed;
 * - a trailing `*` matches any word starting with what comes before it (2 letters at least);
 * - `title:`, `company:`, `skill:` and `school:` look in that field only (before a word, a
 *   phrase or a parenthesised group); any other `name:` is just text.
 * Operators are upper case: a lower-case "or" or "not" is a word. Text is split into words as
 * the index splits it (letters and digits, lower-cased, accents dropped): `e-mail` is `e mail`.
 *
 * A query must look for something: every alternative needs a word that is not negated
 * (`-sdr` alone, or `gong OR -sdr`, would mean "nearly everyone").
 */

export const SEARCH_FIELDS = ['title', 'company', 'skill', 'school'] as const
export type SearchField = (typeof SEARCH_FIELDS)[number]

/** Words a query may hold (each word of a phrase counts). */
export const MAX_QUERY_WORDS = 20
/** Letters a wildcard needs before its `*`. */
export const MIN_WILDCARD_STEM = 2

export type QueryNode =
  | {
      type: 'term'
      word: string
      field: SearchField | null
      /** Written with a trailing `*`. */
      wildcard: boolean
      /** Written in quotes: matched as typed (no typo correction, no completion). */
      quoted: boolean
      /** The last thing typed, a bare word: it may still be being typed (completed as a prefix). */
      last: boolean
      start: number
      end: number
    }
  | { type: 'phrase'; words: string[]; field: SearchField | null; start: number; end: number }
  | { type: 'and'; children: QueryNode[] }
  | { type: 'or'; children: QueryNode[] }
  | { type: 'not'; child: QueryNode }

export type QueryLeaf = Extract<QueryNode, { type: 'term' | 'phrase' }>

export interface QueryParseError {
  /** 0-based index in the text where the problem is. */
  position: number
  message: string
}

export type QueryParseResult = { ok: true; query: QueryNode | null } | { ok: false; error: QueryParseError }

/** Lower-cased words of letters and digits; accents dropped ("Zoë O'Brien" -> zoe, o, brien). */
export function textWords(text: string | null | undefined): string[] {
  if (!text) return []
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  )
}

type Token =
  | { kind: '(' | ')' | 'or' | 'and' | 'not'; pos: number }
  | { kind: 'field'; field: SearchField; pos: number }
  | { kind: 'word'; raw: string; pos: number; end: number }
  | { kind: 'phrase'; words: string[]; pos: number; end: number }

class ParseFailure extends Error {
  constructor(
    readonly position: number,
    message: string,
  ) {
    super(message)
  }
}

const SEPARATORS = new Set(['(', ')', '"', '|', ','])
const isSpace = (c: string) => /\s/.test(c)

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < text.length) {
    const c = text[i]!
    if (isSpace(c)) {
      i++
    } else if (c === '(' || c === ')') {
      tokens.push({ kind: c, pos: i++ })
    } else if (c === '|' || c === ',') {
      tokens.push({ kind: 'or', pos: i++ })
    } else if (c === '"') {
      const close = text.indexOf('"', i + 1)
      if (close < 0) throw new ParseFailure(i, 'This quote is never closed: add the closing "')
      tokens.push({ kind: 'phrase', words: textWords(text.slice(i + 1, close)), pos: i, end: close + 1 })
      i = close + 1
    } else if ((c === '-' || c === '!') && i + 1 < text.length && !isSpace(text[i + 1]!) && text[i + 1] !== ')') {
      tokens.push({ kind: 'not', pos: i++ })
    } else {
      let j = i
      while (j < text.length && !isSpace(text[j]!) && !SEPARATORS.has(text[j]!)) j++
      const chunk = text.slice(i, j)
      const field = /^([a-z]+):/i.exec(chunk)
      const name = field?.[1]?.toLowerCase() ?? ''
      if (field && (SEARCH_FIELDS as readonly string[]).includes(name)) {
        tokens.push({ kind: 'field', field: name as SearchField, pos: i })
        i += field[0].length
        continue
      }
      if (chunk === 'OR') tokens.push({ kind: 'or', pos: i })
      else if (chunk === 'AND') tokens.push({ kind: 'and', pos: i })
      else if (chunk === 'NOT') tokens.push({ kind: 'not', pos: i })
      else tokens.push({ kind: 'word', raw: chunk, pos: i, end: j })
      i = j
    }
  }
  return tokens
}

const NAMES = { or: 'OR', and: 'AND', not: 'NOT' } as const

class Parser {
  private i = 0
  constructor(
    private readonly tokens: Token[],
    private readonly length: number,
  ) {}

  private peek(): Token | undefined {
    return this.tokens[this.i]
  }

  private startsOperand(t: Token | undefined): boolean {
    return !!t && (t.kind === 'word' || t.kind === 'phrase' || t.kind === '(' || t.kind === 'not' || t.kind === 'field')
  }

  parse(): QueryNode | null {
    if (!this.tokens.length) return null
    const node = this.or()
    const rest = this.peek()
    if (rest) throw new ParseFailure(rest.pos, 'This closing parenthesis has no opening one')
    return node
  }

  private or(): QueryNode | null {
    const children = [this.and()]
    while (this.peek()?.kind === 'or') {
      const op = this.tokens[this.i++]!
      if (!this.startsOperand(this.peek())) throw new ParseFailure(op.pos, 'OR needs a word after it')
      children.push(this.and())
    }
    return combine('or', children)
  }

  private and(): QueryNode | null {
    const first = this.peek()
    if (first?.kind === 'or' || first?.kind === 'and') {
      throw new ParseFailure(first.pos, `${NAMES[first.kind]} needs a word before it`)
    }
    if (first?.kind === ')') throw new ParseFailure(first.pos, 'This closing parenthesis has no opening one')
    const children = [this.unary()]
    for (;;) {
      const t = this.peek()
      if (t?.kind === 'and') {
        this.i++
        if (!this.startsOperand(this.peek())) throw new ParseFailure(t.pos, 'AND needs a word after it')
        children.push(this.unary())
      } else if (this.startsOperand(t)) {
        children.push(this.unary())
      } else {
        return combine('and', children)
      }
    }
  }

  private unary(): QueryNode | null {
    const t = this.peek()!
    if (t.kind === 'not') {
      this.i++
      if (!this.startsOperand(this.peek())) throw new ParseFailure(t.pos, 'NOT needs a word after it')
      const child = this.unary()
      if (!child) return null
      return child.type === 'not' ? child.child : { type: 'not', child }
    }
    if (t.kind === 'field') {
      this.i++
      const next = this.peek()
      if (!next || !(next.kind === 'word' || next.kind === 'phrase' || next.kind === '(')) {
        throw new ParseFailure(t.pos, `${t.field}: needs a word, a "phrase" or a (group) right after it`)
      }
      const node = this.primary()
      return node && withField(node, t.field)
    }
    return this.primary()
  }

  private primary(): QueryNode | null {
    const t = this.tokens[this.i++]!
    if (t.kind === '(') {
      if (this.peek()?.kind === ')') throw new ParseFailure(t.pos, 'These parentheses hold nothing')
      if (!this.peek()) throw new ParseFailure(t.pos, 'This parenthesis is never closed: add a )')
      const inner = this.or()
      if (this.peek()?.kind !== ')') throw new ParseFailure(t.pos, 'This parenthesis is never closed: add a )')
      this.i++
      return inner
    }
    if (t.kind === 'phrase') {
      if (t.words.length === 1) {
        return { type: 'term', word: t.words[0]!, field: null, wildcard: false, quoted: true, last: false, ...at(t) }
      }
      return t.words.length ? { type: 'phrase', words: t.words, field: null, ...at(t) } : null
    }
    if (t.kind === 'word') {
      const wildcard = t.raw.endsWith('*')
      const found = textWords(wildcard ? t.raw.replace(/\*+$/, '') : t.raw)
      if (wildcard && (found.at(-1)?.length ?? 0) < MIN_WILDCARD_STEM) {
        throw new ParseFailure(t.pos, `A * needs at least ${MIN_WILDCARD_STEM} letters before it`)
      }
      const last = this.i === this.tokens.length && t.end === this.length
      const terms = found.map(
        (word, k): QueryNode => ({
          type: 'term',
          word,
          field: null,
          wildcard: wildcard && k === found.length - 1,
          quoted: false,
          last: last && !wildcard && k === found.length - 1,
          ...at(t),
        }),
      )
      return combine('and', terms)
    }
    // an operator or a closing parenthesis where a word belongs (callers check the rest)
    throw new ParseFailure(t.pos, 'A word is missing here')
  }
}

const at = (t: { pos: number; end: number }) => ({ start: t.pos, end: t.end })

function combine(type: 'and' | 'or', nodes: (QueryNode | null)[]): QueryNode | null {
  const kept = nodes.filter((n): n is QueryNode => n !== null).flatMap((n) => (n.type === type ? n.children : [n]))
  if (!kept.length) return null
  return kept.length === 1 ? kept[0]! : { type, children: kept }
}

function withField(node: QueryNode, field: SearchField): QueryNode {
  switch (node.type) {
    case 'term':
    case 'phrase':
      return { ...node, field }
    case 'not':
      return { type: 'not', child: withField(node.child, field) }
    default:
      return { type: node.type, children: node.children.map((c) => withField(c, field)) }
  }
}

/** Whether every match must contain some word that is not negated (see the file's comment). */
export function looksForSomething(node: QueryNode): boolean {
  switch (node.type) {
    case 'term':
    case 'phrase':
      return true
    case 'not':
      return false
    case 'and':
      return node.children.some(looksForSomething)
    case 'or':
      return node.children.every(looksForSomething)
  }
}

/** The query's words and phrases, in the order typed, with whether they are negated. */
export function queryLeaves(node: QueryNode | null): { leaf: QueryLeaf; negated: boolean }[] {
  const out: { leaf: QueryLeaf; negated: boolean }[] = []
  const visit = (n: QueryNode, negated: boolean) => {
    if (n.type === 'term' || n.type === 'phrase') out.push({ leaf: n, negated })
    else if (n.type === 'not') visit(n.child, !negated)
    else for (const c of n.children) visit(c, negated)
  }
  if (node) visit(node, false)
  return out
}

/** Parses a search box's text; an empty text is a null query (filters only). */
export function parseSearchQuery(text: string | null | undefined): QueryParseResult {
  const source = text ?? ''
  try {
    const query = new Parser(tokenize(source), source.length).parse()
    if (query) {
      const leaves = queryLeaves(query)
      let count = 0
      for (const { leaf } of leaves) {
        count += leaf.type === 'phrase' ? leaf.words.length : 1
        if (count > MAX_QUERY_WORDS) {
          throw new ParseFailure(leaf.start, `Too many words: a search holds at most ${MAX_QUERY_WORDS}`)
        }
      }
      if (!looksForSomething(query)) {
        const firstNegated = leaves.find((l) => l.negated)?.leaf.start ?? 0
        throw new ParseFailure(
          firstNegated,
          'Add a word to look for: NOT only leaves out what matches it (each OR alternative needs one too)',
        )
      }
    }
    return { ok: true, query }
  } catch (error) {
    if (error instanceof ParseFailure) return { ok: false, error: { position: error.position, message: error.message } }
    throw error
  }
}

/**
 * The words of a query made only of bare words ANDed (`account executive saas`), in order,
 * without repeats; null for anything using the query language. Engines keep their tuned path
 * for these (typo correction on every word, the last one completed as a prefix).
 */
export function plainQueryWords(node: QueryNode | null): string[] | null {
  if (!node) return []
  const leaves = node.type === 'and' ? node.children : [node]
  const words: string[] = []
  for (const leaf of leaves) {
    if (leaf.type !== 'term' || leaf.quoted || leaf.wildcard || leaf.field) return null
    words.push(leaf.word)
  }
  return [...new Set(words)]
}

/** Several search texts ANDed, each keeping its own meaning (`a OR b` and `c`: `(a OR b) (c)`). */
export function andSearchTexts(texts: readonly string[]): string {
  const kept = texts.map((t) => t.trim()).filter(Boolean)
  return kept.length <= 1 ? (kept[0] ?? '') : kept.map((t) => `(${t})`).join(' ')
}
