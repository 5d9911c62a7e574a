import { usePageContext } from 'vike-react/usePageContext'
import { type Shell, shellOf } from './shell-data.js'

/** The header's, footer's and menus' content in the page's language (src/sections/shell-data.ts). */
export function useShell(): Shell {
  return shellOf(usePageContext())
}
