/**
 * The phone part's figures (scripts/bench/phone.ts) as budget rows and a
 * section of docs/benchmarks.md. Pure: results in, Markdown out.
 */
import type { PhoneResult, PhoneSeries } from './phone.js'
import { type BudgetRow, compareToTarget, formatMs, markdownTable, targetLabel, type Target } from './report.js'

/** Issue 23's budgets on the phone profile. */
const PHONE_TARGETS = {
  dialogMs: { limit: 1000, kind: 'max', format: formatMs },
  firstTapMs: { limit: 300, kind: 'max', format: formatMs },
  inpMs: { limit: 200, kind: 'max', format: formatMs },
} satisfies Record<string, Target>

/** A figure: "never" when the outcome did not come, "< 16 ms" for an INP without an entry. */
export function phoneFigure(value: number | null, inp = false): string {
  if (value === null || value === Number.POSITIVE_INFINITY) return 'never'
  if (inp && value < 16) return '< 16 ms'
  return formatMs(value)
}

function verdict(s: PhoneSeries, target: Target): string {
  return s.median === null ? '**missed** (never)' : compareToTarget(s.median, target)
}

const INP_LABELS = { menu: 'the menu ("Valikko")', dialog: '"Ilmainen konsultaatio"', option: 'a calculator option' }

export function phoneBudgetRows(r: PhoneResult): BudgetRow[] {
  const profile = 'phone profile (390x844, 400 kbps, 400 ms, CPU 4×)'
  const first = r.calculatorFirstTap
  return [
    {
      budget: `Tap on "Ilmainen konsultaatio" at first paint → dialog open, ${profile}, median of ${r.runs}`,
      measured: phoneFigure(r.dialogAtFirstPaint.phone.median),
      baseline: `unthrottled ${phoneFigure(r.dialogAtFirstPaint.unthrottled.median)}`,
      target: targetLabel(PHONE_TARGETS.dialogMs),
      result: verdict(r.dialogAtFirstPaint.phone, PHONE_TARGETS.dialogMs),
      why: '',
    },
    {
      budget: `Calculator's first tap 3 s after load → price updated, ${profile}, median of ${r.runs}`,
      measured: phoneFigure(first.phone.median),
      baseline: `code on the first touch (before issue 23) ${phoneFigure(first['phone-before'].median)}; unthrottled ${phoneFigure(first.unthrottled.median)}`,
      target: targetLabel(PHONE_TARGETS.firstTapMs),
      result: verdict(first.phone, PHONE_TARGETS.firstTapMs),
      why:
        first.phone.median !== null && first.phone.median > PHONE_TARGETS.firstTapMs.limit
          ? "the island's code (about 80 KB gzip) comes as a chain of chunks, one 400 ms round trip per level, and hydrates at 4× CPU: 3 s after load it is not always there yet (the tap then shows the working state)"
          : '',
    },
    ...(['menu', 'dialog', 'option'] as const).map((what) => ({
      budget: `Interaction to Next Paint, ${INP_LABELS[what]}, ${profile}, median of ${r.runs}`,
      measured: phoneFigure(r.inp[what].phone.median, true),
      baseline: `unthrottled ${phoneFigure(r.inp[what].unthrottled.median, true)}`,
      target: targetLabel(PHONE_TARGETS.inpMs),
      result: verdict(r.inp[what].phone, PHONE_TARGETS.inpMs),
      why: '',
    })),
  ]
}

const runsCell = (s: PhoneSeries, inp = false) => s.runs.map((v) => phoneFigure(v, inp)).join(', ')

export function phoneSection(r: PhoneResult, machineLine: string): string {
  const rows = [
    ['dialog open after a tap at first paint', 'phone', runsCell(r.dialogAtFirstPaint.phone)],
    ['', 'unthrottled', runsCell(r.dialogAtFirstPaint.unthrottled)],
    ["calculator's first tap 3 s after load", 'phone', runsCell(r.calculatorFirstTap.phone)],
    ['', 'phone, code on the first touch (before)', runsCell(r.calculatorFirstTap['phone-before'])],
    ['', 'unthrottled', runsCell(r.calculatorFirstTap.unthrottled)],
    ...(['menu', 'dialog', 'option'] as const).flatMap((what) => [
      [`INP, ${INP_LABELS[what]}`, 'phone', runsCell(r.inp[what].phone, true)],
      ['', 'unthrottled', runsCell(r.inp[what].unthrottled, true)],
    ]),
  ]
  return [
    '## Phone profile',
    '',
    machineLine,
    '',
    `\`${r.page}\` as a returning visitor on a phone: Playwright with Debian's Chromium, ${r.profile.viewport.width}x${r.profile.viewport.height} with touch,`,
    `CDP Network.emulateNetworkConditions (${r.profile.downloadBytesPerSecond} bytes/s, ${r.profile.latencyMs} ms added to each round trip) and`,
    `Emulation.setCPUThrottlingRate ${r.profile.cpuSlowdown}; a fresh context (nothing cached) per figure; times from the tap's pointerdown to the frame after`,
    "the outcome; INP is the longest 'event' entry of the interaction (PerformanceObserver, durationThreshold 16), once the calculator is interactive.",
    'The medians are in the budget table above; every run, in order:',
    '',
    markdownTable(['figure', 'side', `runs (${r.runs})`], rows),
    '',
  ].join('\n')
}
