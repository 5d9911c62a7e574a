/**
 * How often one may try to sign in (issue 44, decision 364), in memory (the
 * studio is one process):
 *
 * - every request of the sign-in and invitation routes, per address: 30 in 10 minutes;
 * - failed sign-ins to one account from one address: 10 in 15 minutes, then that
 *   address is refused for that account (429 with Retry-After) and no other;
 * - failed sign-ins to one account from any address slow that account down: the
 *   next attempt waits DELAY_STEP_MS doubled with each failure, never more than
 *   MAX_DELAY_MS, and is then checked as usual. Never a lock-out: a passkey's
 *   signature cannot be guessed, so the owner's own passkey from her own address
 *   always signs in, however many addresses sent wrong ones.
 *
 * A sign-in that succeeds clears its account's failures.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

const DELAY_STEP_MS = 125
/** The longest any sign-in waits for its account's failures. */
export const MAX_DELAY_MS = 2_000
const FAILURE_WINDOW_S = 900

export interface SignInLimitOptions {
  /** Requests per address in 10 minutes (every attempt). */
  perAddress: number
  /** Failures of one account from one address in 15 minutes. */
  perAccountAddress: number
}

const DEFAULT_SIGN_IN_LIMITS: SignInLimitOptions = { perAddress: 30, perAccountAddress: 10 }

/** What the limiter answers: go on (after `delayMs`), or refused for `retryAfterMs`. */
export type SignInDecision = { refused: false; delayMs: number } | { refused: true; retryAfterMs: number }

const refusal = (e: unknown): SignInDecision => {
  if (!(e instanceof RateLimiterRes)) throw e
  return { refused: true, retryAfterMs: Math.max(1, e.msBeforeNext) }
}

/** The wait of an account with `failures` recent failures: 0, then 125 ms doubling, at most MAX_DELAY_MS. */
export const slowDown = (failures: number): number =>
  failures <= 0 ? 0 : Math.min(MAX_DELAY_MS, DELAY_STEP_MS * 2 ** Math.min(failures - 1, 16))

export class SignInLimits {
  private readonly perAddress: RateLimiterMemory
  private readonly perPair: RateLimiterMemory
  private readonly perAccount = new RateLimiterMemory({ points: Number.MAX_SAFE_INTEGER, duration: FAILURE_WINDOW_S })

  constructor(options: SignInLimitOptions = DEFAULT_SIGN_IN_LIMITS) {
    this.perAddress = new RateLimiterMemory({ points: options.perAddress, duration: 600 })
    this.perPair = new RateLimiterMemory({ points: options.perAccountAddress, duration: FAILURE_WINDOW_S })
  }

  /** Every request from `address` (options, registration, sign-in). */
  attempt(address: string): Promise<SignInDecision> {
    return this.perAddress.consume(address).then(() => ({ refused: false, delayMs: 0 }), refusal)
  }

  /** Before a sign-in to `account` from `address` is checked: refused (that pair only), or how long it waits. */
  async before(account: string, address: string): Promise<SignInDecision> {
    const pair = await this.perPair.get(pairKey(account, address))
    if (pair && pair.remainingPoints <= 0) return { refused: true, retryAfterMs: Math.max(1, pair.msBeforeNext) }
    const failures = (await this.perAccount.get(account))?.consumedPoints ?? 0
    return { refused: false, delayMs: slowDown(failures) }
  }

  async failed(account: string, address: string): Promise<void> {
    await this.perPair.penalty(pairKey(account, address), 1)
    await this.perAccount.penalty(account, 1)
  }

  async succeeded(account: string, address: string): Promise<void> {
    await this.perPair.delete(pairKey(account, address))
    await this.perAccount.delete(account)
  }
}

const pairKey = (account: string, address: string) => `${account}\u0000${address}`
