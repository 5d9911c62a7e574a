/**
 * npm run machines: a Mermaid `stateDiagram-v2` of each XState machine, read
 * from the machine definition itself (`toDirectedGraph` from xstate/graph),
 * written to docs/machines/<name>.md with a table of its events, guards,
 * delays, actions and invoked actors. `--check` exits 1 when a committed file
 * is stale (scripts/machine-diagrams.test.ts does the same).
 *
 * What the diagram shows: states with their nesting (composite states),
 * `[*] -->` the initial state of each compound state, `--> [*]` final states,
 * `--` between the regions of a parallel state, and on each transition its
 * event, with the guard by name (`user.submit [isSentTooSoon]`). Timers read
 * `after noticeDuration` (the delay's name in the machine, not
 * `xstate.after.5000...`), an invoked actor's result `done sendMessage` /
 * `error sendMessage`, eventless transitions `always`. A transition without a
 * target (actions only) is drawn as a loop on the state that handles it.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph'
import { contactFormMachine } from '../src/machines/contact-form.machine.js'
import { cookieConsentMachine } from '../src/machines/cookie-consent.machine.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const DOCS_DIR = path.join(root, 'docs/machines')

export interface MachineEntry {
  /** File name under docs/machines/ (without .md). */
  name: string
  title: string
  /** The machine's source file, relative to the repository root. */
  source: string
  intro: string
  machine: AnyStateMachine
}

export const MACHINES: readonly MachineEntry[] = [
  {
    name: 'contact-form',
    title: 'Contact form',
    source: 'src/machines/contact-form.machine.ts',
    intro:
      'The contact form of the header and footer modals, the contact page and the call to action: the checks on ' +
      "`user.submit` in the spec's order, the call to `POST /api/send-telegram` (`sendMessage`), the success and " +
      'error notices that hide after `noticeDuration`, and `notifyDone` that closes a modal after `modalCloseDelay`. ' +
      'The view is src/contact/ContactForm.tsx; the behaviour is described in [docs/contact-form.md](../contact-form.md).',
    machine: contactFormMachine,
  },
  {
    name: 'cookie-consent',
    title: 'Cookie consent',
    source: 'src/machines/cookie-consent.machine.ts',
    intro:
      'The cookie banner, its settings view and the "Evästeasetukset" pop-up: a valid stored choice skips the banner, ' +
      'otherwise it appears after `bannerDelay`; a choice saved or cleared in another tab (`storage.*`) or a reset ' +
      'moves every open tab along. The browser side is src/consent/consent-browser-actor.ts; the behaviour is described in ' +
      '[docs/cookie-consent.md](../cookie-consent.md).',
    machine: cookieConsentMachine,
  },
]

// ---------------------------------------------------------------- ids and labels

/** Words the Mermaid state-diagram lexer reads as keywords; an id equal to one gets a suffix. */
const MERMAID_KEYWORDS = new Set([
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
])

/** A Mermaid id: letters, digits and `_` only (Mermaid rejects `-`, `:` and spaces in ids; dots are avoided too). */
export function sanitizeId(raw: string): string {
  let id = raw.replace(/[^A-Za-z0-9_]/g, '_')
  if (!/^[A-Za-z_]/.test(id)) id = `s_${id}`
  if (MERMAID_KEYWORDS.has(id.toLowerCase())) id = `${id}_state`
  return id
}

/** The Mermaid id of a state node: the machine id for the root, else its path from the root joined with `_`. */
export function mermaidId(node: AnyStateNode): string {
  return sanitizeId(node.path.length === 0 ? node.machine.id : node.path.join('_'))
}

/** A state as people read it: its path from the root with dots (`banner.settings`), the machine id for the root. */
function stateName(node: AnyStateNode): string {
  return node.path.length === 0 ? node.machine.id : node.path.join('.')
}

/** Text Mermaid accepts after `:` on a transition (no `:`, `;`, `#` or line break). */
function labelText(text: string): string {
  return text
    .replace(/[:;#\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function implementationName(item: unknown, fallback: string): string {
  if (typeof item === 'string') return item
  if (item && (typeof item === 'object' || typeof item === 'function')) {
    const type = (item as { type?: unknown }).type
    if (typeof type === 'string') return type
    const name = (item as { name?: unknown }).name
    if (typeof item === 'function' && typeof name === 'string' && name !== '') return name
  }
  return fallback
}

/** The delay of an `after` transition: its name in `delays`, or a number of ms (set by XState, not in the public type). */
function delayOf(transition: AnyTransitionDefinition): string | number | undefined {
  const delay = (transition as { delay?: unknown }).delay
  return typeof delay === 'string' || typeof delay === 'number' ? delay : undefined
}

function guardName(transition: AnyTransitionDefinition): string | undefined {
  return transition.guard === undefined ? undefined : implementationName(transition.guard, 'inline guard')
}

/** The event part of a transition's label: the event type, or the named form of XState's own events. */
export function eventLabel(transition: AnyTransitionDefinition): string {
  const type = transition.eventType
  if (type === '') return 'always'
  if (type === '*') return 'any event'
  if (type.startsWith('xstate.after.')) {
    const delay = delayOf(transition)
    return `after ${typeof delay === 'number' ? `${delay} ms` : String(delay ?? type.slice('xstate.after.'.length))}`
  }
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)
  if (done) return `${done[1]} ${done[2]}`
  if (type.startsWith('xstate.done.state.')) return `done ${type.slice('xstate.done.state.'.length).split('.').pop()}`
  return type
}

function transitionLabel(transition: AnyTransitionDefinition): string {
  const guard = guardName(transition)
  return labelText(guard ? `${eventLabel(transition)} [${guard}]` : eventLabel(transition))
}

/** Action names of a list, without the raise/cancel XState adds for `after`. */
function actionNames(actions: readonly unknown[]): string[] {
  return actions
    .filter((a) => {
      const action = a as { type?: unknown; event?: { type?: unknown }; sendId?: unknown }
      if (action?.type === 'xstate.raise' && typeof action.event?.type === 'string')
        return !action.event.type.startsWith('xstate.after.')
      if (action?.type === 'xstate.cancel')
        return !(typeof action.sendId === 'string' && action.sendId.startsWith('xstate.after.'))
      return true
    })
    .map((a) => implementationName(a, 'inline action'))
}

// ---------------------------------------------------------------- graph

interface Edge {
  source: AnyStateNode
  target: AnyStateNode
  transition: AnyTransitionDefinition
}

/** Every transition of a node: `toDirectedGraph`'s edges plus the eventless (`always`) ones it leaves out. */
function edgesOf(graph: DirectedGraphNode): Edge[] {
  const node = graph.stateNode
  const edges: Edge[] = graph.edges.map((e) => ({ source: e.source, target: e.target, transition: e.transition }))
  for (const t of (node.always ?? []) as AnyTransitionDefinition[]) {
    for (const target of t.target ?? [node]) edges.push({ source: node, target, transition: t })
  }
  return edges
}

function ancestors(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = []
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) chain.unshift(n)
  return chain
}

/**
 * Where an edge is written: inside the innermost composite that contains both
 * ends (a loop: the parent of its state), `null` for the top level. Written
 * after the states of that block are declared, so Mermaid never creates a
 * state in the wrong composite.
 */
function edgeScope(edge: Edge): AnyStateNode | null {
  if (edge.source === edge.target) return edge.source.parent ?? null
  const a = ancestors(edge.source)
  const b = ancestors(edge.target)
  let common: AnyStateNode | null = null
  for (let i = 0; i < Math.min(a.length, b.length) && a[i] === b[i]; i++) common = a[i]!
  // An edge from or to the composite itself belongs to the block around it.
  if (common === edge.source || common === edge.target) return common.parent ?? null
  return common
}

export interface MachineGraph {
  machine: AnyStateMachine
  /** Every state node, the root first, in document order. */
  nodes: AnyStateNode[]
  edges: Edge[]
}

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const nodes: AnyStateNode[] = []
  const edges: Edge[] = []
  const walk = (graph: DirectedGraphNode) => {
    nodes.push(graph.stateNode)
    edges.push(...edgesOf(graph))
    graph.children.forEach(walk)
  }
  walk(toDirectedGraph(machine))
  const seen = new Map<string, string>()
  for (const node of nodes) {
    const id = mermaidId(node)
    const other = seen.get(id)
    if (other)
      throw new Error(
        `${machine.id}: states '${other}' and '${stateName(node)}' both become the Mermaid id '${id}'; rename one`,
      )
    seen.set(id, stateName(node))
  }
  return { machine, nodes, edges }
}

// ---------------------------------------------------------------- Mermaid

const INDENT = '  '

export function toMermaid(machine: AnyStateMachine): string {
  const { nodes, edges } = machineGraph(machine)
  const byScope = new Map<AnyStateNode | null, Edge[]>()
  for (const edge of edges) {
    const scope = edgeScope(edge)
    byScope.set(scope, [...(byScope.get(scope) ?? []), edge])
  }
  const lines: string[] = ['stateDiagram-v2']
  const edgeLines = (scope: AnyStateNode | null, depth: number) =>
    (byScope.get(scope) ?? []).map(
      (e) =>
        `${INDENT.repeat(depth)}${mermaidId(e.source)} --> ${mermaidId(e.target)} : ${transitionLabel(e.transition)}`,
    )

  const writeNode = (node: AnyStateNode, depth: number) => {
    const pad = INDENT.repeat(depth)
    const children = Object.values(node.states) as AnyStateNode[]
    if (children.length === 0) {
      lines.push(`${pad}state "${labelText(node.key).replace(/"/g, "'")}" as ${mermaidId(node)}`)
    } else {
      lines.push(`${pad}state ${mermaidId(node)} {`)
      if (node.type === 'parallel') {
        children.forEach((child, i) => {
          if (i > 0) lines.push(`${pad}${INDENT}--`)
          writeNode(child, depth + 1)
        })
      } else {
        for (const t of (node.initial?.target ?? []) as AnyStateNode[])
          lines.push(`${pad}${INDENT}[*] --> ${mermaidId(t)}`)
        for (const child of children) writeNode(child, depth + 1)
      }
      lines.push(...edgeLines(node, depth + 1))
      lines.push(`${pad}}`)
    }
    if (node.type === 'final') lines.push(`${pad}${mermaidId(node)} --> [*]`)
  }
  const rootNode = nodes[0]!
  lines.push(`${INDENT}[*] --> ${mermaidId(rootNode)}`)
  writeNode(rootNode, 1)
  lines.push(...edgeLines(null, 1))
  return lines.join('\n')
}

// ---------------------------------------------------------------- table

type Kind = 'event' | 'guard' | 'delay' | 'action' | 'actor'
const KIND_ORDER: Kind[] = ['event', 'guard', 'delay', 'action', 'actor']

function joinPlaces(places: Map<string, Set<string>>): string {
  return [...places]
    .map(([what, states]) => [what, states.size ? `in ${[...states].join(', ')}` : ''].filter(Boolean).join(' '))
    .join('; ')
}

export function implementationTable(machine: AnyStateMachine): string {
  const { nodes, edges } = machineGraph(machine)
  const rows = new Map<string, { kind: Kind; name: string; detail: string; places: Map<string, Set<string>> }>()
  const add = (kind: Kind, name: string, what: string, state?: AnyStateNode, detail = '') => {
    const key = `${kind}\u0000${name}`
    const row = rows.get(key) ?? { kind, name, detail, places: new Map() }
    rows.set(key, row)
    const states = row.places.get(what) ?? new Set<string>()
    if (state) states.add(stateName(state))
    row.places.set(what, states)
  }
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>
  const delayValue = (delay: unknown) => {
    if (typeof delay === 'number') return `${delay} ms`
    const value = delays[String(delay)]
    return typeof value === 'number' ? `${value} ms` : 'computed'
  }

  for (const { source, transition } of edges) {
    const label = transitionLabel(transition)
    const event = eventLabel(transition)
    const type = transition.eventType
    if (type.startsWith('xstate.after.'))
      add('delay', String(delayOf(transition)), '', source, delayValue(delayOf(transition)))
    else if (!/^xstate\.(done|error)\.actor\./.test(type)) add('event', event, '', source)
    const guard = guardName(transition)
    if (guard) add('guard', guard, event, source)
    for (const action of actionNames(transition.actions)) add('action', action, label.replace(/ \[.*\]$/, ''), source)
  }
  for (const node of nodes) {
    for (const action of actionNames(node.entry)) add('action', action, 'entry', node)
    for (const action of actionNames(node.exit)) add('action', action, 'exit', node)
    for (const invoke of node.invoke as { src: unknown; id: string }[])
      add(
        'actor',
        implementationName(invoke.src, invoke.id),
        'invoked',
        node,
        `result: done ${invoke.id}, error ${invoke.id}`,
      )
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  )
  const cell = (text: string) => text.replace(/\|/g, '\\|')
  return [
    '| kind | name | where |',
    '| --- | --- | --- |',
    ...sorted.map(
      (r) =>
        `| ${r.kind} | \`${cell(r.name)}\` | ${cell([r.detail, joinPlaces(r.places)].filter(Boolean).join('; '))} |`,
    ),
  ].join('\n')
}

// ---------------------------------------------------------------- document

export function machineDoc(entry: MachineEntry): string {
  return `<!-- Generated by \`npm run machines\` from ${entry.source}. Do not edit by hand. -->

# ${entry.title} machine (\`${entry.machine.id}\`)

${entry.intro}

Source: [${entry.source}](../../${entry.source}). How to regenerate this file, open the machine in the
Stately editor and watch it live in the inspector: [README.md](README.md).

\`\`\`mermaid
${toMermaid(entry.machine)}
\`\`\`

On a transition: \`event [guard]\`; \`after <delay>\` is a timer named in the machine's \`delays\`,
\`done <actor>\` / \`error <actor>\` the result of an invoked actor, \`always\` an eventless transition.
A loop without a change of state runs actions only.

${implementationTable(entry.machine)}
`
}

export function docPath(entry: MachineEntry): string {
  return path.join(DOCS_DIR, `${entry.name}.md`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const check = process.argv.includes('--check')
  let stale = 0
  for (const entry of MACHINES) {
    const file = docPath(entry)
    const text = machineDoc(entry)
    const rel = path.relative(root, file)
    if (check) {
      const current = await readFile(file, 'utf8').catch(() => '')
      if (current !== text) {
        console.error(`${rel} is stale: run npm run machines`)
        stale++
      }
    } else {
      await writeFile(file, text)
      console.log(`wrote ${rel}`)
    }
  }
  if (stale) process.exit(1)
  if (check) console.log('machine diagrams are up to date')
}
