/**
 * Seeded pseudo-random numbers (mulberry32): the data set is the same on every
 * run for the same seed, on every machine.
 */
export interface Random {
  /** Float in [0, 1). */
  next(): number
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  weighted<T>(items: readonly (readonly [T, number])[]): T
  /** A random subset, each item kept with the probability. */
  subset<T>(items: readonly T[], probability: number): T[]
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('pick from an empty list')
      return item
    },
    weighted: (items) => {
      const total = items.reduce((s, [, w]) => s + w, 0)
      let r = next() * total
      for (const [item, w] of items) {
        r -= w
        if (r < 0) return item
      }
      const last = items[items.length - 1]
      if (!last) throw new Error('weighted pick from an empty list')
      return last[0]
    },
    subset: (items, p) => items.filter(() => next() < p),
  }
  return random
}

/** Stable 32-bit hash of a string (FNV-1a), for deterministic values derived from text. */
export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}
