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
