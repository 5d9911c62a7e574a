import { describe, expect, it } from 'vitest'
import site from '../../pages-data/site.json' with { type: 'json' }
import { areaOfPostalCode, areaOfRegion } from './areas.js'

describe("a visit's area", () => {
  it('follows the postal code of the visit address', () => {
    expect(areaOfPostalCode('00100')).toBe('uusimaa') // Helsinki
    expect(areaOfPostalCode(' 02150 ')).toBe('uusimaa') // Espoo
    expect(areaOfPostalCode('10900')).toBe('uusimaa') // Hanko
    expect(areaOfPostalCode('53100')).toBe('etela-karjala') // Lappeenranta
    expect(areaOfPostalCode('55120')).toBe('etela-karjala') // Imatra
  })

  it('is none outside the service areas or for what is no postal code', () => {
    expect(areaOfPostalCode('33100')).toBeNull() // Tampere
    expect(areaOfPostalCode('11100')).toBeNull() // Riihimäki, Kanta-Häme
    for (const text of ['', '0010', '001000', 'abcde', '00 100']) expect(areaOfPostalCode(text)).toBeNull()
  })

  it('lets a longer prefix carve a place out of a shorter one', () => {
    const prefixes = { uusimaa: ['0'], 'etela-karjala': ['53', '591'] }
    expect(areaOfPostalCode('59100', prefixes)).toBe('etela-karjala') // Parikkala
    expect(areaOfPostalCode('59800', prefixes)).toBeNull() // Kesälahti, North Karelia
  })

  it("follows a city page's or an office's region as site.json writes it", () => {
    expect(site.addresses.map((a) => areaOfRegion(a.region))).toEqual(['uusimaa', 'etela-karjala'])
    expect(areaOfRegion('etelä-karjala')).toBe('etela-karjala')
    expect(areaOfRegion('Pirkanmaa')).toBeNull()
  })
})
