/**
 * deploy/nftables.conf drops what it does not name: the input chain's policy is
 * drop, and the only ports it lets in are SSH and the web's. nft itself checks the file (.ci/run installs
 * Debian's nftables; `nft -c` parses and resolves it without loading it).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const FILE = path.join(import.meta.dirname, 'nftables.conf')
const rules = readFileSync(FILE, 'utf8')
  .split('\n')
  .map((l) => l.replace(/#.*/, '').trim())
  .filter(Boolean)

describe('the firewall', () => {
  it('drops by default and names every port it lets in', () => {
    const input = rules.slice(rules.findIndex((l) => l.startsWith('chain input')))
    expect(input).toContain('type filter hook input priority filter; policy drop;')
    const ports = input
      .filter((l) => / accept$/.test(l) && /dport/.test(l))
      .flatMap((l) =>
        /dport (\{[^}]+\}|\d+)/
          .exec(l)![1]!
          .replace(/[{}\s]/g, '')
          .split(','),
      )
    expect([...new Set(ports)].sort()).toEqual(['22', '443', '80'])
    // Nothing else is accepted without a condition.
    expect(input.filter((l) => l === 'accept')).toEqual([])
  })

  it('is a file nft accepts', () => {
    expect(() => execFileSync('nft', ['-c', '-f', FILE], { stdio: 'pipe' })).not.toThrow()
  })
})
