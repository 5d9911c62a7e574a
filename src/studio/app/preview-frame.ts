/**
 * The preview frame: the site's own stylesheet, and the page body the studio
 * server rendered with the real section components, patched in on every
 * message from the studio (same origin only). Idiomorph (decision 124) morphs
 * the old body into the new one, matching elements by id (every section has
 * one), so an edit touches only the nodes that changed: the other sections
 * keep their nodes, layout and images. Scroll position stays.
 */
import { Idiomorph } from 'idiomorph'
import '../../styles/main.css'

export interface RenderMessage {
  type: 'studio-render'
  html: string
  /** The edit this render answers, echoed back so the studio can time it. */
  stamp: number
}

const root = document.getElementById('preview-root')!

window.addEventListener('message', (event: MessageEvent<RenderMessage>) => {
  if (event.origin !== window.location.origin || event.data?.type !== 'studio-render') return
  const next = document.createElement('template')
  next.innerHTML = event.data.html
  // Links would leave the preview: it shows one page.
  for (const a of next.content.querySelectorAll('a')) a.setAttribute('tabindex', '-1')
  Idiomorph.morph(root, next.content, { morphStyle: 'innerHTML' })
  window.parent.postMessage({ type: 'studio-rendered', stamp: event.data.stamp }, window.location.origin)
})
// A click in the preview asks the studio to open the section it is in: the ids around the click, innermost first.
window.addEventListener('click', (event) => {
  const target = event.target as Element | null
  if (target?.closest('a')) event.preventDefault()
  const ids: string[] = []
  for (let el = target?.closest('[id]'); el && el !== root; el = el.parentElement?.closest('[id]')) ids.push(el.id)
  if (ids.length) window.parent.postMessage({ type: 'studio-open-section', ids }, window.location.origin)
})
window.parent.postMessage({ type: 'studio-frame-ready' }, window.location.origin)
