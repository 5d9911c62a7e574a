/**
 * The company's two service areas for site visits (Uusimaa and South Karelia are two hours apart,
 * so a day of visits serves one of them) and how a visit's area is known: from the region of a city
 * page or an office (site.json's `addresses[].region`), or from the visit address's Finnish postal
 * code. Pure: no clock, no DOM.
 */

/** A service area: its id is ASCII (stored with a booking, sent in `?area=`), its name Finnish. */
export const AREAS = ['uusimaa', 'etela-karjala'] as const
export type Area = (typeof AREAS)[number]

/** The Finnish name of each area (the region names site.json's offices use). */
const AREA_NAMES: Readonly<Record<Area, string>> = { uusimaa: 'Uusimaa', 'etela-karjala': 'Etelä-Karjala' }

export function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value)
}

/**
 * Postal-code prefixes of each area, the default of the availability settings. Uusimaa's codes are
 * 00000-10999 (Helsinki 00, Vantaa 01, Espoo and Kirkkonummi 02, Vihti 03, Kerava to Mäntsälä 04,
 * Hyvinkää and Nurmijärvi 05, Porvoo 06, eastern Uusimaa 07, Lohja 08-09, Raasepori and Hanko 10);
 * South Karelia's Lappeenranta 53, its neighbours (Lemi, Luumäki, Savitaipale, Taipalsaari) 54,
 * Imatra 55 and Ruokolahti and Rautjärvi 56. Parikkala (59) shares its prefix with North Karelia and
 * is left for the company to add by its three digits.
 */
export const DEFAULT_POSTAL_PREFIXES: Readonly<Record<Area, readonly string[]>> = {
  uusimaa: ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10'],
  'etela-karjala': ['53', '54', '55', '56'],
}

/** A Finnish postal code: five digits (spaces around it ignored). */
export function normalPostalCode(text: string): string | null {
  const code = text.trim()
  return /^\d{5}$/.test(code) ? code : null
}

/**
 * The area a postal code lies in, or null when it is no postal code or lies outside every area. The
 * longest matching prefix wins, so a three-digit prefix may carve a place out of a two-digit one.
 */
export function areaOfPostalCode(
  text: string,
  prefixes: Readonly<Record<Area, readonly string[]>> = DEFAULT_POSTAL_PREFIXES,
): Area | null {
  const code = normalPostalCode(text)
  if (!code) return null
  let best: { area: Area; length: number } | null = null
  for (const area of AREAS)
    for (const prefix of prefixes[area])
      if (code.startsWith(prefix) && prefix.length > (best?.length ?? 0)) best = { area, length: prefix.length }
  return best?.area ?? null
}

/** The area of a region's name as site.json and a city page write it ("Uusimaa", "Etelä-Karjala"), or null. */
export function areaOfRegion(region: string): Area | null {
  const key = region.trim().toLocaleLowerCase('fi')
  for (const area of AREAS) if (AREA_NAMES[area].toLocaleLowerCase('fi') === key || area === key) return area
  return null
}
