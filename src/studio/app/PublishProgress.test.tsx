/**
 * The publish result (issue 43): besides the changed pages' own links, the pages whose lists the change
 * reached, each by its Finnish name and linked in its language, and the menus; nothing of the kind when
 * the change reached no list. Rendered on the server (no browser needed: the result is static).
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PublishProgress } from './PublishProgress.js'
import type { PublishJob } from '../releases/publish-job.js'

const done = (shown: PublishJob['shown']): PublishJob => ({
  id: 'j',
  kind: 'publish',
  by: 'Maija',
  startedAt: 0,
  state: 'done',
  steps: [],
  message: 'Julkaistu klo 14.32 – muutokset näkyvät sivustolla',
  errors: [],
  problems: [],
  warnings: [],
  links: [{ lang: 'fi', route: '/palvelu/keittion-remontti', url: 'https://www.example.fi/palvelu/keittion-remontti' }],
  shown,
  summary: [],
  push: { state: 'none', message: '' },
  hook: { state: 'none', message: '' },
})

describe('the publish result', () => {
  it('links the pages the change reached through lists, and names the menus', () => {
    const html = renderToStaticMarkup(
      <PublishProgress
        job={done({
          links: [
            { lang: 'fi', route: '/palvelu', url: 'https://www.example.fi/palvelu', name: 'Palvelut' },
            { lang: 'en', route: '/en/services', url: 'https://www.example.fi/en/services', name: 'Palvelut' },
          ],
          menus: ['fi', 'en'],
        })}
      />,
    )
    expect(html).toContain('<h3>Näkyy myös näillä sivuilla</h3>')
    expect(html).toMatch(
      /suomi<\/span> Palvelut <a href="https:\/\/www\.example\.fi\/palvelu"[^>]*lang="fi"[^>]*>\/palvelu<\/a>/,
    )
    expect(html).toMatch(/englanti<\/span> Palvelut <a href="https:\/\/www\.example\.fi\/en\/services"[^>]*lang="en"/)
    expect(html).toContain('Myös valikko ja alatunniste muuttuivat kaikilla sivuilla (suomi, englanti).')
  })

  it('says nothing of other pages when the change reached no list', () => {
    const html = renderToStaticMarkup(<PublishProgress job={done({ links: [], menus: [] })} />)
    expect(html).toContain('Muuttuneet sivut')
    expect(html).not.toContain('Näkyy myös')
    expect(html).not.toContain('valikko ja alatunniste')
  })
})
