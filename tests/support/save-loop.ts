/**
 * A studio that saves one document over and over, for src/studio/save-kill.test.ts: the studio's own
 * workspace (src/studio/workspace.ts) on a content folder, writing the texts of the files named on the
 * command line in turn, printing `saved N` after each, until it is killed.
 *   tsx tests/support/save-loop.ts <content dir> <pages-data/... path> <text file> <text file> ...
 */
import { readFileSync } from 'node:fs'
import { createWorkspace } from '../../src/studio/workspace.js'

const [contentDir, file, ...textFiles] = process.argv.slice(2)
if (!contentDir || !file || textFiles.length < 2) throw new Error('usage: save-loop.ts <dir> <file> <text> <text>...')
const texts = textFiles.map((f) => readFileSync(f, 'utf8'))
const workspace = createWorkspace(contentDir, async () => null)
process.stdout.write('ready\n')
for (let n = 0; ; n++) {
  workspace.write([{ file, text: texts[n % texts.length]! }])
  process.stdout.write(`saved ${n + 1}\n`)
}
