/**
 * What a publish or a rollback is while it runs and after (issue 29): its
 * steps and their states, its Finnish result, the errors at their documents,
 * the links to the changed pages, the push and hook states; and what a
 * publisher is given. Types only (src/studio/releases/publisher.ts runs them).
 */
import type { StudioStore } from '../store/studio-store.js'
import type { PageLink, ShownLinks } from './page-links.js'

interface AfterState {
  state: 'none' | 'waiting' | 'running' | 'done' | 'retrying' | 'failed'
  message: string
}

/** A publish's steps: into a release (the studio on the server), or a commit only (a developer's local studio). */
export const STEPS = {
  release: ['validate', 'build', 'check', 'live'],
  commit: ['validate', 'commit'],
} as const
export type StepKey = (typeof STEPS)[keyof typeof STEPS][number]

export interface JobStep {
  key: StepKey
  state: 'waiting' | 'running' | 'done' | 'failed'
  ms?: number
}

/** An error of the content that stopped a publish: the document's title and the field, in Finnish. */
export interface PublishError {
  file: string
  title: string
  place: string
  pointer: string
  message: string
}

export interface PublishJob {
  id: string
  kind: 'publish' | 'rollback'
  by: string
  startedAt: number
  finishedAt?: number
  state: 'running' | 'done' | 'failed'
  steps: JobStep[]
  message: string
  errors: PublishError[]
  problems: string[]
  /** Live, but something after the switch did not go as it should (in Finnish). */
  warnings: string[]
  links: PageLink[]
  /** The pages whose lists show the published pages, and the menus that changed (issue 43). */
  shown?: ShownLinks
  summary: string[]
  release?: string
  push: AfterState
  hook: AfterState
}

export interface PublisherOptions {
  /** 'release': build, check and switch what the web server serves; 'commit': only commit (and push). */
  mode: 'release' | 'commit'
  store: StudioStore
  /** The content's repository (the studio's working folder is inside it). */
  top: string
  releasesDir: string
  nodeModules: string
  /** The public site's address, for the links to the changed pages. */
  siteUrl: string
  /** The changed files in words ("Muokattu: Palvelu: Keittiöremontti (/palvelu/keittion-remontti)"). */
  describe: (files: string[]) => string[]
  titleOf: (file: string) => string
  /** PUBLISH_HOOK: a shell command run on each new release (RELEASE_DIR, RELEASE_ID, RELEASE_COMMIT). */
  hook?: string
  /**
   * RELEASE_SWITCH_COMMAND: run right after each switch (publish and rollback), before the step
   * counts as live: the web server's per-release files and reload, the API instances' restart.
   */
  switchCommand?: string
  /** Environment of the build (default: this process's). */
  buildEnv?: NodeJS.ProcessEnv
  now?: () => number
  log?: (message: string, detail?: Record<string, unknown>) => void
  /** Called after a rollback wrote restored files into the working folder. */
  onWorkingFolderChanged?: () => void
}
