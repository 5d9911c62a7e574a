/**
 * The store's random secrets and how it keeps them: a token is handed out once and only its SHA-256
 * hash is stored (invitations, sessions).
 */
import { createHash, randomBytes } from 'node:crypto'

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')
export const newToken = () => randomBytes(32).toString('base64url')
