// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { consentModeFor } from './consent-mode.js'
import { updateConsentMode } from './gtag.js'
import { track } from './track.js'

const entries = () =>
  (window.dataLayer ?? []).map((e) =>
    Array.isArray(e) || typeof e !== 'object' || e === null || !('length' in e)
      ? e
      : Array.from(e as ArrayLike<unknown>),
  )

describe('track() and Consent Mode in the browser', () => {
  it('sends nothing to GA4 before consent, the tag only after analytics consent, and the default always first', () => {
    track({ name: 'form_submit' })
    expect(entries()).toEqual([{ event: 'form_submit', value: 35, currency: 'EUR', page_language: 'fi' }])

    // Marketing only: no analytics, no tag.
    updateConsentMode(consentModeFor({ necessary: true, analytics: false, marketing: true, functional: false }))
    track({ name: 'email_click' })
    expect(document.querySelectorAll('script[src*="googletagmanager"]')).toHaveLength(0)
    const gtagCalls = entries().filter(Array.isArray) as unknown[][]
    expect(gtagCalls[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })])
    expect(gtagCalls.some((c) => c[0] === 'event')).toBe(false)

    window.__GA4_MEASUREMENT_ID__ = 'G-TEST12345'
    expect(
      updateConsentMode(consentModeFor({ necessary: true, analytics: true, marketing: false, functional: false })),
    ).toBe(true)
    const script = document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]')
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST12345')
    track({ name: 'contact_form_submission' })
    const calls = entries().filter(Array.isArray) as unknown[][]
    expect(calls.at(-1)).toEqual([
      'event',
      'contact_form_submission',
      { value: 75, currency: 'EUR', page_language: 'fi' },
    ])
    expect(calls.find((c) => c[0] === 'config')).toEqual(['config', 'G-TEST12345', { send_page_view: false }])
    // A second grant does not load the tag twice.
    expect(
      updateConsentMode(consentModeFor({ necessary: true, analytics: true, marketing: true, functional: true })),
    ).toBe(false)
    expect(document.querySelectorAll('script[src*="googletagmanager"]')).toHaveLength(1)
  })
})
