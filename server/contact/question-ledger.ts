/**
 * What the store keeps about the math questions (docs/decisions/253): which were used for an accepted
 * message (never again), how many wrong answers each had (WRONG_ANSWERS_PER_QUESTION, then it is burnt),
 * and how many wrong answers each client address gave in the hour (WRONG_ANSWERS_PER_HOUR, then its
 * answers wait). Counters of rate-limiter-flexible in the limits' table of the outbox's database (SQLite,
 * or PostgreSQL shared by every instance: a question made by one instance is taken once by any),
 * each row gone when its time is up. The questions themselves are never stored: their numbers travel
 * encrypted in their tokens (server/contact/question.ts); these counters know only a token's random id.
 */
import type Database from 'better-sqlite3'
import type { Pool } from 'pg'
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { QUESTION_LIFETIME_MS, WRONG_ANSWERS_PER_HOUR, WRONG_ANSWERS_PER_QUESTION } from '../../src/rules/math-rules.js'
import { postgresLimiter, postgresLimitTable, sqliteLimiter, sqliteLimitTable } from './rate-limit.js'

const LIFETIME_S = QUESTION_LIFETIME_MS / 1000

/** The three counters, as rate-limiter-flexible keeps them (prefix, points, seconds). */
const COUNTERS = {
  used: { keyPrefix: 'question-used', points: 1, duration: LIFETIME_S },
  wrong: { keyPrefix: 'question-wrong', points: WRONG_ANSWERS_PER_QUESTION, duration: LIFETIME_S },
  wrongFromAddress: { keyPrefix: 'answers-wrong', points: WRONG_ANSWERS_PER_HOUR, duration: 3600 },
} as const

type Counters = Record<keyof typeof COUNTERS, RateLimiterAbstract>

export class QuestionLedger {
  constructor(private readonly counters: Counters) {}

  /** Milliseconds until a client address's answers are checked again (0: now), after too many wrong ones. */
  async addressWait(clientKey: string): Promise<number> {
    const res = await this.counters.wrongFromAddress.get(clientKey)
    return res && res.consumedPoints >= COUNTERS.wrongFromAddress.points ? Math.max(1, res.msBeforeNext) : 0
  }

  /** Whether the question may still be answered: not used for a message, not burnt by wrong answers. */
  async isOpen(id: string): Promise<boolean> {
    const [used, wrong] = await Promise.all([this.counters.used.get(id), this.counters.wrong.get(id)])
    return (used?.consumedPoints ?? 0) < COUNTERS.used.points && (wrong?.consumedPoints ?? 0) < COUNTERS.wrong.points
  }

  /** Counts a wrong answer against the question and the address; true when the question is burnt by it. */
  async wrongAnswer(id: string, clientKey: string): Promise<boolean> {
    const [question] = await Promise.all([
      this.counters.wrong.penalty(id, 1),
      this.counters.wrongFromAddress.penalty(clientKey, 1),
    ])
    return question.consumedPoints >= COUNTERS.wrong.points
  }

  /** Takes the question for an accepted message: false when it was taken already (two sends at once). */
  async use(id: string): Promise<boolean> {
    try {
      await this.counters.used.consume(id, 1)
      return true
    } catch (error) {
      if (error instanceof RateLimiterRes) return false
      throw error
    }
  }

  /** Gives the question back (the message could not be stored after all: the visitor sends it again). */
  async giveBack(id: string): Promise<void> {
    await this.counters.used.delete(id)
  }
}

const build = (make: (options: (typeof COUNTERS)[keyof typeof COUNTERS]) => RateLimiterAbstract) =>
  new QuestionLedger({
    used: make(COUNTERS.used),
    wrong: make(COUNTERS.wrong),
    wrongFromAddress: make(COUNTERS.wrongFromAddress),
  })

export function sqliteQuestionLedger(db: Database.Database): QuestionLedger {
  sqliteLimitTable(db)
  return build((options) => sqliteLimiter(db, options))
}

export async function postgresQuestionLedger(pool: Pool): Promise<QuestionLedger> {
  await postgresLimitTable(pool)
  return build((options) => postgresLimiter(pool, options))
}
