import { describe, expect, it } from 'vitest'
import {
  canPublish,
  canWrite,
  needsLangs,
  PERMISSIONS,
  ROLE_TABLE,
  ROLES,
  rolesMarkdown,
  type Actor,
  type Role,
} from './roles.js'

/** What each role may do, written out by hand: the table must say exactly this. */
const EXPECTED: Record<Role, string> = {
  omistaja:
    'people audit rollback publish photos.upload photos.delete new-page preview.share preview.others content leads leads.privacy visits',
  toimittaja: 'publish photos.upload photos.delete new-page preview.share preview.others content',
  kääntäjä: 'publish preview.share content',
  myynti: 'leads visits',
}

/** The kinds of file and who may write each (y/n for omistaja, toimittaja, kääntäjä (ru), myynti). */
const FILES: [string, string][] = [
  ['pages-data/site.json', 'ynnn'],
  ['pages-data/pages/etusivu.json', 'yynn'],
  ['pages-data/translations/ru/pages/etusivu.json', 'yyyn'],
  ['pages-data/translations/uk/pages/etusivu.json', 'yynn'],
  ['public/images/kuva.jpg', 'yynn'],
]

const actor = (role: Role): Actor => ({ id: role, name: role, email: `${role}@example.fi`, role, langs: ['ru'] })

describe('the roles table', () => {
  it('grants every role exactly its written permissions', () => {
    for (const role of ROLES) {
      const granted = PERMISSIONS.filter((p) => (ROLE_TABLE[role].grants as readonly string[]).includes(p))
      expect(granted.join(' '), role).toBe(EXPECTED[role])
    }
    expect(ROLES.sort()).toEqual(Object.keys(EXPECTED).sort())
  })

  it('lets every role write exactly its kinds of file, and publish only those', () => {
    for (const [file, row] of FILES) {
      ROLES.forEach((role) => {
        const expected = row[['omistaja', 'toimittaja', 'kääntäjä', 'myynti'].indexOf(role)] === 'y'
        expect(canWrite(actor(role), file), `${role} ${file}`).toBe(expected)
        expect(canPublish(actor(role), [file]), `${role} publishes ${file}`).toBe(
          expected && ROLE_TABLE[role].grants.some((p) => p === 'publish'),
        )
      })
    }
  })

  it('asks languages only of the translator and lists every role for the README', () => {
    expect(ROLES.filter((r) => needsLangs(r))).toEqual(['kääntäjä'])
    expect(needsLangs('nobody')).toBe(false)
    for (const role of ROLES) expect(rolesMarkdown()).toContain(`\`${role}\` (${ROLE_TABLE[role].name})`)
  })
})
