import { defineSection } from '../define-section.js'
import { TeamSection } from './TeamSection.js'

/** Static HTML. */
export default defineSection({ type: 'team', Component: TeamSection })
