/** The fields focus may go to when a panel of the shell opens (a disclosure, the contact dialog). */
export const FIELD = 'input:not([type=hidden]):not([tabindex="-1"]), textarea, select'
