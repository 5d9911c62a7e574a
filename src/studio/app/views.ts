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
