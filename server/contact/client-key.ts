/**
 * The rate-limit key of a client address: IPv4 as is, IPv4-mapped IPv6 as
 * IPv4, other IPv6 by its /64 (one household or server gets a whole /64, so
 * per-address limits would give it 2^64 tries).
 */
import { createHmac } from 'node:crypto'
import ipaddr from 'ipaddr.js'
import { contactFormKey } from '../../src/storage/site-secret.js'

export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown'
  if (!ipaddr.isValid(address)) return address
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address()
    else
      return `${v6.parts
        .slice(0, 4)
        .map((p) => p.toString(16))
        .join(':')}::/64`
  }
  return parsed.toString()
}

/**
 * The key the rate limit stores: the client key (above) hashed with the site's
 * secret (CONTACT_FORM_SECRET, or the build's dist/contact-form.key, shared by the instances of one
 * machine), so the table holds no address; the same client still gets the same key, for the hour the
 * limit lasts. Without the secret, 2^32 IPv4 addresses could be tried against a plain hash.
 */
export function storedClientKey(address: string | undefined, secret: Buffer = contactFormKey()): string {
  return `h:${createHmac('sha256', secret).update(clientKey(address)).digest('base64url').slice(0, 27)}`
}
