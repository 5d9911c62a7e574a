/**
 * Opening a document in the studio from a browser test, the one way every spec does it. The first
 * open after the studio starts loads the editor's modules (in the local studio Vite compiles them on
 * that request), which on a loaded two-core CI machine takes well over Playwright's default 5 s; so the
 * editor gets 30 s to appear, and the open ends when the document's first check has finished, so a
 * test never types into a form that is still being checked.
 */
import { expect, type Page } from '@playwright/test'
import { STUDIO_UI } from '../../src/studio/strings.fi.js'

export async function openDocument(page: Page, file: string): Promise<void> {
  await page.locator(`button[data-file="${file}"]`).click()
  await expect(page.locator('.studio-editor')).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('#studio-save-status')).not.toHaveText(STUDIO_UI.checking, { timeout: 60_000 })
}
