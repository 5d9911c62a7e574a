/** Head tags shared by every page. */
export default function Head() {
  return (
    <>
      <meta name="theme-color" content="#0d4f6c" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:locale" content="fi_FI" />
    </>
  )
}
