import { defineSection } from '../define-section.js'
import { HeroSection } from './HeroSection.js'

export default defineSection({ type: 'hero', Component: HeroSection })
