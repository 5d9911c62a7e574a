/**
 * Math questions for a benchmark's messages (docs/decisions/253): each accepted message needs a token
 * of its own, asked for by the same client beforehand (GET /api/contact-question), as the form does.
 */
export interface AnsweredQuestion {
  mathAnswer: number
  mathToken: string
}

/** `count` questions from `origin`, answered, fetched `parallel` at a time. */
export async function answeredQuestions(origin: string, count: number, parallel = 16): Promise<AnsweredQuestion[]> {
  const out: AnsweredQuestion[] = []
  for (let i = 0; i < count; i += parallel) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(parallel, count - i) }, async () => {
        const response = await fetch(`${origin}/api/contact-question`)
        if (!response.ok) throw new Error(`GET /api/contact-question: ${response.status}`)
        const q = (await response.json()) as { a: number; b: number; token: string }
        return { mathAnswer: q.a + q.b, mathToken: q.token }
      }),
    )
    out.push(...batch)
  }
  return out
}
