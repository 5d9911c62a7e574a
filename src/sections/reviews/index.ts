import { defineSection } from '../define-section.js'
import { ReviewsSection } from './ReviewsSection.js'

/** Static HTML; page-view publishes the reviews as Review JSON-LD. */
export default defineSection({ type: 'reviews', Component: ReviewsSection })
