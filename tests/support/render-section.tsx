/** Section tests: render one resolved section the way PageRenderer does, and the repository content. */
import { sitePasses } from '../../src/content-passes.js'
import { withStrings } from '../../src/ui/with-strings.js'
import { renderToString } from 'react-dom/server'
import { buildContent, type SiteContent } from '../../src/runtime/build-content.js'
import { publicFileChecks, readContentFiles, readSchemas } from '../../src/runtime/content-source.node.js'
import type { Section } from '../../src/runtime/content-types.generated.js'
import { resolveSection } from '../../src/sections/definitions.js'
import { renderSection } from '../../src/sections/registry.js'

let content: SiteContent | undefined

/** The repository content, built once per test file. */
export function siteContent(): SiteContent {
  if (!content) {
    const built = buildContent(readContentFiles(), readSchemas(), { ...publicFileChecks(), passes: sitePasses() })
    if (!built.content) throw new Error('repository content must be valid')
    content = built.content
  }
  return content
}

/** A section through its definition's resolver (with the repository content) and component, as server HTML. */
export function renderResolved(section: Section, isFirst = false): string {
  return renderToString(withStrings(renderSection(resolveSection(section, siteContent()), isFirst)))
}
