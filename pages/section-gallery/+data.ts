import { render } from 'vike/abort'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  if (!import.meta.env.DEV) throw render(404)
  // Loaded only in development, so a production build carries none of it.
  const [{ contentSources }, { withDevContentReport }, { buildSectionGallery }, { sitePasses }] = await Promise.all([
    import('../../src/runtime/content-source.vite.js'),
    import('../../src/runtime/dev-content-report.js'),
    import('../../src/sections/section-gallery.js'),
    import('../../src/content-passes.js'),
  ])
  const { files, schemas, options } = contentSources()
  return {
    entries: withDevContentReport(() => buildSectionGallery(files, schemas, { ...options, passes: sitePasses() })),
  }
}
