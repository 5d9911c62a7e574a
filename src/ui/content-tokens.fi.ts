/**
 * The two Finnish texts the content tokens of src/runtime/tokens.ts build
 * with ({taxDeduction}, the opening hours' "suljettu"). A module of their own,
 * which the Finnish catalogue (src/ui/strings.fi.ts) reuses: tokens.ts reaches
 * the browser through the shell's site data, and must not bring the whole
 * Finnish catalogue into an island on a page in another language.
 */
export const CLOSED_FI = 'suljettu'

/** The {taxDeduction} token: one sentence with the figures of site.json (already formatted in Finnish). */
export const taxDeductionFi = (rate: string, maxPerPerson: string, maxPerCouple: string, ownShare: string) =>
  `Kotitalousvähennys on ${rate} työn osuudesta, enintään ${maxPerPerson} henkilöä kohden vuodessa (pariskunnalla ${maxPerCouple}). Omavastuu on ${ownShare} henkilöä kohden.`
