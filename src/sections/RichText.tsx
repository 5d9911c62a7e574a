/** HTML that was sanitised with DOMPurify on the server (src/runtime/rich-text.ts). */
export function RichText({ html, className = 'prose' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify on the server (decision 005)
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
