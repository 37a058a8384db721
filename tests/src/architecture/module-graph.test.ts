/**
 * Modules in layers: no import circle between the API's modules may be added. The circles there
 * today are listed edge by edge (known-module-circles.ts); that list may only shrink.
 */
import { describe, expect, it } from 'vitest'
import { KNOWN_CIRCLE_EDGES } from './known-module-circles'
import { circles, moduleGraph, valueImports } from './module-graph'

const edge = (from: string, to: string) => `${from} -> ${to}`

describe('the value imports between API modules', () => {
  const graph = moduleGraph()
  const known = new Set(KNOWN_CIRCLE_EDGES)

  it('add no import inside a circle beyond the known ones', () => {
    // every import between two modules of one circle (a strongly connected group) must be listed:
    // a new one either closes a new circle or ties an existing knot tighter
    const plain = new Map([...graph].map(([from, tos]) => [from, [...tos.keys()]]))
    const added = circles(plain).flatMap((group) =>
      group.flatMap((from) =>
        [...(graph.get(from) ?? new Map<string, string>())]
          .filter(([to]) => group.includes(to) && !known.has(edge(from, to)))
          .map(([to, file]) => `${edge(from, to)} (${file})`),
      ),
    )
    expect(added, 'an import closes a circle between modules: react through an event or a port').toEqual([])
  })

  it('list only edges that still close a circle (delete the ones that no longer do)', () => {
    const plain = new Map([...graph].map(([from, tos]) => [from, [...tos.keys()]]))
    const inCircle = circles(plain).map((group) => new Set(group))
    const closing = (e: string) => {
      const [from, to] = e.split(' -> ') as [string, string]
      return graph.get(from)?.has(to) === true && inCircle.some((g) => g.has(from) && g.has(to))
    }
    expect(KNOWN_CIRCLE_EDGES.filter((e) => !closing(e))).toEqual([])
  })

  it('reads value imports, not type-only ones (table)', () => {
    expect(
      valueImports(`
        import type { A } from './a'
        import { type B } from './b'
        import { type C, d } from './c'
        import e from './e'
        export { f } from './f'
        export type { G } from './g'
        const h = await import('./h')
      `),
    ).toEqual(['./c', './e', './f', './h'])
  })

  it('finds circles (table)', () => {
    const graphOf = (edges: [string, string][]) => {
      const g = new Map<string, string[]>()
      for (const [a, b] of edges) g.set(a, [...(g.get(a) ?? []), b]).set(b, g.get(b) ?? [])
      return g
    }
    expect(
      circles(
        graphOf([
          ['a', 'b'],
          ['b', 'c'],
        ]),
      ),
    ).toEqual([])
    expect(
      circles(
        graphOf([
          ['a', 'b'],
          ['b', 'a'],
          ['b', 'c'],
        ]),
      ),
    ).toEqual([['a', 'b']])
    expect(
      circles(
        graphOf([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
          ['d', 'd'],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']])
  })
})
