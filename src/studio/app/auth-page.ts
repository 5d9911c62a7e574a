/**
 * The studio's sign-in page (`/kirjaudu`) and invitation page (`/kutsu/<token>`),
 * plain DOM: a passkey ceremony needs a few lines of script, not the whole app
 * (src/studio/auth/auth-router.ts answers). Every message is the studio's Finnish.
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser'
import { STUDIO_UI } from '../strings.fi.js'
import { isRole } from '../auth/roles.js'
import './studio.css'

const UI = STUDIO_UI.auth
const root = document.getElementById('auth')!

interface Answer {
  error?: string
  [key: string]: unknown
}

async function post(url: string, body: unknown): Promise<{ ok: boolean; json: Answer }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { ok: res.ok, json: (await res.json().catch(() => ({}))) as Answer }
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
) {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

/** The status line: role=status for progress, role=alert for a failure. */
const status = el('p', { className: 'studio-auth__status', id: 'auth-status' })
status.setAttribute('role', 'status')
function say(text: string, failure = false) {
  status.setAttribute('role', failure ? 'alert' : 'status')
  status.className = failure ? 'studio-auth__status studio-error' : 'studio-auth__status'
  status.textContent = text
}

/** A WebAuthn call's own refusal (the person cancelled or the browser said no) in words. */
const ceremonyError = (error: unknown) =>
  (error as { name?: string }).name === 'NotAllowedError' ? UI.cancelled : UI.failed

const next = () => {
  const target = new URLSearchParams(location.search).get('jatka') ?? '/'
  return target.startsWith('/') && !target.startsWith('//') ? target : '/'
}

function signInView() {
  const reason = new URLSearchParams(location.search).get('syy')
  const button = el(
    'button',
    { type: 'button', className: 'studio-btn studio-btn--primary studio-auth__go' },
    UI.signIn,
  )
  root.append(el('h2', {}, UI.signInTitle), el('p', { className: 'studio-help' }, UI.signInHelp), button, status)
  if (reason === 'ulos') say(UI.signedOut)
  if (reason === 'vanhentunut') say(UI.expired)
  button.addEventListener('click', async () => {
    button.disabled = true
    say(UI.signingIn)
    try {
      const options = await post('/auth/options', {})
      if (!options.ok) return say(options.json.error ?? UI.failed, true)
      const response = await startAuthentication({ optionsJSON: options.json as never })
      const result = await post('/auth/sign-in', { response })
      if (!result.ok) return say(result.json.error ?? UI.failed, true)
      location.assign(next())
    } catch (error) {
      say(ceremonyError(error), true)
    } finally {
      button.disabled = false
    }
  })
  button.focus()
}

function field(id: string, label: string, help: string, autocomplete: AutoFill) {
  const input = document.createElement('input')
  Object.assign(input, { id, name: id, type: 'text', autocomplete, required: true })
  input.setAttribute('aria-describedby', `${id}-help`)
  const caption = document.createElement('label')
  caption.htmlFor = id
  caption.textContent = label
  const wrap = el(
    'div',
    { className: 'studio-field' },
    caption,
    input,
    el('p', { className: 'studio-help', id: `${id}-help` }, help),
  )
  return { wrap, input }
}

async function inviteView(token: string) {
  const res = await fetch(`/auth/invite?token=${encodeURIComponent(token)}`)
  const invite = (await res.json().catch(() => ({}))) as Answer & {
    state?: string
    email?: string
    role?: string
    existing?: { name: string }
  }
  const existing = invite.state === 'ok' ? invite.existing : undefined
  root.append(el('h2', {}, existing ? UI.addDeviceTitle : UI.inviteTitle))
  if (!res.ok || invite.state !== 'ok') {
    root.append(status)
    const link = el('a', { href: '/kirjaudu', className: 'studio-btn' }, UI.signIn)
    root.append(link)
    return say(invite.error ?? UI.inviteUnknown, true)
  }
  const role = isRole(invite.role) ? STUDIO_UI.roles[invite.role] : (invite.role ?? '')
  const name = field('auth-name', UI.yourName, UI.yourNameHelp, 'name')
  const device = field('auth-device', UI.deviceLabel, UI.deviceLabelHelp, 'off')
  device.input.required = false
  const submit = el(
    'button',
    { type: 'submit', className: 'studio-btn studio-btn--primary studio-auth__go' },
    UI.createPasskey,
  )
  // A known account: no name to give (it keeps its own), only the new device's.
  const fields = existing ? [device.wrap] : [name.wrap, device.wrap]
  const form = el('form', { className: 'studio-auth__form', noValidate: true }, ...fields, submit, status)
  const help = existing
    ? UI.addDeviceHelp(existing.name, invite.email ?? '')
    : UI.inviteHelp(invite.email ?? '', role.toLowerCase())
  root.append(el('p', { className: 'studio-help' }, help), form)
  ;(existing ? device : name).input.focus()
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const person = existing?.name ?? name.input.value.trim()
    if (!person) {
      name.input.setAttribute('aria-invalid', 'true')
      name.input.focus()
      return say(UI.nameRequired, true)
    }
    name.input.removeAttribute('aria-invalid')
    submit.disabled = true
    say(UI.signingIn)
    try {
      const options = await post('/auth/invite/options', { token, name: person })
      if (!options.ok) return say(options.json.error ?? UI.registerFailed, true)
      const response = await startRegistration({ optionsJSON: options.json as never })
      const result = await post('/auth/invite/register', { token, name: person, label: device.input.value, response })
      if (!result.ok) return say(result.json.error ?? UI.registerFailed, true)
      location.assign('/')
    } catch (error) {
      say((error as { name?: string }).name === 'NotAllowedError' ? UI.cancelled : UI.registerFailed, true)
    } finally {
      submit.disabled = false
    }
  })
}

if (!browserSupportsWebAuthn()) {
  root.append(status)
  say(UI.unsupported, true)
} else {
  const invite = /^\/kutsu\/([\w-]{10,100})$/.exec(location.pathname)?.[1]
  if (invite) void inviteView(invite)
  else signInView()
}
