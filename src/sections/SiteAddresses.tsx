import type { Site } from '../runtime/content-types.generated.js'
import { useStrings } from '../ui/strings-context.js'

/** OpenStreetMap's search for an address: a plain link, same tab, nothing embedded or loaded from it. */
function mapSearchHref(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`
}

/** The company's addresses from site.json (footer, contact page, city pages); `mapLinks` adds a map link to each. */
export function SiteAddresses({ addresses, mapLinks = false }: { addresses: Site['addresses']; mapLinks?: boolean }) {
  const { UI } = useStrings()
  return (
    <>
      {addresses.map((a) => {
        const full = `${a.street}, ${a.postalCode} ${a.city}`
        return (
          <address key={a.street}>
            <strong>{a.region}</strong>
            <br />
            {a.street}
            <br />
            {a.postalCode} {a.city}
            {mapLinks && (
              <>
                <br />
                <a href={mapSearchHref(full)} aria-label={UI.contactInfo.mapLinkLabel(full)}>
                  {UI.contactInfo.mapLink}
                </a>
              </>
            )}
          </address>
        )
      })}
    </>
  )
}
