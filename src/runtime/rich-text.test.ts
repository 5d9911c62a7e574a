import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { RICH_TEXT_KEYS } from './collections.js'
import { REPO_ROOT, readSchemas } from './content-source.node.js'
import { markdownToHtml, sanitizeHtml } from './rich-text.js'
import { EDITABLE } from '../studio/rich-text-editable.js'

/** Property names anywhere in the schemas whose value is the richText definition. */
function richTextProperties(): Set<string> {
  const found = new Set<string>()
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const props = (node as { properties?: Record<string, { $ref?: string }> }).properties
    if (props) for (const [k, v] of Object.entries(props)) if (v?.$ref?.endsWith('#/definitions/richText')) found.add(k)
    for (const v of Object.values(node)) visit(v)
  }
  for (const schema of Object.values(readSchemas())) visit(schema)
  return found
}

describe('rich text', () => {
  it("keeps every tag the studio's editor can make (the editor never writes what the site would drop)", () => {
    for (const tag of EDITABLE) {
      const html = tag === 'br' ? '<p>a<br>b</p>' : tag === 'a' ? '<a href="/palvelu">x</a>' : `<${tag}>x</${tag}>`
      const kept = tag === 'li' ? sanitizeHtml(`<ul>${html}</ul>`) : sanitizeHtml(html)
      expect(kept, tag).toContain(`<${tag}`)
    }
  })

  it('sanitises every field the schemas declare as rich text', () => {
    for (const key of richTextProperties()) expect(RICH_TEXT_KEYS.has(key), `add "${key}" to RICH_TEXT_KEYS`).toBe(true)
  })

  it('removes scripts, event handlers and javascript: links but keeps the allowed markup', () => {
    const dirty =
      '<p onclick="x()">Hei <strong>maailma</strong><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="/palvelu">ok</a><img src=x onerror=alert(1)></p>'
    const clean = sanitizeHtml(dirty)
    expect(clean).toBe('<p>Hei <strong>maailma</strong><a>x</a><a href="/palvelu">ok</a></p>')
  })

  it('keeps table scopes, titles and ids, and allows only https, mailto and tel schemes', () => {
    expect(sanitizeHtml('<table><tbody><tr><th scope="row" title="Hinta">A</th></tr></tbody></table>')).toBe(
      '<table><tbody><tr><th scope="row" title="Hinta">A</th></tr></tbody></table>',
    )
    expect(sanitizeHtml('<h3 id="hinnat">H</h3>')).toBe('<h3 id="hinnat">H</h3>')
    expect(
      sanitizeHtml(
        '<a href="https://example.fi">a</a><a href="http://example.fi">b</a><a href="tel:+358401234567">c</a><a href="#faq">d</a><a href="data:text/html,x">e</a>',
      ),
    ).toBe('<a href="https://example.fi">a</a><a>b</a><a href="tel:+358401234567">c</a><a href="#faq">d</a><a>e</a>')
  })

  it('renders Markdown and sanitises it', () => {
    expect(markdownToHtml('## Otsikko\n\n**Lihava** <script>x</script>')).toBe(
      '<h2>Otsikko</h2>\n<p><strong>Lihava</strong> </p>\n',
    )
  })
})

describe('jsdom, loaded when the first HTML is cleaned (decision 324)', () => {
  it('is not loaded by importing the module, and is by the first sanitizing', () => {
    // A process of its own: this test file's own imports may have loaded jsdom already.
    const script = [
      "const { createRequire } = await import('node:module')",
      'const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((f) => f.includes("/jsdom/"))',
      "const { sanitizeHtml } = await import('./src/runtime/rich-text.ts')",
      'const before = loaded()',
      'const clean = sanitizeHtml(\'<p onclick="x()">a</p>\')',
      'console.log(JSON.stringify({ before, after: loaded(), clean }))',
    ].join('\n')
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    })
    expect(JSON.parse(out)).toEqual({ before: false, after: true, clean: '<p>a</p>' })
  })
})
