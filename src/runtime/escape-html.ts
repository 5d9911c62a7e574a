/** Text for HTML, in an element or a double-quoted attribute: & < > " as character references. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
