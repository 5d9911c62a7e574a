/**
 * The inbox in the studio on the server (issue 34, decision 340): the leads'
 * database opened beside the studio's store (PostgreSQL: the same database and
 * pool; SQLite: DATA_DIR/leads.sqlite, the contact API's outbox), the API at
 * /api/leads for the roles that have it, the app's own addresses
 * (/yhteydenotot, /yhteydenotot/123: the links in the Telegram messages). What
 * another role may of the rest is each route's own declaration (decision 420).
 */
import path from 'node:path'
import type { Express, RequestHandler } from 'express'
import { buildContent, type SiteContent } from '../../runtime/build-content.js'
import { LeadBook } from '../../leads/lead-book.js'
import { LEADS_SQLITE_FILE, migrateLeads } from '../../leads/lead-tables.js'
import { originIndex, type OriginIndex } from '../../leads/page-origins.js'
import { retentionOf } from '../../leads/stages.js'
import { openSqlite } from '../../storage/sql.js'
import { requireAccess } from '../auth/require-access.js'
import type { StudioStore } from '../store/studio-store.js'
import type { Workspace } from '../workspace.js'
import { inboxRouter } from './inbox-router.js'
import { mountVisits } from '../visits/visits-mount.js'

/** The leads' database of this environment, its tables made or completed. */
export async function openLeadBook(store: StudioStore, env: NodeJS.ProcessEnv = process.env): Promise<LeadBook> {
  const sql =
    store.sql.kind === 'postgres' ? store.sql : openSqlite(path.resolve(env.DATA_DIR || 'data', LEADS_SQLITE_FILE))
  await migrateLeads(sql)
  return new LeadBook(sql)
}

/** Which service and city each page is about, made again when the content changes (a save, a publish). */
function originsOf(workspace: Workspace): () => OriginIndex {
  let source: unknown = null
  let index: OriginIndex | null = null
  return () => {
    const now = workspace.source()
    if (index && source === now) return index
    const built: SiteContent | null = buildContent(now.files, now.schemas, now.options).content
    source = now
    index = built ? originIndex(built) : (index ?? emptyIndex)
    return index
  }
}

const emptyIndex: OriginIndex = {
  of: () => ({ title: '', service: null, city: null }),
  services: [],
  cities: [],
  pagesOf: () => [],
}

/** site.json's retention and brand as the workspace has them now. */
function siteOf(workspace: Workspace) {
  return () => {
    let site: { brand?: unknown } = {}
    try {
      site = JSON.parse(workspace.read('pages-data/site.json') ?? '{}') as typeof site
    } catch {
      // A site.json being edited may not parse for a moment: the defaults hold.
    }
    return { retention: retentionOf(site), brand: typeof site.brand === 'string' ? site.brand : '' }
  }
}

export interface InboxMount {
  book: LeadBook
  store: StudioStore
  workspace: Workspace
  now: () => number
  /** The studio's public address (the calendar feeds' addresses, the e-mails' links to a lead). */
  publicUrl?: URL
  /** The signed-in app's page (the sign-in page without a session). */
  page: RequestHandler
}

/** Mounts the inbox: call after the session, the CSRF check and /api/me. */
export function mountInbox(app: Express, m: InboxMount): void {
  const router = inboxRouter({
    book: m.book,
    store: m.store,
    origins: originsOf(m.workspace),
    site: siteOf(m.workspace),
    now: m.now,
  })
  app.use('/api/leads', requireAccess('leads'), router)
  mountVisits(app, { book: m.book, store: m.store, workspace: m.workspace, publicUrl: m.publicUrl, now: m.now })
  app.get(['/yhteydenotot', '/yhteydenotot/:id'], m.page)
}
