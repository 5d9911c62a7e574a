import { focusMainAfterNavigation } from '../src/layout/navigation-focus.js'

// After a client-side navigation, screen reader and keyboard users start at the new page's content.
export const onPageTransitionEnd = focusMainAfterNavigation
