import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { ErrorBoundary } from './ErrorBoundary.js'
import './studio.css'

createRoot(document.getElementById('studio')!).render(
  <ErrorBoundary>
    <App />
  </ErrorBoundary>,
)
