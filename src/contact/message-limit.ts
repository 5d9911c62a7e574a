/**
 * The message field's limit (CONTACT_LIMITS.message of src/rules/contact.ts, spec section 5) without cutting
 * words silently: typing stops at the limit, and text that would pass it
 * (a paste, a long dictation) is cut at the last word boundary of the
 * inserted part, with the number of characters left out reported so the form
 * can say so. Existing text is never shortened. Counts characters as the
 * rules do (code points, charCount). Pure: no DOM, no React.
 */
import { CONTACT_LIMITS } from '../rules/contact.js'

const MESSAGE_MAX = CONTACT_LIMITS.message.max
/** From this many characters the form warns that the limit is near (before it cuts). */
export const MESSAGE_WARN_AT = MESSAGE_MAX - CONTACT_LIMITS.message.warnWhenLeft

export type MessageLimitState = 'ok' | 'near' | 'full'

export interface LimitedMessage {
  value: string
  /** Characters of the new text that did not fit (0 when nothing was left out). */
  dropped: number
}

/** How close a message of `used` characters is to the limit. */
export function limitState(used: number, max = MESSAGE_MAX, warnAt = MESSAGE_WARN_AT): MessageLimitState {
  return used >= max ? 'full' : used >= warnAt ? 'near' : 'ok'
}

/**
 * The field's next value when the visitor changes `previous` into `next`: as
 * typed while it fits; otherwise the inserted text (what `next` adds between
 * the parts it shares with `previous`) is cut to the room left, at a word
 * boundary where the cut would fall inside a word.
 */
export function limitMessage(previous: string, next: string, max = MESSAGE_MAX): LimitedMessage {
  const after = [...next]
  if (after.length <= max) return { value: next, dropped: 0 }
  const before = [...previous]
  let prefix = 0
  while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix++
  let suffix = 0
  while (
    suffix < before.length - prefix &&
    suffix < after.length - prefix &&
    before[before.length - 1 - suffix] === after[after.length - 1 - suffix]
  )
    suffix++
  const inserted = after.slice(prefix, after.length - suffix)
  const kept = after.length - inserted.length
  const room = Math.max(max - kept, 0)
  const following = after[after.length - suffix]
  const space = (c: string | undefined) => c === undefined || /\s/u.test(c)
  // A cut point is a word boundary: after a space, or before one when what follows the insertion starts a new word.
  const boundary = (at: number) =>
    at === 0 || at === inserted.length || space(inserted[at - 1]) || (space(inserted[at]) && space(following))
  let take = Math.min(room, inserted.length)
  while (!boundary(take)) take--
  // One overlong "word" (no space in the room left) at the end of the text: cut it rather than drop it all.
  if (take === 0 && room > 0 && space(following)) take = Math.min(room, inserted.length)
  const value = [...after.slice(0, prefix), ...inserted.slice(0, take), ...after.slice(after.length - suffix)].join('')
  // The kept part may itself exceed the limit (a longer previous value): never shorten what was there.
  return { value: [...value].length > max && kept > max ? previous : value, dropped: inserted.length - take }
}
