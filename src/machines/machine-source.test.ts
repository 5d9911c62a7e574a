/**
 * The machines as the Stately editor and the VS Code extension see them. Those tools read a machine from
 * its source text, not from the running object: @xstate/machine-extractor (the static reader of Stately's
 * XState tools) parses each machine file as written, and every transition of the running machine (event,
 * guard, source and target state) must be found there. A transition list built by code (a spread
 * constant, a `.map(...)`) is invisible to them and fails this test (docs/decisions/165).
 *
 * The extractor was written for XState 4 and loads two of its modules at run time; they come from the
 * `xstate-v4` alias (npm:xstate@4), so the site's own XState 5 is untouched.
 */
import { readFileSync } from 'node:fs'
import Module, { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { eventLabel, machineGraph, MACHINES } from '../../scripts/machine-diagrams.js'
import { GUARD_OF_CHECK } from './contact-form.machine.js'
import { CHECK_ORDER, CHECK_SIDES } from '../rules/contact.js'
import { REPO_ROOT } from '../runtime/content-source.node.js'

type StaticTransition = string | { target?: string | string[]; cond?: { type?: string } }
type OneOrMany<T> = T | T[]
interface StaticInvoke {
  id?: string
  src?: string
  onDone?: OneOrMany<StaticTransition>
  onError?: OneOrMany<StaticTransition>
}
interface StaticNode {
  id?: string
  on?: Record<string, OneOrMany<StaticTransition>>
  after?: Record<string, OneOrMany<StaticTransition>>
  always?: OneOrMany<StaticTransition>
  invoke?: OneOrMany<StaticInvoke>
  states?: Record<string, StaticNode>
}
interface Extractor {
  extractMachinesFromFile(source: string): { machines: { toConfig(): StaticNode }[] } | null
}

/** Loads the extractor with `xstate/lib/*` (XState 4 paths) resolved to the `xstate-v4` alias. */
function loadExtractor(): Extractor {
  const loader = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string }
  const resolve = loader._resolveFilename
  loader._resolveFilename = function (request, ...rest) {
    return resolve.call(this, request.startsWith('xstate/lib/') ? `xstate-v4/${request.slice(7)}` : request, ...rest)
  }
  try {
    return createRequire(import.meta.url)('@xstate/machine-extractor') as Extractor
  } finally {
    loader._resolveFilename = resolve
  }
}

const list = <T>(value: OneOrMany<T> | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

/** A state as a path from the root: `banner.settings`, the machine id for the root. */
const stateName = (machineId: string, statePath: readonly string[]) =>
  statePath.length ? statePath.join('.') : machineId

/** A target as written (`.child`, `sibling`, `#machine.a.b`) resolved from the state it is written on. */
function resolveTarget(machineId: string, from: readonly string[], target: string): string[] {
  if (target.startsWith('#')) {
    const [id, ...rest] = target.slice(1).split('.')
    expect(id, `target ${target}`).toBe(machineId)
    return rest
  }
  if (target.startsWith('.')) return [...from, ...target.slice(1).split('.')]
  return [...from.slice(0, -1), ...target.split('.')]
}

function staticEdges(machineId: string, node: StaticNode, at: string[] = []): string[] {
  const edges: string[] = []
  const add = (event: string, transitions: OneOrMany<StaticTransition> | undefined) => {
    for (const t of list(transitions)) {
      const { target, cond } = typeof t === 'string' ? { target: t, cond: undefined } : t
      const guard = cond?.type ? ` [${cond.type}]` : ''
      const targets = list(target).map((x) => resolveTarget(machineId, at, x))
      for (const to of targets.length ? targets : [at])
        edges.push(`${stateName(machineId, at)} --${event}${guard}--> ${stateName(machineId, to)}`)
    }
  }
  for (const [event, t] of Object.entries(node.on ?? {})) add(event, t)
  for (const [delay, t] of Object.entries(node.after ?? {})) add(`after ${delay}`, t)
  add('always', node.always)
  for (const invoke of list(node.invoke)) {
    add(`done ${invoke.id ?? invoke.src}`, invoke.onDone)
    add(`error ${invoke.id ?? invoke.src}`, invoke.onError)
  }
  for (const [name, child] of Object.entries(node.states ?? {}))
    edges.push(...staticEdges(machineId, child, [...at, name]))
  return edges
}

function runtimeEdges(machine: AnyStateMachine): string[] {
  return machineGraph(machine).edges.map(({ source, target, transition }) => {
    const named = transition.guard as string | { type?: string } | undefined
    const guard = named ? ` [${typeof named === 'string' ? named : named.type}]` : ''
    return `${stateName(machine.id, source.path)} --${eventLabel(transition)}${guard}--> ${stateName(machine.id, target.path)}`
  })
}

function parsedMachine(source: string): StaticNode {
  const found = loadExtractor().extractMachinesFromFile(readFileSync(path.join(REPO_ROOT, source), 'utf8'))
  expect(found?.machines, `${source}: machines the static reader finds`).toHaveLength(1)
  // The extractor warns about what it does not model (a function as an action's params); the transitions are read.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  try {
    return found!.machines[0]!.toConfig()
  } finally {
    warn.mockRestore()
  }
}

describe('the machines as the Stately editor and the VS Code extension read them', () => {
  it.each(MACHINES.map((m) => [m.source, m] as const))('%s: every transition is written out', (source, entry) => {
    const parsed = parsedMachine(source)
    expect(parsed.id).toBe(entry.machine.id)
    const expected = runtimeEdges(entry.machine).sort()
    expect(expected.length).toBeGreaterThan(5)
    expect(staticEdges(entry.machine.id, parsed).sort()).toEqual(expected)
  })

  it('the contact form: each user.submit guard branch, in the rules order, then the send', () => {
    const parsed = parsedMachine('src/machines/contact-form.machine.ts')
    const submit = list(parsed.on?.['user.submit']).map((t) => (typeof t === 'string' ? { target: t } : t))
    const browserChecks = CHECK_ORDER.filter((check) => CHECK_SIDES[check].includes('browser'))
    expect(submit.map((t) => t.cond?.type)).toEqual([
      ...browserChecks.map((check) => GUARD_OF_CHECK[check as keyof typeof GUARD_OF_CHECK]),
      'isVisitInvalid',
      undefined,
    ])
    expect(submit.map((t) => t.target)).toEqual([
      undefined,
      ...browserChecks.slice(1).map(() => '.failure'),
      '.failure',
      '.submitting',
    ])
  })
})
