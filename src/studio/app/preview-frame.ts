/**
 * The preview frame: the site's own stylesheet, and the page body the studio
 * server rendered with the real section components, swapped in on every
 * message from the studio (same origin only). Scroll position stays.
 */
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
  root.innerHTML = event.data.html
  // Links would leave the preview: it shows one page.
  for (const a of root.querySelectorAll('a')) a.setAttribute('tabindex', '-1')
  window.parent.postMessage({ type: 'studio-rendered', stamp: event.data.stamp }, window.location.origin)
})
window.addEventListener('click', (event) => {
  if ((event.target as Element | null)?.closest('a')) event.preventDefault()
})
window.parent.postMessage({ type: 'studio-frame-ready' }, window.location.origin)
