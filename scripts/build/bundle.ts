/**
 * The full build's bundling step, in a process of its own (scripts/build.ts, decision 324): Vike
 * builds the client and server bundles with its prerender turned off (the build renders the pages
 * itself, scripts/build/render-pages.ts). A child process, so the bundler's memory (Rollup keeps
 * native memory the build's process would never give back) ends with it.
 */
import { build } from 'vike/api'

await build({ vikeConfig: { prerender: { disableAutoRun: true } } })
