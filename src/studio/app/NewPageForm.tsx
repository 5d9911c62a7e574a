/** "New page": the templates of `npm run new` (src/runtime/new-document.ts), opened as an unsaved document. */
import { useState, type FormEvent } from 'react'
import { enumLabel } from '../labels.fi.js'
import { STUDIO_UI as UI } from '../strings.fi.js'
import type { DocumentEntry } from '../studio-api.js'
import { suggestSlug } from '../../i18n/title-slug.js'
import { ICONS, type Kind, newPageRoute } from '../../runtime/new-document.js'
import type { Icon } from '../../runtime/content-types.generated.js'
import { ServiceIcon } from '../../sections/services/service-icons.js'
import { api } from './api.js'

type Created = Awaited<ReturnType<typeof api.newPage>>

interface Props {
  /** The documents there are: their slugs are taken, their titles are not to be repeated. */
  documents?: readonly Pick<DocumentEntry, 'file' | 'title' | 'kind'>[]
  kinds: string[]
  groups: string[]
  menus: { key: string; label: string }[]
  /** The public site's address: the new page's full address is shown beside "Sivun osoite". */
  siteUrl: string
  onCreated(
    file: string,
    text: string,
    fresh: Pick<DocumentEntry, 'kind' | 'route'>,
    menu?: Created['navigation'],
  ): void
  onCancel(): void
}

/** The page's full address on the public site ("https://example.fi/palvelu/parvekeremontti"). */
function fullAddress(siteUrl: string, route: string | null): string | null {
  if (!route) return null
  try {
    return new URL(route, siteUrl).href
  } catch {
    return route
  }
}

/** "Lisää valikkoon": the page's place in the header menu, or a clear note that it is not in the menu. */
function MenuChoice({ menus, menu, setMenu }: { menus: Props['menus']; menu: string; setMenu(m: string): void }) {
  return (
    <>
      <label className="studio-check">
        <input
          type="checkbox"
          id="studio-new-menu"
          checked={menu !== ''}
          onChange={(e) => setMenu(e.target.checked ? (menus[0]?.key ?? '') : '')}
          aria-describedby="studio-new-menu-help"
        />{' '}
        {UI.newPage.addToMenu}
      </label>
      {menu !== '' && (
        <>
          <label htmlFor="studio-new-menu-place">{UI.newPage.menuPlace}</label>
          <select id="studio-new-menu-place" value={menu} onChange={(e) => setMenu(e.target.value)}>
            {menus.map((m) => (
              <option key={m.key} value={m.key}>
                {m.label}
              </option>
            ))}
          </select>
        </>
      )}
      <p className="studio-help" id="studio-new-menu-help">
        {menu === '' ? UI.newPage.notInMenu : UI.newPage.inMenu(menus.find((m) => m.key === menu)?.label ?? '')}
      </p>
    </>
  )
}

/** Where each kind's files are: their names are the slugs taken. */
const FOLDERS: Record<string, string> = {
  service: 'pages-data/services/',
  city: 'pages-data/cities/',
  page: 'pages-data/pages/',
  blog: 'pages-data/blog/',
}

/** The slugs taken in a kind's folder. */
function takenSlugs(documents: Props['documents'], kind: string): Set<string> {
  const folder = FOLDERS[kind] ?? ''
  return new Set(
    (documents ?? []).flatMap((d) =>
      d.file.startsWith(folder) && !d.file.slice(folder.length).includes('/')
        ? [d.file.slice(folder.length).replace(/\.(json|md)$/, '')]
        : [],
    ),
  )
}

/** Another page's title the same as this one (a warning, issue 31), or undefined. */
const sameTitle = (documents: Props['documents'], title: string) =>
  title.trim()
    ? documents?.find(
        (d) =>
          d.kind !== 'translation' && d.title.trim().toLocaleLowerCase('fi') === title.trim().toLocaleLowerCase('fi'),
      )
    : undefined

/** The title, then the slug suggested from it (the author may write another), and a title another page has. */
function TitleAndSlug(props: {
  title: string
  setTitle(title: string): void
  slug: string
  setSlug(slug: string): void
  twin: string | undefined
  invalid: boolean
  /** The page's full address on the site, while the slug is one. */
  address: string | null
}) {
  const { title, setTitle, slug, setSlug, twin } = props
  const error = props.invalid
  return (
    <>
      <label htmlFor="studio-new-title-input">{UI.newPage.pageTitle}</label>
      <input
        id="studio-new-title-input"
        value={title}
        aria-describedby={twin ? 'studio-new-title-twin' : undefined}
        onChange={(e) => setTitle(e.target.value)}
      />
      {twin && (
        <p className="studio-warning-text" id="studio-new-title-twin">
          {UI.newPage.sameTitle(twin)}
        </p>
      )}
      <label htmlFor="studio-new-slug">{UI.newPage.slug}</label>
      <input
        id="studio-new-slug"
        required
        aria-describedby={props.address ? 'studio-new-slug-help studio-new-address' : 'studio-new-slug-help'}
        aria-invalid={error ? true : undefined}
        value={slug}
        onChange={(e) => setSlug(e.target.value)}
      />
      <p className="studio-help" id="studio-new-slug-help">
        {UI.newPage.slugHelp}
      </p>
      {props.address && (
        <p className="studio-help" id="studio-new-address" aria-live="polite">
          {UI.newPage.address} <span className="studio-new__address">{props.address}</span>
        </p>
      )}
    </>
  )
}

/** A service's card: the one sentence its cards and listings show, and its icon (drawn beside the choice). */
function CardChoice(props: {
  description: string
  setDescription(d: string): void
  icon: Icon
  setIcon(i: Icon): void
}) {
  return (
    <>
      <label htmlFor="studio-new-description">{UI.newPage.cardText}</label>
      <textarea
        id="studio-new-description"
        className="studio-textarea"
        rows={2}
        maxLength={300}
        value={props.description}
        aria-describedby="studio-new-description-help"
        onChange={(e) => props.setDescription(e.target.value)}
      />
      <p className="studio-help" id="studio-new-description-help">
        {UI.newPage.cardTextHelp}
      </p>
      <label htmlFor="studio-new-icon">{UI.newPage.icon}</label>
      <span className="studio-new__icon">
        <select id="studio-new-icon" value={props.icon} onChange={(e) => props.setIcon(e.target.value as Icon)}>
          {ICONS.map((i) => (
            <option key={i} value={i}>
              {enumLabel('icon', i)}
            </option>
          ))}
        </select>
        <ServiceIcon name={props.icon} />
      </span>
    </>
  )
}

/** A service's group: it puts the service in that column of the menu and that part of the listing. */
function GroupChoice({
  groups,
  group,
  setGroup,
}: {
  groups: readonly string[]
  group: string
  setGroup: (g: string) => void
}) {
  return (
    <>
      <label htmlFor="studio-new-group">{UI.newPage.group}</label>
      <select
        id="studio-new-group"
        value={group}
        onChange={(e) => setGroup(e.target.value)}
        aria-describedby="studio-new-group-help"
      >
        {groups.map((g) => (
          <option key={g} value={g}>
            {enumLabel('group', g)}
          </option>
        ))}
      </select>
      <p className="studio-help" id="studio-new-group-help">
        {UI.newPage.inGroup}
      </p>
    </>
  )
}

export function NewPageForm({ documents, kinds, groups, menus, siteUrl, onCreated, onCancel }: Props) {
  const [kind, setKind] = useState(kinds[0] ?? 'service')
  const [typedSlug, setSlug] = useState<string | null>(null)
  const [title, setTitle] = useState('')
  // Until the author writes one, the slug follows the title (unique in its folder).
  const slug = typedSlug ?? suggestSlug('fi', title, takenSlugs(documents, kind))
  const twin = sameTitle(documents, title)
  const [group, setGroup] = useState(groups[0] ?? 'rooms')
  const [error, setError] = useState('')
  const [menu, setMenu] = useState('')
  const [description, setDescription] = useState('')
  const [icon, setIcon] = useState<Icon>('hammer')
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    try {
      const doc = await api.newPage({
        kind,
        slug: slug.trim(),
        title: title.trim() || undefined,
        group: kind === 'service' ? group : undefined,
        icon: kind === 'service' ? icon : undefined,
        description: description.trim() || undefined,
        menu: (kind !== 'service' && menu) || undefined,
      })
      onCreated(doc.file, doc.text, { kind: doc.kind, route: doc.route }, doc.navigation)
    } catch (err) {
      setError((err as Error).message)
    }
  }
  return (
    <form className="studio-new" onSubmit={submit} aria-labelledby="studio-new-title" noValidate>
      <h2 id="studio-new-title">{UI.newPage.title}</h2>
      {error && (
        <p role="alert" className="studio-error" id="studio-new-error">
          {error}
        </p>
      )}
      <label htmlFor="studio-new-kind">{UI.newPage.kind}</label>
      <select id="studio-new-kind" value={kind} onChange={(e) => setKind(e.target.value)}>
        {kinds.map((k) => (
          <option key={k} value={k}>
            {UI.newPage.kinds[k] ?? k}
          </option>
        ))}
      </select>
      <TitleAndSlug
        title={title}
        setTitle={setTitle}
        slug={slug}
        setSlug={setSlug}
        twin={twin?.title}
        invalid={Boolean(error)}
        address={fullAddress(siteUrl, newPageRoute(kind as Kind, slug.trim()))}
      />
      {kind === 'service' && <GroupChoice groups={groups} group={group} setGroup={setGroup} />}
      {kind === 'service' && (
        <CardChoice description={description} setDescription={setDescription} icon={icon} setIcon={setIcon} />
      )}
      {/* A service is in the menu by its group (issue 43): a place chosen here would list it twice. */}
      {kind !== 'service' && menus.length > 0 && <MenuChoice menus={menus} menu={menu} setMenu={setMenu} />}
      <div className="studio-new__actions">
        <button type="submit" className="studio-btn studio-btn--primary">
          {UI.newPage.create}
        </button>
        <button type="button" className="studio-btn" onClick={onCancel}>
          {UI.newPage.cancel}
        </button>
      </div>
    </form>
  )
}
