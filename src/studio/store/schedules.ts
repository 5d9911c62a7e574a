/**
 * Scheduled publishes (studio_schedules): files kept as they were when scheduled, published at their
 * time. A due one is claimed by a conditional update, so two studios (or a restart mid-way) never run
 * the same one twice.
 */
import { randomUUID } from 'node:crypto'
import type { Sql } from '../../storage/sql.js'

type ScheduleState = 'odottaa' | 'käynnissä' | 'valmis' | 'epäonnistui' | 'peruttu'

/** A scheduled file: its content when it was scheduled (base64, or null: removed) and the blob HEAD had then. */
export interface ScheduledFile {
  path: string
  content: string | null
  base: string | null
}

export interface Schedule {
  id: string
  runAt: number
  files: ScheduledFile[]
  message: string
  personId: string
  person: string
  createdAt: number
  state: ScheduleState
  startedAt: number | null
  finishedAt: number | null
  result: string
}

interface ScheduleRow {
  id: string
  run_at: number
  files: string
  message: string
  person_id: string
  person: string
  created_at: number
  state: ScheduleState
  started_at: number | null
  finished_at: number | null
  result: string
}
const toSchedule = (r: ScheduleRow): Schedule => ({
  id: r.id,
  runAt: Number(r.run_at),
  files: JSON.parse(r.files) as ScheduledFile[],
  message: r.message,
  personId: r.person_id,
  person: r.person,
  createdAt: Number(r.created_at),
  state: r.state,
  startedAt: r.started_at === null ? null : Number(r.started_at),
  finishedAt: r.finished_at === null ? null : Number(r.finished_at),
  result: r.result,
})

/** The scheduled publishes over a store's handle. */
export class Schedules {
  constructor(private readonly sql: Sql) {}

  async add(input: Omit<Schedule, 'id' | 'state' | 'startedAt' | 'finishedAt' | 'result'>): Promise<Schedule> {
    const s: Schedule = { ...input, id: randomUUID(), state: 'odottaa', startedAt: null, finishedAt: null, result: '' }
    await this.sql.run(
      `INSERT INTO studio_schedules (id, run_at, files, message, person_id, person, created_at, state)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [s.id, s.runAt, JSON.stringify(s.files), s.message, s.personId, s.person, s.createdAt, s.state],
    )
    return s
  }

  /** The newest 200 by their time, latest first. */
  async list(): Promise<Schedule[]> {
    const rows = await this.sql.all<ScheduleRow>(`SELECT * FROM studio_schedules ORDER BY run_at DESC LIMIT 200`)
    return rows.map(toSchedule)
  }

  /**
   * Takes the publishes that are due (waiting and past their time), each once:
   * a row moves from 'odottaa' to 'käynnissä' in one statement, so two
   * studios (or a restart mid-way) never run the same one twice.
   */
  async claimDue(now: number): Promise<Schedule[]> {
    const due = await this.sql.all<ScheduleRow>(
      `SELECT * FROM studio_schedules WHERE state = 'odottaa' AND run_at <= $1 ORDER BY run_at`,
      [now],
    )
    const claimed: Schedule[] = []
    for (const row of due) {
      const n = await this.sql.run(
        `UPDATE studio_schedules SET state = 'käynnissä', started_at = $1 WHERE id = $2 AND state = 'odottaa'`,
        [now, row.id],
      )
      if (n === 1) claimed.push({ ...toSchedule(row), state: 'käynnissä', startedAt: now })
    }
    return claimed
  }

  /** Publishes left running by a studio that stopped: they failed (their work was not finished). */
  async abandonRunning(now: number, why: string): Promise<number> {
    return this.sql.run(
      `UPDATE studio_schedules SET state = 'epäonnistui', finished_at = $1, result = $2 WHERE state = 'käynnissä'`,
      [now, why],
    )
  }

  async finish(id: string, state: 'valmis' | 'epäonnistui', result: string, now: number): Promise<void> {
    await this.sql.run(`UPDATE studio_schedules SET state = $1, result = $2, finished_at = $3 WHERE id = $4`, [
      state,
      result,
      now,
      id,
    ])
  }

  /** Cancels a publish still waiting: false when it is not (run, running, cancelled or unknown). */
  async cancel(id: string, now: number): Promise<boolean> {
    const n = await this.sql.run(
      `UPDATE studio_schedules SET state = 'peruttu', finished_at = $1 WHERE id = $2 AND state = 'odottaa'`,
      [now, id],
    )
    return n > 0
  }
}
