import type { Permission } from '../auth/roles.js'

/** The studio's views: the editor, and each view beside it (src/studio/app/App.tsx switches between them). */
export type View =
  | 'editor'
  | 'changes'
  | 'new'
  | 'publish'
  | 'media'
  | 'history'
  | 'people'
  | 'audit'
  | 'guide'
  | 'account'
  /** The inbox of contact messages, a page of its own (issue 34, LeadsStudio.tsx). */
  | 'leads'

/**
 * Where a person's studio opens, from what their role may do (src/studio/auth/roles.ts): the editor for
 * the content, the photos for a role with only those, the inbox for one with the contact messages, else
 * their own account. Pure: a new role needs nothing here.
 */
export function homeView(permissions: readonly Permission[]): View {
  if (permissions.includes('content')) return 'editor'
  if (permissions.includes('photos')) return 'media'
  if (permissions.includes('leads')) return 'leads'
  return 'account'
}
