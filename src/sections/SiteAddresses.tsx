import type { Site } from '../runtime/content-types.generated.js'

/** The company's addresses from site.json (footer, contact page, city pages). */
export function SiteAddresses({ addresses }: { addresses: Site['addresses'] }) {
  return (
    <>
      {addresses.map((a) => (
        <address key={a.street}>
          <strong>{a.region}</strong>
          <br />
          {a.street}
          <br />
          {a.postalCode} {a.city}
        </address>
      ))}
    </>
  )
}
