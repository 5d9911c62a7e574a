/**
 * Development only (`npm run dev`): when a file under pages-data/ or schemas/
 * (or a section schema, src/sections/<type>/<type>.schema.json)
 * changes, run the content pipeline from disk and, if the content has errors,
 * print the same report as `npm run validate` in the terminal and show it in
 * Vite's error overlay. While the content is invalid the page is not reloaded
 * (a reload would only show the error page and hide the overlay); once it is
 * valid again Vike's normal reload happens and clears the overlay. A page
 * loaded while the content is invalid shows the report under the error page
 * (src/runtime/dev-content-report.ts). A valid change reloads the page.
 */
import path from 'node:path'
import type { EnvironmentModuleNode, Plugin } from 'vite'
import { buildContent } from './build-content.js'
import { publicFileChecks, readContentFiles, readSchemas } from './content-source.node.js'
import { compareDiagnostics, formatReport, type Diagnostic } from './diagnostics.js'
import type { ContentPass } from './pipeline/context.js'

const WATCHED = /^(pages-data\/|schemas\/|src\/sections\/[^/]+\/[^/]+\.schema\.json$)/

export interface ContentCheck {
  errors: Diagnostic[]
  report: string
}

/** Runs the whole pipeline (the passes given) on the tree at root; errors only, sorted like `npm run validate`. */
export function checkContent(root: string, passes: readonly ContentPass[]): ContentCheck {
  const { diagnostics } = buildContent(readContentFiles(root), readSchemas(root), {
    ...publicFileChecks(root),
    passes,
  })
  const errors = diagnostics.filter((d) => d.severity === 'error').sort(compareDiagnostics)
  return { errors, report: errors.length ? formatReport(errors) : '' }
}

/** Vite's error overlay payload for a report; the location is the first error in the changed file, else the first error. */
export function overlayPayload(root: string, check: ContentCheck, changed?: string) {
  const first = check.errors.find((d) => d.file === changed) ?? check.errors[0]
  const file = first ? path.join(root, first.file) : root
  return {
    type: 'error' as const,
    err: {
      message: check.report,
      stack: '',
      id: file,
      plugin: 'content',
      ...(first ? { loc: { file, line: first.line, column: first.column } } : {}),
    },
  }
}

/** The plugin; `passes` are the site's (vite.config.ts gives `sitePasses()`). */
export function devContentErrors(passes: readonly ContentPass[]): Plugin {
  let last: { key: string; check: ContentCheck } | undefined
  return {
    name: 'remontti:dev-content-errors',
    apply: 'serve',
    // Runs for the client and the ssr environment with the same timestamp: check once per change.
    hotUpdate: {
      order: 'pre',
      handler({ file, modules, server, timestamp }) {
        const root = server.config.root
        const rel = path.relative(root, file).split(path.sep).join('/')
        if (!WATCHED.test(rel)) return
        const key = `${file}|${timestamp}`
        if (last?.key !== key) {
          last = { key, check: checkContent(root, passes) }
          if (last.check.errors.length) {
            server.config.logger.error(`Content has errors (${rel} changed):\n${last.check.report}`, {
              timestamp: true,
            })
            server.ws.send(overlayPayload(root, last.check, rel))
          }
        }
        if (!last.check.errors.length) {
          // The content is read from disk, not imported (decision 323): a document no module imports
          // reloads the page itself; site.json and navigation.json go through Vite's own update.
          if (!modules.length) server.ws.send({ type: 'full-reload' })
          return
        }
        // Invalid content: drop the stale modules, but skip the reload so the overlay stays on
        // screen (a reload would only show the error page). The reload comes with the fix.
        const seen = new Set<EnvironmentModuleNode>()
        for (const mod of modules) this.environment.moduleGraph.invalidateModule(mod, seen, timestamp, true)
        return []
      },
    },
  }
}
