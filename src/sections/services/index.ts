import { defineSection } from '../define-section.js'
import { ServicesSection } from './ServicesSection.js'

export default defineSection({ type: 'services', Component: ServicesSection })
