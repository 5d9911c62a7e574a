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
    'people audit rollback publish photos photos.upload photos.delete new-page preview.share preview.others content leads leads.privacy visits',
  toimittaja: 'publish photos photos.upload photos.delete new-page preview.share preview.others content',
  kääntäjä: 'publish preview.share content',
  myynti: 'leads visits',
}

/** The kinds of file the tests ask about. */
const FILES = [
  'pages-data/site.json',
  'pages-data/pages/etusivu.json',
  'pages-data/translations/ru/pages/etusivu.json',
  'pages-data/translations/uk/pages/etusivu.json',
  'public/images/kuva.jpg',
] as const

/** Which of FILES each role may write (the translator works in Russian), written out by hand. */
const WRITES: Record<Role, readonly (typeof FILES)[number][]> = {
  omistaja: FILES,
  toimittaja: FILES.filter((f) => f !== 'pages-data/site.json'),
  kääntäjä: ['pages-data/translations/ru/pages/etusivu.json'],
  myynti: [],
}

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
    for (const role of ROLES) {
      for (const file of FILES) {
        const expected = WRITES[role].includes(file)
        expect(canWrite(actor(role), file), `${role} ${file}`).toBe(expected)
        expect(canPublish(actor(role), [file]), `${role} publishes ${file}`).toBe(
          expected && ROLE_TABLE[role].grants.some((p) => p === 'publish'),
        )
      }
    }
  })

  it('asks languages only of the translator and lists every role for the README', () => {
    expect(ROLES.filter((r) => needsLangs(r))).toEqual(['kääntäjä'])
    expect(needsLangs('nobody')).toBe(false)
    for (const role of ROLES) expect(rolesMarkdown()).toContain(`\`${role}\` (${ROLE_TABLE[role].name})`)
  })
})
