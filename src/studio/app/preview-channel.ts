/**
 * The way into the preview frame. The studio posts a rendered body as soon as
 * the server's answer arrives, before React re-renders the studio (the edit
 * reaches the frame without waiting for the editor); the Preview component
 * posts through the same channel when it mounts or the shown document
 * changes. The same render (html and stamp) is posted once.
 */
let target: Window | null = null
let last: { html: string; stamp: number } | null = null

/** The frame that shows the preview now (null when it goes away). */
export function connectPreview(frame: Window | null): void {
  target = frame
  last = null
}

/** Posts a render to the frame, unless it is the one posted last; false when no frame is ready. */
export function postPreview(html: string, stamp: number): boolean {
  if (!target) return false
  if (last && last.html === html && last.stamp === stamp) return true
  last = { html, stamp }
  target.postMessage({ type: 'studio-render', html, stamp }, window.location.origin)
  return true
}
