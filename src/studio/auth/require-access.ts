/**
 * The one gate of the studio's API (decision 420): each route names the permission it needs
 * (`router.get('/documents', requireAccess('content'), …)`), so what a role may do is decided by its
 * entry in src/studio/auth/roles.ts and the route itself, never by the order the routers are mounted in.
 * A refusal is a 403 with the role's reason in Finnish.
 */
import type { NextFunction, Request, Response } from 'express'
import { STUDIO_UI } from '../strings.fi.js'
import { can, type Permission } from './roles.js'
import { actorOf } from './sessions.js'

export function requireAccess(permission: Permission) {
  return (_req: Request, res: Response, next: NextFunction) => {
    if (can(actorOf(res), permission)) return next()
    res.status(403).json({ error: STUDIO_UI.auth.roleRefused(STUDIO_UI.roles.refused[permission]) })
  }
}
