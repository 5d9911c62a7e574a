import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createMachine, setup, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { docPath, MACHINES, machineDoc, mermaidId, toMermaid } from './machine-diagrams.js'

// ------------------------------------------------------------ a parser for the Mermaid the generator may write

interface ParsedState {
  id: string
  label: string
  composite: boolean
  parent: string | null
}
interface ParsedEdge {
  from: string
  to: string
  label: string
  scope: string | null
}
interface ParsedDiagram {
  states: Map<string, ParsedState>
  edges: ParsedEdge[]
  /** `[*] --> x` per enclosing block (null: top level). */
  initials: { scope: string | null; target: string }[]
  finals: string[]
  separators: { scope: string | null }[]
}

const ID = '[A-Za-z_][A-Za-z0-9_]*'
const KEYWORDS = [
  'as',
  'class',
  'classdef',
  'click',
  'default',
  'direction',
  'end',
  'hide',
  'note',
  'scale',
  'state',
  'style',
]

/**
 * Reads the subset of stateDiagram-v2 the generator writes and throws on
 * anything else: unknown lines, unbalanced `{`/`}`, ids Mermaid rejects or
 * reads as keywords, labels with `:`, `;` or `#`, a state declared twice or
 * used in a transition before it is declared (Mermaid would then create it in
 * the wrong composite).
 */
function parseMermaid(text: string): ParsedDiagram {
  const lines = text.split('\n')
  if (lines[0] !== 'stateDiagram-v2') throw new Error(`first line is not stateDiagram-v2: ${lines[0]}`)
  const d: ParsedDiagram = { states: new Map(), edges: [], initials: [], finals: [], separators: [] }
  const stack: string[] = []
  const scope = () => stack.at(-1) ?? null
  const checkId = (id: string, line: string) => {
    if (!new RegExp(`^${ID}$`).test(id)) throw new Error(`bad id '${id}' in: ${line}`)
    if (KEYWORDS.includes(id.toLowerCase())) throw new Error(`id is a Mermaid keyword: ${line}`)
  }
  const declare = (id: string, label: string, composite: boolean, line: string) => {
    checkId(id, line)
    if (d.states.has(id)) throw new Error(`state declared twice: ${line}`)
    d.states.set(id, { id, label, composite, parent: scope() })
  }
  const used = (id: string, line: string) => {
    if (!d.states.has(id)) throw new Error(`state used before it is declared: ${line}`)
  }
  for (const raw of lines.slice(1)) {
    const line = raw.trim()
    let m: RegExpExecArray | null
    if (line === '') continue
    // biome-ignore-start lint/suspicious/noAssignInExpressions: one regex per line form, matched in turn
    if ((m = new RegExp(`^state "([^"]+)" as (${ID})$`).exec(line))) declare(m[2]!, m[1]!, false, line)
    else if ((m = new RegExp(`^state (${ID}) \\{$`).exec(line))) {
      declare(m[1]!, m[1]!, true, line)
      stack.push(m[1]!)
    } else if (line === '}') {
      if (!stack.pop()) throw new Error('unbalanced }')
    } else if (line === '--') {
      if (!scope()) throw new Error('-- outside a composite state')
      d.separators.push({ scope: scope() })
    } else if ((m = new RegExp(`^\\[\\*\\] --> (${ID})$`).exec(line))) {
      // `[*] --> x` comes just before x is declared in the same block (Mermaid accepts that); checked at the end.
      checkId(m[1]!, line)
      d.initials.push({ scope: scope(), target: m[1]! })
    } else if ((m = new RegExp(`^(${ID}) --> \\[\\*\\]$`).exec(line))) {
      used(m[1]!, line)
      d.finals.push(m[1]!)
    } else if ((m = new RegExp(`^(${ID}) --> (${ID}) : (.+)$`).exec(line))) {
      used(m[1]!, line)
      used(m[2]!, line)
      if (/[:;#]/.test(m[3]!)) throw new Error(`label with a character Mermaid cuts at: ${line}`)
      d.edges.push({ from: m[1]!, to: m[2]!, label: m[3]!, scope: scope() })
    } else throw new Error(`line the generator should not write: '${raw}'`)
    // biome-ignore-end lint/suspicious/noAssignInExpressions: -
  }
  if (stack.length) throw new Error(`unclosed composite state(s): ${stack.join(', ')}`)
  for (const { target } of d.initials) if (!d.states.has(target)) throw new Error(`[*] --> ${target}: no such state`)
  return d
}

// ------------------------------------------------------------ what the machine says

const allNodes = (machine: AnyStateMachine): AnyStateNode[] => [machine.root, ...getStateNodes(machine)]

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...((node.always ?? []) as AnyTransitionDefinition[])]
}

/** Label event part: the label without its ` [guard]`. */
const eventPart = (label: string) => label.replace(/ \[[^\]]+\]$/, '')

function checkDiagramAgainstMachine(machine: AnyStateMachine) {
  const d = parseMermaid(toMermaid(machine))
  const nodes = allNodes(machine)

  // Every state, in the right composite, with its own name as label.
  for (const node of nodes) {
    const state = d.states.get(mermaidId(node))
    expect(state, `state ${node.id}`).toBeDefined()
    expect(state!.parent).toBe(node.parent ? mermaidId(node.parent) : null)
    expect(state!.composite).toBe(Object.keys(node.states).length > 0)
    if (!state!.composite) expect(state!.label).toBe(node.key)
  }
  expect(d.states.size).toBe(nodes.length)

  // Initial state of every compound state, final states, regions of parallel states.
  expect(d.initials).toContainEqual({ scope: null, target: mermaidId(machine.root) })
  for (const node of nodes.filter((n) => n.type === 'compound')) {
    for (const t of node.initial.target)
      expect(d.initials).toContainEqual({ scope: mermaidId(node), target: mermaidId(t) })
  }
  expect(d.initials).toHaveLength(1 + nodes.filter((n) => n.type === 'compound').length)
  expect(d.finals.sort()).toEqual(
    nodes
      .filter((n) => n.type === 'final')
      .map(mermaidId)
      .sort(),
  )
  for (const node of nodes.filter((n) => n.type === 'parallel')) {
    expect(d.separators.filter((s) => s.scope === mermaidId(node))).toHaveLength(Object.keys(node.states).length - 1)
  }

  // One edge per transition target, none lost, none invented.
  const expectedEdges = nodes.flatMap((node) =>
    transitionsOf(node).flatMap((t) =>
      (t.target ?? [node]).map((target) => `${mermaidId(node)} -> ${mermaidId(target)}`),
    ),
  )
  expect(d.edges.map((e) => `${e.from} -> ${e.to}`).sort()).toEqual(expectedEdges.sort())

  // Every event type of the machine on a transition, XState's own events by name.
  const labels = d.edges.map((e) => e.label)
  const delays = Object.keys(machine.implementations.delays ?? {})
  expect(machine.events.length).toBeGreaterThan(0)
  for (const type of machine.events) {
    const after = /^xstate\.after\.(.+?)\.(.+)$/.exec(type)
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)
    if (after) {
      const [, delay, stateId] = after
      const node = nodes.find((n) => n.id === stateId)!
      expect(delays.includes(delay!) || /^\d+$/.test(delay!), `delay ${delay} is named in delays or a number`).toBe(
        true,
      )
      const text = /^\d+$/.test(delay!) ? `after ${delay} ms` : `after ${delay}`
      expect(
        d.edges.some((e) => e.from === mermaidId(node) && eventPart(e.label) === text),
        `${type} as '${text}'`,
      ).toBe(true)
    } else if (actor) {
      expect(labels.map(eventPart), type).toContain(`${actor[1]} ${actor[2]}`)
    } else if (type.startsWith('xstate.done.state.')) {
      expect(
        labels.some((l) => eventPart(l).startsWith('done ')),
        type,
      ).toBe(true)
    } else {
      expect(labels.map(eventPart), type).toContain(type)
    }
  }
  for (const node of nodes)
    if (node.always?.length)
      expect(d.edges.some((e) => e.from === mermaidId(node) && eventPart(e.label) === 'always')).toBe(true)
  expect(labels.filter((l) => l.includes('xstate.'))).toEqual([])

  // Every guard by name on its transition.
  for (const node of nodes) {
    for (const t of transitionsOf(node)) {
      if (typeof t.guard === 'string') {
        expect(
          d.edges.some((e) => e.from === mermaidId(node) && e.label.endsWith(` [${t.guard}]`)),
          `${node.id}: ${t.guard}`,
        ).toBe(true)
      }
    }
  }
  return d
}

// ------------------------------------------------------------ tests

describe('machine diagrams (npm run machines)', () => {
  for (const entry of MACHINES) {
    describe(entry.name, () => {
      it('the committed docs/machines file is up to date (run npm run machines when this fails)', () => {
        expect(readFileSync(docPath(entry), 'utf8')).toBe(machineDoc(entry))
      })

      it('shows every state, event, delay and guard of the machine in sane Mermaid', () => {
        checkDiagramAgainstMachine(entry.machine)
      })

      it('lists every guard, delay, action and actor of the machine in the table', () => {
        const doc = machineDoc(entry)
        const impl = entry.machine.implementations
        const named = [
          ...Object.keys(impl.guards),
          ...Object.keys(impl.delays),
          ...Object.keys(impl.actions),
          ...Object.keys(impl.actors),
        ]
        for (const name of named)
          expect(doc, name).toMatch(new RegExp(`^\\| (guard|delay|action|actor) \\| \`${name}\` \\|`, 'm'))
        expect(doc).not.toContain('xstate.')
      })

      it('is written from the machine: the Mermaid block of the file is toMermaid(machine)', () => {
        const block = /```mermaid\n([\s\S]*?)\n```/.exec(readFileSync(docPath(entry), 'utf8'))?.[1]
        expect(block).toBe(toMermaid(entry.machine))
      })
    })
  }

  it('a change to a machine without npm run machines leaves the committed file stale', () => {
    const entry = MACHINES.find((m) => m.name === 'cookie-consent')!
    const config = entry.machine.config
    const changed = createMachine(
      { ...config, states: { ...config.states, paused: { on: { 'user.resume': 'checking' } } } } as never,
      entry.machine.implementations as never,
    ) as AnyStateMachine
    const doc = machineDoc({ ...entry, machine: changed })
    expect(doc).toContain('state "paused" as paused')
    expect(doc).toContain('paused --> checking : user.resume')
    expect(doc).not.toBe(readFileSync(docPath(entry), 'utf8'))
  })

  it('sanitises ids and draws parallel regions, final states, numeric delays and done events', () => {
    const machine = setup({ guards: { isReady: () => true } }).createMachine({
      id: 'upload-flow',
      initial: 'default',
      states: {
        default: { on: { 'file.chosen': 'work-in-progress' } },
        'work-in-progress': {
          type: 'parallel',
          onDone: 'all-done',
          states: {
            'send-file': {
              initial: 'sending',
              states: { sending: { after: { 2000: 'sent' } }, sent: { type: 'final' } },
            },
            scan: {
              initial: 'scanning',
              states: {
                scanning: { on: { 'scan.ok': { guard: 'isReady', target: 'clean' } } },
                clean: { type: 'final' },
              },
            },
          },
        },
        'all-done': { type: 'final' },
      },
    })
    const d = checkDiagramAgainstMachine(machine)
    expect([...d.states.keys()].sort()).toEqual(
      [
        'upload_flow',
        'default_state',
        'work_in_progress',
        'work_in_progress_send_file',
        'work_in_progress_send_file_sending',
        'work_in_progress_send_file_sent',
        'work_in_progress_scan',
        'work_in_progress_scan_scanning',
        'work_in_progress_scan_clean',
        'all_done',
      ].sort(),
    )
    expect(d.separators).toEqual([{ scope: 'work_in_progress' }])
    expect(d.finals.sort()).toEqual(['all_done', 'work_in_progress_scan_clean', 'work_in_progress_send_file_sent'])
    const labels = d.edges.map((e) => `${e.from} -> ${e.to} : ${e.label}`)
    expect(labels).toContain('work_in_progress_send_file_sending -> work_in_progress_send_file_sent : after 2000 ms')
    expect(labels).toContain('work_in_progress_scan_scanning -> work_in_progress_scan_clean : scan.ok [isReady]')
    expect(labels).toContain('work_in_progress -> all_done : done work-in-progress')
  })

  it('refuses two states that would get the same Mermaid id', () => {
    const machine = createMachine({ id: 'clash', initial: 'a-b', states: { 'a-b': {}, a_b: {} } })
    expect(() => toMermaid(machine)).toThrow(/'a-b' and 'a_b' both become the Mermaid id 'a_b'/)
  })

  it('keeps each machine a plain exported setup(...).createMachine({ id: "..." }) for the Stately editor', () => {
    for (const entry of MACHINES) {
      const source = readFileSync(entry.source, 'utf8')
      expect(source, entry.source).toMatch(/^export const \w+Machine = setup\(\{$/m)
      const config = source.slice(source.indexOf('}).createMachine({'))
      expect(config, entry.source).toMatch(
        new RegExp(`^}\\)\\.createMachine\\(\\{\\n  id: '${entry.machine.id}',$`, 'm'),
      )
    }
  })

  it('the parser used here rejects what Mermaid rejects', () => {
    expect(() => parseMermaid('stateDiagram-v2\n  state a {\n  state "b" as b')).toThrow(/unclosed/)
    expect(() => parseMermaid('stateDiagram-v2\n  }')).toThrow(/unbalanced/)
    expect(() => parseMermaid('stateDiagram-v2\n  state "x" as banner.simple')).toThrow()
    expect(() => parseMermaid('stateDiagram-v2\n  state "x" as a-b')).toThrow()
    expect(() => parseMermaid('stateDiagram-v2\n  state "a" as a\n  a --> a : xstate.after.5000 : x')).toThrow(/label/)
    expect(() => parseMermaid('stateDiagram-v2\n  state "a" as a\n  a --> b : e')).toThrow(/before it is declared/)
  })
})
