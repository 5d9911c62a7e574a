/**
 * The durable writes every author's file goes through: all the files of one save or none,
 * the old file's permissions kept, nothing staged left behind, and a new file never over an old one.
 */
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFileDurably, WriteFailure, writeFileDurably, writeFilesDurably } from './replace-file.js'

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'replace-file-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('writing an author’s files', () => {
  it('changes none of them when one cannot be written, and says it changed none', () => {
    const page = path.join(dir, 'page.json')
    writeFileSync(page, '{"old":true}\n')
    writeFileSync(path.join(dir, 'not-a-folder'), '')
    let failure: unknown
    try {
      writeFilesDurably([
        { file: page, data: '{"new":true}\n' },
        { file: path.join(dir, 'not-a-folder', 'translation.json'), data: '{}' },
      ])
    } catch (error) {
      failure = error
    }
    expect(failure).toBeInstanceOf(WriteFailure)
    expect((failure as WriteFailure).written).toEqual([])
    expect(readFileSync(page, 'utf8')).toBe('{"old":true}\n')
    expect(readdirSync(dir).sort()).toEqual(['not-a-folder', 'page.json'])
  })

  it('writes every file of a save, making folders, and keeps a file’s permissions', () => {
    const site = path.join(dir, 'site.json')
    writeFileSync(site, '{}')
    chmodSync(site, 0o600)
    const translation = path.join(dir, 'translations', 'ru', 'site.json')
    writeFilesDurably([
      { file: site, data: '{"a":1}' },
      { file: translation, data: '{"b":2}' },
    ])
    expect(readFileSync(site, 'utf8')).toBe('{"a":1}')
    expect(readFileSync(translation, 'utf8')).toBe('{"b":2}')
    expect(statSync(site).mode & 0o777).toBe(0o600)
    writeFileDurably(site, '{"a":2}')
    expect(readFileSync(site, 'utf8')).toBe('{"a":2}')
    expect(readdirSync(dir).sort()).toEqual(['site.json', 'translations'])
  })

  it('makes a new file only where there is none', () => {
    const photo = path.join(dir, 'photo.jpg')
    createFileDurably(photo, Buffer.from([1, 2, 3]))
    expect(() => createFileDurably(photo, Buffer.from([4]))).toThrow(/EEXIST/)
    expect([...readFileSync(photo)]).toEqual([1, 2, 3])
    expect(readdirSync(dir)).toEqual(['photo.jpg'])
  })
})
