import { useData } from 'vike-react/useData'
import { SectionGallery } from '../../src/views/SectionGallery.js'
import type { Data } from './+data.js'

export default function Page() {
  // Dead code in a build (the route never matches there), so the bundle leaves the gallery out.
  if (!import.meta.env.DEV) return null
  return <GalleryPage />
}

function GalleryPage() {
  const { entries } = useData<Data>()
  return <SectionGallery entries={entries} />
}
