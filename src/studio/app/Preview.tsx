/**
 * The live preview: an iframe with the site's stylesheet (preview.html) that
 * receives the page body the server rendered, at phone (390 px) or desktop
 * (1280 px, scaled to fit) width. Shows how long the last edit took to reach
 * the screen.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { STUDIO_UI } from '../strings.fi.js'
import { connectPreview, postPreview } from './preview-channel.js'

const UI = STUDIO_UI.preview
const WIDTHS = { phone: 390, desktop: 1280 } as const
type Width = keyof typeof WIDTHS

interface Props {
  title: string
  html: string | null
  /** performance.now() of the edit the html answers. */
  stamp: number
  stale: boolean
  noPage: boolean
  /** A click in the preview: the ids of the elements around it, innermost first. */
  onOpenSection(ids: string[]): void
}

/** The frame's messages (ready, rendered, a section clicked) and the channel the studio posts renders into. */
function useFrame(html: string | null, stamp: number, onOpenSection: (ids: string[]) => void) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [ready, setReady] = useState(false)
  const [lastMs, setLastMs] = useState<number | null>(null)
  const openSection = useRef(onOpenSection)
  openSection.current = onOpenSection
  useEffect(() => {
    const onMessage = (e: MessageEvent<{ type?: string; stamp?: number; ids?: unknown }>) => {
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow) return
      if (e.data?.type === 'studio-frame-ready') setReady(true)
      if (e.data?.type === 'studio-open-section' && Array.isArray(e.data.ids))
        openSection.current(e.data.ids.filter((id): id is string => typeof id === 'string'))
      if (e.data?.type === 'studio-rendered' && typeof e.data.stamp === 'number' && e.data.stamp > 0)
        setLastMs(Math.round(performance.now() - e.data.stamp))
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [])
  useLayoutEffect(() => {
    if (!ready) return
    connectPreview(frame.current?.contentWindow ?? null)
    return () => connectPreview(null)
  }, [ready])
  // Usually App has posted this render already (postPreview sends it once); this one serves a newly shown document.
  useLayoutEffect(() => {
    if (ready && html !== null) postPreview(html, stamp)
  }, [ready, html, stamp])
  return { frame, lastMs }
}

function useWidth() {
  const box = useRef<HTMLDivElement>(null)
  const [boxWidth, setBoxWidth] = useState(600)
  useEffect(() => {
    const el = box.current
    if (!el) return
    const observer = new ResizeObserver(() => setBoxWidth(el.clientWidth))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return { box, boxWidth }
}

function WidthSwitch({ width, setWidth }: { width: Width; setWidth(w: Width): void }) {
  return (
    <div role="group" aria-label={UI.width} className="studio-toggle">
      {(Object.keys(WIDTHS) as Width[]).map((w) => (
        <button
          key={w}
          type="button"
          className="studio-btn studio-btn--small"
          aria-pressed={width === w}
          onClick={() => setWidth(w)}
        >
          {UI[w]}
        </button>
      ))}
    </div>
  )
}

export function Preview({ title, html, stamp, stale, noPage, onOpenSection }: Props) {
  const { frame, lastMs } = useFrame(html, stamp, onOpenSection)
  const { box, boxWidth } = useWidth()
  const [width, setWidth] = useState<Width>('phone')
  const px = WIDTHS[width]
  const scale = Math.min(1, boxWidth / px)
  return (
    <section className="studio-preview" aria-labelledby="studio-preview-title">
      <div className="studio-preview__bar">
        <h2 id="studio-preview-title">{UI.title}</h2>
        <WidthSwitch width={width} setWidth={setWidth} />
        <p className="studio-preview__timing studio-muted" data-preview-ms={lastMs ?? undefined}>
          {lastMs !== null ? UI.updated(lastMs) : ''}
        </p>
      </div>
      {noPage && <p className="studio-help">{UI.noPage}</p>}
      {stale && !noPage && (
        <p className="studio-warning-text" role="status">
          {UI.stale}
        </p>
      )}
      <p className="studio-help">{UI.clickToEdit}</p>
      <div className="studio-preview__box" ref={box}>
        <div
          className="studio-preview__scaler"
          style={{ width: px, transform: `scale(${scale})`, height: `${100 / scale}%` }}
        >
          <iframe
            ref={frame}
            title={UI.frame(title)}
            src="/preview-frame"
            className="studio-preview__frame"
            data-width={width}
          />
        </div>
      </div>
    </section>
  )
}
