/**
 * Drafts others can look at (issue 29): a saved but unpublished page shared as
 * a link that opens without an account, on a phone too, as the page will look
 * (the site's own sections and stylesheet). The link is
 * `/esikatselu/<id>.<signature>`: the signature (HMAC-SHA256 with a secret kept
 * in the studio's store) means a link cannot be made up, the store means it can
 * be revoked; it expires after 7 days. Read-only: the page is HTML without
 * scripts, marked as a preview, never indexed, sent with no referrer.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import express, { type NextFunction, type Request, type Response, type Router } from 'express'
import { isLang } from '../../i18n/languages.js'
import { sourceOfTranslation } from '../../runtime/translation-files.js'
import { requireAccess } from '../auth/require-access.js'
import { type Actor, previewRights } from '../auth/roles.js'
import { actorOf } from '../auth/sessions.js'
import { STUDIO_UI } from '../strings.fi.js'
import { personLabel, type PreviewLink, type StudioStore } from '../store/studio-store.js'
import { contentPath, type Workspace } from '../workspace.js'
import { escapeHtml } from '../../runtime/escape-html.js'

const UI = STUDIO_UI.releases
const PREVIEW_TTL_MS = 7 * 86_400_000
const COOKIE = 'studio_preview'

type Handler = (req: Request, res: Response) => Promise<unknown>
const route = (h: Handler) => (req: Request, res: Response, next: NextFunction) => void h(req, res).catch(next)

const sign = (secret: string, link: Pick<PreviewLink, 'id' | 'expiresAt'>) =>
  createHmac('sha256', secret).update(`${link.id}.${link.expiresAt}`).digest('base64url').slice(0, 32)

const previewToken = (secret: string, link: Pick<PreviewLink, 'id' | 'expiresAt'>) => `${link.id}.${sign(secret, link)}`

/** The live link a token names (signature right, not revoked, not expired), or null. */
async function linkOf(store: StudioStore, secret: string, token: string, now: number): Promise<PreviewLink | null> {
  const m = /^([\w-]{16,40})\.([\w-]{32})$/.exec(token)
  if (!m) return null
  const link = await store.preview(m[1]!)
  if (!link || link.revokedAt !== null || link.expiresAt <= now) return null
  const a = Buffer.from(m[2]!)
  const b = Buffer.from(sign(secret, link))
  return a.length === b.length && timingSafeEqual(a, b) ? link : null
}

export interface PreviewOptions {
  store: StudioStore
  workspace: Workspace
  publicUrl: URL
  /** The stylesheet links of the built preview page (the site's CSS). */
  stylesheets: () => string
  now?: () => number
}

function pageHtml(lang: string, title: string, body: string, stylesheets: string) {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} – ${escapeHtml(UI.previewBanner)}</title>
${stylesheets}
</head>
<body>
<p lang="fi" role="note" style="margin:0;padding:.5rem 1rem;background:#fff3cd;color:#3d2e00;font:600 .95rem/1.4 system-ui,sans-serif;text-align:center">${escapeHtml(UI.previewBanner)}</p>
${body}
</body>
</html>`
}

/** GET /esikatselu/<token>: the page as it will look, for anybody holding the link. */
export function previewPage(options: PreviewOptions) {
  const now = options.now ?? Date.now
  return route(async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    const secret = await options.store.secret('preview')
    const token = String(req.params.token ?? '')
    const link = await linkOf(options.store, secret, token, now())
    const text = link ? options.workspace.read(link.file) : undefined
    const check = link && text !== undefined ? await options.workspace.check(link.file, text) : null
    if (!link || !check?.html)
      return void res
        .status(link ? 404 : 410)
        .type('html')
        .send(
          pageHtml(
            'fi',
            UI.previewBanner,
            `<main><p>${escapeHtml(link ? UI.previewNoPage : UI.previewGone)}</p></main>`,
            options.stylesheets(),
          ),
        )
    const lang = sourceOfTranslation(link.file)?.lang ?? 'fi'
    const title = options.workspace.listDocuments().find((d) => d.file === link.file)?.title ?? ''
    // The page's photos come from /images, which asks for this cookie (or a session).
    res.cookie(COOKIE, token, {
      httpOnly: true,
      secure: options.publicUrl.protocol === 'https:',
      sameSite: 'lax',
      path: '/images',
      maxAge: link.expiresAt - now(),
    })
    res.type('html').send(pageHtml(isLang(lang) ? lang : 'fi', title, check.html, options.stylesheets()))
  })
}

/** The /images gate: a signed-in person, or a live preview link's cookie (its reader sees the photos). */
export function imagesGate(store: StudioStore, now: () => number = Date.now) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (res.locals.actor) return next()
    const token = /(?:^|;\s*)studio_preview=([\w.-]+)/.exec(req.headers.cookie ?? '')?.[1]
    if (!token) return void res.status(401).end()
    store
      .secret('preview')
      .then((secret) => linkOf(store, secret, token, now()))
      .then((link) => (link ? next() : void res.status(401).end()), next)
  }
}

/** /api/previews: make, list and revoke links (behind the session). */
export function previewRouter(options: PreviewOptions): Router {
  const { store, workspace, publicUrl } = options
  const now = options.now ?? Date.now
  const router = express.Router()
  const url = async (link: PreviewLink) =>
    new URL(`/esikatselu/${previewToken(await store.secret('preview'), link)}`, publicUrl).href
  const refuse = (res: Response, what: string) => void res.status(403).json({ error: STUDIO_UI.auth.roleRefused(what) })
  const audit = (req: Request, actor: Actor, action: 'preview-link' | 'preview-revoked', target: string) =>
    store.audit({ at: now(), person: personLabel(actor), action, target, detail: '', address: req.ip ?? '' })
  // Each link's rights are previewRights' (auth/roles.ts): the list holds only those the person may see.
  const share = requireAccess('preview.share')
  router.get(
    '/previews',
    share,
    route(async (_req, res) => {
      const actor = actorOf(res)
      const titles = new Map(workspace.listDocuments().map((d) => [d.file, d.title]))
      const links = (await store.previews(now())).filter((l) => previewRights.see(actor, l))
      res.json({
        links: await Promise.all(
          links.map(async (l) => ({
            ...l,
            title: titles.get(l.file) ?? '',
            url: await url(l),
            revocable: previewRights.revoke(actor, l),
          })),
        ),
      })
    }),
  )
  router.post(
    '/previews',
    share,
    route(async (req, res) => {
      const actor = actorOf(res)
      const file = contentPath(req.body?.file)
      const doc = file && workspace.listDocuments().find((d) => d.file === file)
      if (!file || !doc) return void res.status(404).json({ error: STUDIO_UI.errors.notFound })
      if (!previewRights.make(actor, file))
        return refuse(res, STUDIO_UI.roles.refused.previewLangs(actor.langs.join(', ')))
      if (!doc.route) return void res.status(422).json({ error: UI.previewNoPage })
      const link: PreviewLink = {
        id: randomBytes(18).toString('base64url'),
        file,
        createdBy: personLabel(actor),
        createdById: actor.id,
        createdAt: now(),
        expiresAt: now() + PREVIEW_TTL_MS,
        revokedAt: null,
      }
      await store.addPreview(link)
      await audit(req, actor, 'preview-link', doc.title)
      res.json({ link: { ...link, title: doc.title, url: await url(link) }, message: UI.previewCreated })
    }),
  )
  router.post(
    '/previews/revoke',
    share,
    route(async (req, res) => {
      const actor = actorOf(res)
      const id = String(req.body?.id ?? '')
      const link = await store.preview(id)
      // A link the person may not see is as if it did not exist; one they see but did not make is refused.
      if (!link || link.revokedAt !== null || !previewRights.see(actor, link))
        return void res.status(404).json({ error: STUDIO_UI.errors.notFound })
      if (!previewRights.revoke(actor, link)) return refuse(res, STUDIO_UI.roles.refused['preview.others'])
      const ok = await store.revokePreview(id, now())
      if (!ok) return void res.status(404).json({ error: STUDIO_UI.errors.notFound })
      await audit(req, actor, 'preview-revoked', id.slice(0, 6))
      res.json({ ok, message: UI.previewRevoked })
    }),
  )
  return router
}
