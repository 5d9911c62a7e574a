/** The math questions' ledger contract (docs/decisions/253), run on each store: SQLite and PostgreSQL. */
import { expect, it } from 'vitest'
import type { QuestionLedger } from '../../server/contact/question-ledger.js'
import { WRONG_ANSWERS_PER_HOUR } from '../../src/rules/math-rules.js'

/** The ledger's contract, whichever store keeps it. */
export function ledgerContract(open: () => Promise<QuestionLedger>) {
  it('takes a question once; given back, it can be taken again', async () => {
    const ledger = await open()
    expect(await ledger.isOpen('q1')).toBe(true)
    expect(await ledger.use('q1')).toBe(true)
    expect(await ledger.use('q1')).toBe(false)
    expect(await ledger.isOpen('q1')).toBe(false)
    await ledger.giveBack('q1')
    expect(await ledger.use('q1')).toBe(true)
    expect(await ledger.isOpen('q2')).toBe(true)
  })

  it('burns a question with its third wrong answer and holds an address back after ten', async () => {
    const ledger = await open()
    expect(await ledger.wrongAnswer('q3', 'addr')).toBe(false)
    expect(await ledger.wrongAnswer('q3', 'addr')).toBe(false)
    expect(await ledger.wrongAnswer('q3', 'addr')).toBe(true)
    expect(await ledger.isOpen('q3')).toBe(false)
    expect(await ledger.addressWait('addr')).toBe(0)
    for (let i = 3; i < WRONG_ANSWERS_PER_HOUR; i++) await ledger.wrongAnswer(`q-${i}`, 'addr')
    expect(await ledger.addressWait('addr')).toBeGreaterThan(0)
    expect(await ledger.addressWait('another')).toBe(0)
  })
}
