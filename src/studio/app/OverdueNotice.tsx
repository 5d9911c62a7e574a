/**
 * The studio's start screen for the people who have the inbox (issue 34): how
 * many leads are still unanswered after 20 hours, and a way to them. Nothing
 * when there are none. Only a count: no person's data on the start screen.
 */
import { useEffect, useState } from 'react'
import { STUDIO_UI } from '../strings.fi.js'
import { send } from './api.js'

const UI = STUDIO_UI.leads

export function OverdueNotice({ onOpen }: { onOpen(): void }) {
  const [count, setCount] = useState(0)
  useEffect(() => void send<{ count: number }>('/api/leads/overdue').then((a) => a.ok && setCount(a.body.count)), [])
  if (!count) return null
  return (
    <div className="studio-inbox__overdue" role="status">
      <p>{UI.overdueCount(count)}</p>
      <button type="button" className="studio-btn studio-btn--small" onClick={onOpen}>
        {UI.showOverdue}
      </button>
    </div>
  )
}
