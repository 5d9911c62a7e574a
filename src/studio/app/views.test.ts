import { describe, expect, it } from 'vitest'
import { can, PERMISSIONS, ROLES, type Role } from '../auth/roles.js'
import { homeView } from './views.js'

const permissionsOf = (role: Role) => PERMISSIONS.filter((p) => can({ role }, p))

describe('where the studio opens', () => {
  it('opens the four roles at their homes, written out by hand', () => {
    const expected: Record<Role, string> = {
      omistaja: 'editor',
      toimittaja: 'editor',
      kääntäjä: 'editor',
      myynti: 'leads',
    }
    expect(Object.fromEntries(ROLES.map((r) => [r, homeView(permissionsOf(r))]))).toEqual(expected)
  })

  it('opens a role with only the photos at the photos, one with nothing at the account', () => {
    expect(homeView(['photos', 'photos.upload'])).toBe('media')
    expect(homeView(['photos', 'leads'])).toBe('media')
    expect(homeView([])).toBe('account')
  })
})
