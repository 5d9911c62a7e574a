import { withStrings } from '../ui/with-strings.js'
import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { ContactForm } from './ContactForm.js'

/** The label element for a control id, as rendered. */
function labelFor(html: string, id: string): string {
  return html.match(new RegExp(`<label for="${id}">(.*?)</label>`))?.[1] ?? ''
}

describe('the contact form as a visitor meets it', () => {
  it('marks "Viesti" required, visually and for assistive technology, like name and e-mail', () => {
    const html = renderToStaticMarkup(withStrings(<ContactForm placement="page" />))
    const textarea = html.match(/<textarea[^>]*>/)?.[0] ?? ''
    expect(textarea).toMatch(/\srequired=""/)
    const messageId = textarea.match(/id="([^"]+)"/)![1]!
    expect(labelFor(html, messageId)).toContain('Viesti')
    expect(labelFor(html, messageId)).toContain('<span class="contact-form__required" aria-hidden="true">*</span>')
    const input = (name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? ''
    for (const name of ['name', 'email']) expect(input(name)).toMatch(/\srequired=""/)
    expect(input('phone')).not.toMatch(/required/)
    // The prerendered form has no question yet (the server gives each visitor their own, decision 253):
    // its answer is required once the question is there, so a form sent without JavaScript still goes.
    expect(input('mathAnswer')).not.toMatch(/required/)
  })

  it("carries a city page's area in the form, so the booking's answer without JavaScript lists that area's times", () => {
    const area = (html: string) => /<input type="hidden" name="area" value="([^"]*)"\/>/.exec(html)?.[1]
    expect(area(renderToStaticMarkup(withStrings(<ContactForm placement="page" area="etela-karjala" />)))).toBe(
      'etela-karjala',
    )
    expect(area(renderToStaticMarkup(withStrings(<ContactForm placement="page" />)))).toBeUndefined()
  })

  it('offers the free site visit after the message, prerendered so that it works without JavaScript', () => {
    const html = renderToStaticMarkup(withStrings(<ContactForm placement="page" />))
    const details = html.match(/<details[^>]*>[\s\S]*<\/details>/)?.[0] ?? ''
    expect(details).toContain('<summary>Varaa ilmainen arviokäynti</summary>')
    // After the message, before the question.
    expect(html.indexOf('name="message"')).toBeLessThan(html.indexOf('<details'))
    expect(html.indexOf('</details>')).toBeLessThan(html.indexOf('name="mathAnswer"'))
    for (const name of ['street', 'postalCode', 'city']) {
      const input = details.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? ''
      expect(input, name).not.toBe('')
      // A plain message is sent with the booking closed: its fields cannot block the form.
      expect(input, name).not.toMatch(/required/)
    }
    // Without JavaScript its own button takes the form to the server's page of free times, and no picker is prerendered.
    expect(details).toMatch(/<button type="submit"[^>]*formAction="\/api\/book-visit"[^>]*>Näytä vapaat ajat<\/button>/)
    expect(details).not.toContain('slot-picker')
    // The form's first submit button (Enter in a field) is the message's, not the booking's.
    const firstSubmit = html.match(/<button type="submit"[^>]*>/)?.[0] ?? ''
    expect(firstSubmit).not.toContain('formAction')
    expect(html.indexOf(firstSubmit)).toBeLessThan(html.indexOf('<details'))
  })

  it('is written as small functions (at most 80 lines each)', () => {
    const files = [
      'src/contact/ContactForm.tsx',
      'src/contact/ContactFormFields.tsx',
      'src/contact/use-contact-form.ts',
      'src/contact/BookingChoice.tsx',
      'src/contact/SlotPicker.tsx',
    ]
    const long: string[] = []
    for (const file of files) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
      const visit = (node: ts.Node) => {
        if (ts.isFunctionLike(node) && 'body' in node && node.body) {
          const start = source.getLineAndCharacterOfPosition(node.getStart()).line
          const end = source.getLineAndCharacterOfPosition(node.getEnd()).line
          if (end - start + 1 > 80) long.push(`${file}:${start + 1} (${end - start + 1} lines)`)
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
    }
    expect(long).toEqual([])
  })
})
