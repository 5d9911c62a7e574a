/**
 * Who has which document open (issue 29, "two people at once"): each open
 * studio tells the server every 20 seconds which document it shows; an entry
 * not renewed within 50 seconds is gone. In memory: the studio is one
 * process, and a restart forgets only who is looking at what.
 */
const PRESENCE_TTL_MS = 50_000

interface Seen {
  name: string
  file: string | null
  at: number
}

export class Presence {
  private readonly seen = new Map<string, Seen>()

  /** Records that `personId` (named `name`) has `file` open (null: none), and answers who has what open. */
  beat(personId: string, name: string, file: string | null, now = Date.now()): Record<string, string[]> {
    this.seen.set(personId, { name, file, at: now })
    const open: Record<string, string[]> = {}
    for (const [id, s] of this.seen) {
      if (now - s.at > PRESENCE_TTL_MS) this.seen.delete(id)
      else if (s.file && id !== personId) open[s.file] = [...(open[s.file] ?? []), s.name]
    }
    return open
  }

  leave(personId: string): void {
    this.seen.delete(personId)
  }
}
