import Ajv from 'ajv'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  CONSENT_CHOICES,
  DEFAULT_PREFERENCES,
  evaluateStoredConsent,
  hasProof,
  isStoredConsent,
  parseStoredConsent,
} from './consent-record.js'
import { choiceOf, createConsentRecord } from './consent-choice.js'
import { cookieDomainsFor, cookieNames, cookiesToRemove, CONSENT_COOKIES } from '../consent/cookie-lists.js'
import { consentModeFor, CONSENT_MODE_DEFAULT } from '../analytics/consent-mode.js'
import { CLICK_EVENTS, EVENT_VALUES, pageViewEvents, withDefaults } from '../analytics/events.js'

const schema = JSON.parse(readFileSync('schemas/cookie-consent.schema.json', 'utf8'))
const ajvValidate = new Ajv({ strict: true, allErrors: true }).compile(schema)
/** The value as product-spec section 3 describes it: the four categories only. */
const specShaped = { necessary: true, analytics: true, marketing: false, functional: true }
const valid = createConsentRecord({ ...DEFAULT_PREFERENCES, analytics: true }, Date.UTC(2026, 10, 21), 'a1b2c3d4-0000')

describe('stored consent: the type guard equals the JSON Schema', () => {
  const mutations: [string, unknown][] = [
    ['valid', valid],
    [
      'all accepted',
      createConsentRecord({ necessary: true, analytics: true, marketing: true, functional: true }, 0, 'abcdefgh'),
    ],
    ['necessary false', { ...valid, necessary: false }],
    ['analytics as string', { ...valid, analytics: 'true' }],
    ['marketing missing', (({ marketing: _, ...rest }) => rest)(valid)],
    ['extra property', { ...valid, extra: 1 }],
    ['unknown choice', { ...valid, choice: 'accepted' }],
    ['policy version 0', { ...valid, policyVersion: 0 }],
    ['policy version 1.5', { ...valid, policyVersion: 1.5 }],
    ['policy version as string', { ...valid, policyVersion: '1' }],
    ['short id', { ...valid, consentId: 'abc' }],
    ['id with spaces', { ...valid, consentId: 'abc def ghi' }],
    ['local time', { ...valid, consentedAt: '2026-11-21T09:30:00' }],
    ['date only', { ...valid, consentedAt: '2026-11-21' }],
    ['null', null],
    ['array', [valid]],
    ['string', 'cookie'],
    ["the spec's four-category shape", specShaped],
    ["the spec's shape with necessary false", { ...specShaped, necessary: false }],
    ["the spec's shape with another key", { ...specShaped, statistics: true }],
    ["the spec's shape with a category missing", (({ functional: _, ...rest }) => rest)(specShaped)],
    ['a partial proof: choice only', { ...specShaped, choice: 'custom_saved' }],
    ['a partial proof: no id', (({ consentId: _, ...rest }) => rest)(valid)],
    ['a partial proof: no date', (({ consentedAt: _, ...rest }) => rest)(valid)],
  ]
  it.each(mutations)('%s', (_, value) => {
    expect(isStoredConsent(value)).toBe(ajvValidate(value))
  })
  it('lists the same choices as the schema', () => {
    expect([...CONSENT_CHOICES]).toEqual(schema.properties.choice.enum)
    expect(Object.keys(specShaped).sort()).toEqual([...schema.required].sort())
    expect(Object.keys(valid).sort()).toEqual([...schema.required, ...Object.keys(schema.dependencies)].sort())
  })
})

describe('stored consent: parsing and re-asking', () => {
  it('parses a valid record and ignores anything else without throwing', () => {
    expect(parseStoredConsent(JSON.stringify(valid))).toEqual(valid)
    for (const raw of [null, undefined, '', '{', 'null', '"x"', '{"necessary":true}'])
      expect(parseStoredConsent(raw)).toBeNull()
  })
  it("loads the spec's four-category shape as consent given, with the choice its categories imply", () => {
    const raw = JSON.stringify(specShaped)
    expect(parseStoredConsent(raw)).toEqual(specShaped)
    const loaded = evaluateStoredConsent(raw, Date.UTC(2026, 11, 1))
    expect(loaded).toEqual({ status: 'valid', record: specShaped })
    if (loaded.status !== 'valid') throw new Error('not valid')
    expect(hasProof(loaded.record)).toBe(false)
    expect(choiceOf(loaded.record)).toBe('custom_saved')
    expect(choiceOf({ necessary: true, analytics: false, marketing: false, functional: false })).toBe('necessary_only')
    expect(choiceOf(valid)).toBe(valid.choice)
    // No date: it cannot expire. It predates the policy versions, so it stands for version 1 and is asked again after a bump.
    expect(evaluateStoredConsent(raw, Date.UTC(2040, 0, 1)).status).toBe('valid')
    expect(evaluateStoredConsent(raw, Date.UTC(2026, 11, 1), 2)).toMatchObject({
      status: 'outdated',
      reason: 'policyVersion',
    })
  })
  it('tells missing, corrupt, outdated and valid apart', () => {
    const now = Date.UTC(2026, 11, 1)
    expect(evaluateStoredConsent(null, now).status).toBe('missing')
    expect(evaluateStoredConsent('{', now).status).toBe('corrupt')
    expect(evaluateStoredConsent(JSON.stringify(valid), now).status).toBe('valid')
    expect(evaluateStoredConsent(JSON.stringify(valid), now, 2)).toMatchObject({
      status: 'outdated',
      reason: 'policyVersion',
    })
    expect(evaluateStoredConsent(JSON.stringify(valid), Date.UTC(2027, 10, 21))).toMatchObject({
      status: 'outdated',
      reason: 'expired',
    })
  })
})

describe('cookie lists', () => {
  const present = ['_ga', '_ga_ABC123', '_gid', '_gcl_au', '_fbp', 'session', 'cookie-consent-test', '__utma']
  it('removes analytics and marketing cookies when both are off, and nothing else', () => {
    expect(cookiesToRemove(present, DEFAULT_PREFERENCES)).toEqual([
      '_ga',
      '_ga_ABC123',
      '_gid',
      '_gcl_au',
      '_fbp',
      '__utma',
    ])
  })
  it('keeps the cookies of an accepted category', () => {
    expect(cookiesToRemove(present, { ...DEFAULT_PREFERENCES, analytics: true })).toEqual(['_gcl_au', '_fbp'])
    expect(cookiesToRemove(present, { ...DEFAULT_PREFERENCES, marketing: true })).toEqual([
      '_ga',
      '_ga_ABC123',
      '_gid',
      '__utma',
    ])
  })
  it('every pattern belongs to exactly one category', () => {
    const names = Object.values(CONSENT_COOKIES)
      .flat()
      .map((c) => c.name)
    expect(new Set(names).size).toBe(names.length)
  })
  it('deletes on the host and each parent domain, never on a bare top-level domain', () => {
    expect(cookieDomainsFor('www.remonttiapu.fi')).toEqual(['', 'www.remonttiapu.fi', 'remonttiapu.fi'])
    expect(cookieDomainsFor('localhost')).toEqual([''])
    expect(cookieDomainsFor('127.0.0.1')).toEqual([''])
  })
  it('reads the names of document.cookie', () => {
    expect(cookieNames('_ga=GA1.1.1; _gcl_au=1.1 ;x=')).toEqual(['_ga', '_gcl_au', 'x'])
    expect(cookieNames('')).toEqual([])
  })
})

describe('Consent Mode v2 mapping', () => {
  it('denies everything that needs consent by default', () => {
    expect(CONSENT_MODE_DEFAULT).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    })
  })
  it('maps analytics, marketing and functional to their signals', () => {
    expect(consentModeFor({ ...DEFAULT_PREFERENCES, analytics: true })).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      functionality_storage: 'denied',
    })
    expect(consentModeFor({ ...DEFAULT_PREFERENCES, marketing: true })).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    })
    expect(consentModeFor({ ...DEFAULT_PREFERENCES, functional: true })).toMatchObject({
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      ad_storage: 'denied',
    })
  })
})

describe('event catalogue', () => {
  it('carries the spec values', () => {
    expect(withDefaults({ name: 'form_submit' }).params).toEqual({ value: 35, currency: 'EUR' })
    expect(withDefaults({ name: 'contact_form_submission' }).params).toEqual({ value: 75, currency: 'EUR' })
    expect(withDefaults({ name: 'user_engagement' }).params).toMatchObject({ value: 3.5 })
    expect(withDefaults({ name: 'service_page_view' }).params).toMatchObject({ value: 10 })
    expect(EVENT_VALUES).toEqual({
      form_submit: 35,
      contact_form_submission: 75,
      user_engagement: 3.5,
      service_page_view: 10,
    })
  })
  it('lets the caller add parameters', () => {
    expect(withDefaults({ name: 'form_submit', params: { form_id: 'footer' } }).params).toEqual({
      value: 35,
      currency: 'EUR',
      form_id: 'footer',
    })
  })
  it('adds a service page view only on service pages', () => {
    expect(pageViewEvents('/palvelu/keittion-remontti', 'Keittiö', 'service').map((e) => e.name)).toEqual([
      'page_view',
      'service_page_view',
    ])
    expect(pageViewEvents('/palvelu/helsinki/wc-remontti', 'WC', 'citySub').map((e) => e.name)).toEqual([
      'page_view',
      'service_page_view',
    ])
    expect(pageViewEvents('/palvelu/helsinki', 'Helsinki', 'city').map((e) => e.name)).toEqual(['page_view'])
    expect(pageViewEvents('/', 'Etusivu', 'page').map((e) => e.name)).toEqual(['page_view'])
  })
  it('maps the shell click attributes', () => {
    expect(CLICK_EVENTS).toEqual({
      'email-click': 'email_click',
      'whatsapp-click': 'whatsapp_click',
      'contact-form-click': 'contact_form_click',
    })
  })
})
