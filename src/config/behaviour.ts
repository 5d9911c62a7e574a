/** Behaviour constants of the spec (section 9), in milliseconds unless named otherwise. */
export const DROPDOWN_CLOSE_DELAY_MS = 300
export const NOTICE_DURATION_MS = 5_000
export const MODAL_SUCCESS_CLOSE_DELAY_MS = 3_000
export const SPAM_DELAY_MS = 30_000
export const COOKIE_BANNER_DELAY_MS = 1_000
export const ENGAGEMENT_THRESHOLD_MS = 15_000
