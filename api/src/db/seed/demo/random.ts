/**
 * A small seeded pseudo-random generator for demo and benchmark data: the same seed always gives
 * the same sequence, on every machine and runtime (no Math.random, no clock).
 *
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 128-bit state) seeded from a string
 * hash (cyrb128). 128 bits of state keep independent streams (one per generated candidate) from
 * ever colliding, which a 32-bit generator would do after ~65k streams.
 */
import { stableUuid } from '../reference/stable-id'

/** Namespace of every id the demo and benchmark data derive (a fixed, random UUID). */
export const DEMO_ID_NAMESPACE = 'b7a0c2d4-5e61-4f83-9a2b-3c4d5e6f7a81'

/** A deterministic id for a named demo record (`demo:job:acme-cloud:enterprise-ae`). */
export function demoId(name: string): string {
  return stableUuid(name, DEMO_ID_NAMESPACE)
}

/** cyrb128: a fast 128-bit string hash, used only to seed the generator. */
function cyrb128(input: string): [number, number, number, number] {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < input.length; i++) {
    const k = input.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}

export class Random {
  private a: number
  private b: number
  private c: number
  private d: number

  constructor(seed: string | number) {
    ;[this.a, this.b, this.c, this.d] = cyrb128(String(seed))
    // warm up: the first outputs of a freshly seeded sfc32 are weak
    for (let i = 0; i < 12; i++) this.nextUint32()
  }

  /** A uniformly distributed unsigned 32-bit integer. */
  nextUint32(): number {
    this.a >>>= 0
    this.b >>>= 0
    this.c >>>= 0
    this.d >>>= 0
    let t = (this.a + this.b) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.d = (this.d + 1) | 0
    t = (t + this.d) | 0
    this.c = (this.c + t) | 0
    return t >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** An integer in [min, max] rounded to a multiple of `step`. */
  stepped(min: number, max: number, step: number): number {
    return Math.round(this.int(min, max) / step) * step
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0)
    let roll = this.next() * total
    for (const [value, weight] of entries) {
      roll -= weight
      if (roll < 0) return value
    }
    return entries[entries.length - 1]![0]
  }

  /** A new array with the items in random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items]
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[out[i], out[j]] = [out[j] as T, out[i] as T]
    }
    return out
  }

  /** `count` distinct items (fewer when the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, Math.min(count, items.length)))
  }

  /** A random RFC 4122 version-4 UUID drawn from this stream. */
  uuid(): string {
    const hex = (n: number) => n.toString(16).padStart(8, '0')
    const w = [this.nextUint32(), this.nextUint32(), this.nextUint32(), this.nextUint32()]
    w[1] = ((w[1]! & 0xffff0fff) | 0x00004000) >>> 0
    w[2] = ((w[2]! & 0x3fffffff) | 0x80000000) >>> 0
    const s = w.map(hex).join('')
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
  }
}

/**
 * A bijective 32-bit mix (a permutation of [0, 2^32)): distinct inputs give distinct outputs, so
 * index-derived handles (LinkedIn vanity suffixes) never collide within one seed.
 */
export function permute32(value: number, key: number): number {
  let x = (value ^ key) >>> 0
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0
  return (x ^ (x >>> 16)) >>> 0
}

/** A 32-bit number from a string (for keys of permute32). */
export function hash32(input: string): number {
  return cyrb128(input)[0]
}
