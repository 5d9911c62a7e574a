import { useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react'
import { useStrings } from '../ui/strings-context.js'
import { Picture } from './ContentImage.js'

export interface BeforeAfterProps {
  before: { src: string; alt: string }
  after: { src: string; alt: string }
  width: number
  height: number
  /** How wide the pair is shown (`sizes`). */
  sizes?: string
}

/** The pair as HTML: the two images side by side (no JavaScript, or before the island has hydrated). */
function SideBySide({ before, after, width, height, sizes }: BeforeAfterProps) {
  const { UI } = useStrings()
  return (
    <div className="example__pair">
      <figure>
        <Picture src={before.src} alt={before.alt} width={width} height={height} sizes={sizes} />
        <figcaption>{UI.compare.before}</figcaption>
      </figure>
      <figure>
        <Picture src={after.src} alt={after.alt} width={width} height={height} sizes={sizes} />
        <figcaption>{UI.compare.after}</figcaption>
      </figure>
    </div>
  )
}

/** The divider as a pointer moves it across the frame: pointer capture keeps a drag going outside it. */
function usePointerDivider(setPosition: (position: number) => void) {
  const frame = useRef<HTMLDivElement>(null)
  const range = useRef<HTMLInputElement>(null)
  const moveTo = (clientX: number) => {
    const box = frame.current?.getBoundingClientRect()
    if (!box || box.width === 0) return
    setPosition(Math.round(Math.min(100, Math.max(0, ((clientX - box.left) / box.width) * 100))))
  }
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return
    e.currentTarget.setPointerCapture(e.pointerId)
    moveTo(e.clientX)
    range.current?.focus({ preventScroll: true })
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (e.currentTarget.hasPointerCapture(e.pointerId)) moveTo(e.clientX)
  }
  return { frame, range, onPointerDown, onPointerMove }
}

/** The two images stacked into one comparison, with a divider the visitor moves. */
function Comparison({ before, after, width, height, sizes }: BeforeAfterProps) {
  const { UI } = useStrings()
  const [position, setPosition] = useState(50)
  const { frame, range, onPointerDown, onPointerMove } = usePointerDivider(setPosition)
  const image = (side: BeforeAfterProps['before']) => (
    <Picture className="compare__image" src={side.src} alt={side.alt} width={width} height={height} sizes={sizes} />
  )
  return (
    <div
      ref={frame}
      className="compare"
      style={{ '--compare-position': `${position}%` } as CSSProperties}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      data-compare=""
    >
      {image(before)}
      <div className="compare__after">{image(after)}</div>
      <span className="compare__label compare__label--before" aria-hidden="true">
        {UI.compare.before}
      </span>
      <span className="compare__label compare__label--after" aria-hidden="true">
        {UI.compare.after}
      </span>
      <span className="compare__divider" aria-hidden="true" />
      <input
        ref={range}
        className="compare__range"
        type="range"
        min={0}
        max={100}
        step={1}
        value={position}
        aria-label={UI.compare.label}
        aria-valuetext={UI.compare.valueText(position)}
        onChange={(e) => setPosition(Number(e.currentTarget.value))}
      />
    </div>
  )
}

/**
 * A before/after pair. As HTML (no JavaScript, or before the island has
 * hydrated) the two images stand side by side. Once hydrated they are
 * stacked into one comparison: a divider the visitor moves with a pointer or
 * a finger (pointer events on the frame; touch-action pan-y keeps vertical
 * scrolling) or with the keyboard (a native range input: arrows, Page Up/Down,
 * Home, End), which is also what a screen reader announces.
 */
export function BeforeAfter(props: BeforeAfterProps) {
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])
  return enhanced ? <Comparison {...props} /> : <SideBySide {...props} />
}
