/** Closest candidate by edit distance, for "did you mean ...?" hints. */
function levenshtein(a: string, b: string): number {
  if (a === b) return 0
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!
    prev[0] = i
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1))
      diag = tmp
    }
  }
  return prev[b.length]!
}

/** Best match within a distance proportional to the word's length, or undefined. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined
  let bestScore = Infinity
  const lower = word.toLowerCase()
  for (const c of candidates) {
    const score = levenshtein(lower, c.toLowerCase())
    if (score < bestScore) {
      best = c
      bestScore = score
    }
  }
  const limit = Math.max(2, Math.ceil(word.length * 0.4))
  return best !== undefined && bestScore <= limit ? best : undefined
}

/** Up to `count` candidates nearest to the word by edit distance, nearest first, within the same distance as `closest`. */
export function nearest(word: string, candidates: Iterable<string>, count = 3): string[] {
  const lower = word.toLowerCase()
  const limit = Math.max(2, Math.ceil(word.length * 0.4))
  return [...candidates]
    .map((c) => ({ c, score: levenshtein(lower, c.toLowerCase()) }))
    .filter((x) => x.score <= limit)
    .sort((a, b) => a.score - b.score || (a.c < b.c ? -1 : 1))
    .slice(0, count)
    .map((x) => x.c)
}
