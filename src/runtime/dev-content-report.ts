import { render } from 'vike/abort'
import { ContentError, formatReport } from './diagnostics.js'

/**
 * Runs a content load in a +data hook. In development a ContentError becomes
 * a 500 whose reason is the `npm run validate` report, which the error page
 * shows under its message; in production the error is thrown as it is.
 */
export function withDevContentReport<T>(load: () => T): T {
  try {
    return load()
  } catch (error) {
    if (import.meta.env.DEV && error instanceof ContentError) throw render(500, formatReport(error.diagnostics))
    throw error
  }
}
