/**
 * Passkeys (WebAuthn) for the studio on the server (issue 29, decision 232),
 * through @simplewebauthn/server: the relying party is the studio's public
 * address (STUDIO_PUBLIC_URL); a ceremony's challenge is kept here, in memory,
 * for five minutes, under a random id the browser carries in a cookie.
 * Passkeys are discoverable (resident) credentials: signing in asks for no
 * e-mail, the browser offers the person's passkeys for this site.
 */
import { randomBytes } from 'node:crypto'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { Passkey } from '../store/studio-store.js'

export interface RelyingParty {
  /** The host name passkeys are bound to (studio.example.fi, or localhost in tests). */
  id: string
  /** The one origin the browser must report (https://studio.example.fi). */
  origin: string
  name: string
}

/** The relying party of a public URL. */
export function relyingParty(publicUrl: URL): RelyingParty {
  return { id: publicUrl.hostname, origin: publicUrl.origin, name: 'Sisältöstudio' }
}

const CEREMONY_TTL_MS = 5 * 60_000
/** At most this many ceremonies wait at once (the oldest is dropped): memory stays bounded under a flood. */
const MAX_CEREMONIES = 5_000

export interface Ceremony {
  challenge: string
  kind: 'register' | 'sign-in'
  /** Registration: the invitation's token, or the signed-in person adding a passkey. */
  inviteToken?: string
  personId?: string
  expires: number
}

export class Ceremonies {
  private readonly open = new Map<string, Ceremony>()

  begin(ceremony: Omit<Ceremony, 'expires'>, now = Date.now()): string {
    for (const [id, c] of this.open) if (c.expires <= now) this.open.delete(id)
    while (this.open.size >= MAX_CEREMONIES) this.open.delete(this.open.keys().next().value!)
    const id = randomBytes(18).toString('base64url')
    this.open.set(id, { ...ceremony, expires: now + CEREMONY_TTL_MS })
    return id
  }

  /** The ceremony of an id, once (a challenge is never accepted twice). */
  take(id: string | undefined, kind: Ceremony['kind'], now = Date.now()): Ceremony | null {
    if (!id) return null
    const c = this.open.get(id)
    this.open.delete(id)
    return c && c.kind === kind && c.expires > now ? c : null
  }
}

export function registrationOptions(
  rp: RelyingParty,
  user: { id: string; email: string; name: string },
  existing: Pick<Passkey, 'id' | 'transports'>[],
) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  })
}

/** The new passkey of a verified registration, or null. */
export async function verifyRegistration(rp: RelyingParty, challenge: string, response: RegistrationResponseJSON) {
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null)
  if (!result?.verified) return null
  const { credential } = result.registrationInfo
  return {
    id: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
  }
}

export const authenticationOptions = (rp: RelyingParty) =>
  generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred' })

/** Checks a sign-in against the stored passkey: the new signature counter, or null. */
export async function verifySignIn(
  rp: RelyingParty,
  challenge: string,
  response: AuthenticationResponseJSON,
  passkey: Passkey,
): Promise<number | null> {
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports as never,
    },
  }).catch(() => null)
  return result?.verified ? result.authenticationInfo.newCounter : null
}
