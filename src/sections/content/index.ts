import { defineSection } from '../define-section.js'
import { ContentSection } from './ContentSection.js'

export default defineSection({ type: 'content', Component: ContentSection })
