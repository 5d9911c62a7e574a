/**
 * The studio never shows a blank page (issue 31): a view that crashes is
 * replaced by a Finnish notice. The author's unsaved edits are already in the
 * browser's storage (drafts.ts: every edit is written there), so reloading
 * loses nothing; the notice says so and offers the reload. The technical
 * detail goes to the browser's console for a developer, not to the author.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { STUDIO_UI } from '../strings.fi.js'

const UI = STUDIO_UI.crash

interface State {
  crashed: boolean
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { crashed: false }

  static getDerivedStateFromError(): State {
    return { crashed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('studio:', error, info.componentStack)
  }

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children
    return (
      <main className="studio-crash" role="alert" aria-labelledby="studio-crash-title">
        <h1 id="studio-crash-title">{UI.title}</h1>
        <p>{UI.kept}</p>
        <div className="studio-crash__actions">
          <button type="button" className="studio-btn studio-btn--primary" onClick={() => window.location.reload()}>
            {UI.reload}
          </button>
          <button type="button" className="studio-btn" onClick={() => this.setState({ crashed: false })}>
            {UI.retry}
          </button>
        </div>
      </main>
    )
  }
}
