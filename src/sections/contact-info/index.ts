import { defineSection } from '../define-section.js'
import { ContactInfoSection } from './ContactInfoSection.js'

export default defineSection({ type: 'contact-info', Component: ContactInfoSection })
