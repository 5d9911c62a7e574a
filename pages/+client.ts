// The only script of every page (Vike's HTML-only mode: no client router, no page hydration).
import { startPageScripts } from '../src/layout/page-client.js'

startPageScripts()
