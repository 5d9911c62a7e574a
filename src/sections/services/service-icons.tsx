import type { ServiceCard } from '../../runtime/content-types.generated.js'

/** One 24x24 stroke icon per name of the services schema's icon enum. */
const PATHS: Record<ServiceCard['icon'], string> = {
  hammer: 'M14 4l6 6-3 3-6-6zM11 7l-8 8 3 3 8-8',
  brush: 'M18 3l3 3-9 9-3-3zM9 12c-3 0-5 2-5 5 0 2-1 3-2 4 4 0 9-1 9-6',
  roller: 'M4 4h13v5H4zM17 6h3v6h-8v3M11 15h2v6h-2z',
  tiles: 'M3 3h8v8H3zM13 3h8v8h-8zM3 13h8v8H3zM13 13h8v8h-8z',
  floor: 'M3 17l9-5 9 5-9 5zM3 12l9-5 9 5M7 14.5l9-5',
  bath: 'M3 12h18v3a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5zM6 12V5a2 2 0 0 1 4 0M7 20l-1 2M17 20l1 2',
  sauna: 'M4 21V9l8-6 8 6v12zM8 21v-5h8v5M9 11c0-1 1-1 1-2M12 11c0-1 1-1 1-2M15 11c0-1 1-1 1-2',
  kitchen: 'M4 3h16v18H4zM4 10h16M8 6h2M8 14v3M16 14v3',
  home: 'M3 11l9-8 9 8M5 9v12h14V9M10 21v-6h4v6',
  key: 'M14 10a4 4 0 1 0-4 4M10 14l-7 7M5 19l2 2M7 17l2 2',
  shield: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6zM8 12l3 3 5-6',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3',
  euro: 'M17 6a7 7 0 1 0 0 12M4 10h10M4 14h10',
  check: 'M4 12l5 5 11-11',
  truck: 'M2 6h12v10H2zM14 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  snow: 'M12 2v20M3 7l18 10M21 7L3 17M9 4l3 2 3-2M9 20l3-2 3 2',
  roof: 'M2 13l10-9 10 9M5 11v9h14v-9M9 20v-5h6v5',
  tree: 'M12 2l6 9h-3l4 6H5l4-6H6zM12 17v5',
  building: 'M4 21V5l8-3v19M12 8h8v13M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2M2 21h20',
  chat: 'M4 5h16v11H9l-5 4z',
  ruler: 'M3 17L17 3l4 4L7 21zM7 13l2 2M10 10l2 2M13 7l2 2',
  wrench: 'M15 3a5 5 0 0 0-4 7l-8 8 3 3 8-8a5 5 0 0 0 7-4l-3 1-2-2z',
  leaf: 'M5 19c0-9 6-15 15-15 0 9-6 15-15 15zM5 19l8-8',
  star: 'M12 3l3 6 6 1-4.5 4 1 6-5.5-3-5.5 3 1-6L3 10l6-1z',
  map: 'M12 21s-7-6-7-12a7 7 0 0 1 14 0c0 6-7 12-7 12zM12 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-7 7-7s7 3 7 7M16 3a4 4 0 0 1 0 8M18 14c2 1 4 3 4 7',
  trash: 'M4 6h16M9 6V3h6v3M6 6l1 15h10l1-15M10 10v7M14 10v7',
  calendar: 'M3 5h18v16H3zM3 10h18M8 3v4M16 3v4M7 14h3M14 14h3M7 17h3',
}

export function ServiceIcon({ name }: { name: ServiceCard['icon'] }) {
  return (
    <span className="card__icon" aria-hidden="true">
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative, inside an aria-hidden span */}
      <svg
        width="28"
        height="28"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[name]} />
      </svg>
    </span>
  )
}
