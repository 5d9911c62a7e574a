/**
 * The rate-limit key of a client address: IPv4 as is, IPv4-mapped IPv6 as
 * IPv4, other IPv6 by its /64 (one household or server gets a whole /64, so
 * per-address limits would give it 2^64 tries).
 */
import ipaddr from 'ipaddr.js'

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
