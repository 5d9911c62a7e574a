/**
 * The studio forms' schema checks compiled ahead of time (decision 390): the form library
 * (@rjsf/core) asks its validator whether data fits a schema (to pick a kind of value, to fill
 * defaults), and @rjsf/validator-ajv8 compiles each schema with `new Function`, which the studio's
 * Content-Security-Policy (`script-src 'self'`) forbids. Here every schema a studio form is given
 * (each document kind's and each section type's, as the bootstrap bundles them and the form strips
 * their English texts) is parsed for the sub-schemas the form will ask about (@rjsf/utils'
 * schemaParser, as `compileSchemaValidators` does) and all of them go through one Ajv instance's
 * standalone code: one ES module, its functions keyed by the schemas' hashes, shared where two forms
 * share a part. src/studio/app/form-validator.ts hands them to `createPrecompiledValidator`.
 * Written by `npm run generate`, checked by `npm run generate:check`.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { hashForSchema, schemaParser, type RJSFSchema } from '@rjsf/utils'
import { resolveAllReferences } from '@rjsf/utils/lib/schema/retrieveSchema.js'
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { readSchemas } from '../src/runtime/content-source.node.js'
import { sectionUnionEntries } from '../src/runtime/schema-validator.js'
import { withoutSchemaTexts } from '../src/studio/form-mapping.js'
import { documentSchemas, sectionTypes } from '../src/studio/schema-bundle.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const FORM_VALIDATORS = path.join(root, 'src/studio/app/form-validators.generated.js')

/** Every schema a studio form is given, as the form has it: document kinds, then section types. */
export function formSchemas(schemas = readSchemas(root)): RJSFSchema[] {
  const kinds = Object.values(documentSchemas(schemas))
  const sections = sectionTypes(
    schemas,
    sectionUnionEntries(schemas).map((e) => e.type),
  ).map((s) => s.schema)
  return [...kinds, ...sections].map((s) => withoutSchemaTexts(s) as RJSFSchema)
}

type Node = { [key: string]: unknown }
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The `#/definitions/…` names a schema refers to, through the definitions they name. */
function definitionsUsed(schema: unknown, definitions: Node, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const v of schema) definitionsUsed(v, definitions, found)
  else if (isNode(schema))
    for (const [k, v] of Object.entries(schema)) {
      const name = k === '$ref' && typeof v === 'string' ? /^#\/definitions\/(.+)$/.exec(v)?.[1] : undefined
      if (name && !found.has(name)) {
        found.add(name)
        definitionsUsed(definitions[name], definitions, found)
      } else if (k !== 'definitions') definitionsUsed(v, definitions, found)
    }
  return found
}

/**
 * A part of a form's schema as the form asks about it, with the root's definitions it refers to: its
 * `#/definitions/…` references resolve in its own compiled function (the form looks it up by the part's
 * hash, which its key keeps).
 */
function withDefinitions(sub: RJSFSchema, rootSchema: RJSFSchema): RJSFSchema {
  const definitions = isNode(rootSchema.definitions) ? rootSchema.definitions : {}
  const used = [...definitionsUsed(sub, definitions)].filter((n) => !isNode(sub.definitions) || !(n in sub.definitions))
  if (!used.length) return sub
  const own = isNode(sub.definitions) ? sub.definitions : {}
  return {
    ...sub,
    definitions: { ...own, ...Object.fromEntries(used.sort().map((n) => [n, definitions[n]])) },
  } as RJSFSchema
}

/**
 * What the form asks about each choice of every `anyOf`/`oneOf` in a schema, wherever it is (rjsf's
 * getClosestMatchingOption: the choice with its references resolved, and one with properties as "any of
 * its fields fits", its `required` left out) and about the list itself, keyed as the form looks them
 * up. schemaParser meets the choices of the lists it walks into; a list inside a choice or an array's
 * item it does not.
 */
function optionChecks(rootSchema: RJSFSchema): [string, RJSFSchema][] {
  const out: [string, RJSFSchema][] = []
  const seen = new Set<unknown>()
  const add = (asked: RJSFSchema) => out.push([hashForSchema(asked), { ...asked, $id: hashForSchema(asked) }])
  const walk = (node: unknown) => {
    if (Array.isArray(node)) for (const v of node) walk(v)
    if (!isNode(node) || seen.has(node)) return
    seen.add(node)
    const choices = [node.anyOf, node.oneOf].filter(Array.isArray)
    // The list itself too, as a choice of an item or of a list around it (its choices' references resolved or not).
    if (choices.length)
      for (const inChoices of [false, true])
        add(resolveAllReferences(node as RJSFSchema, rootSchema, [], undefined, inChoices))
    for (const list of choices)
      for (const option of Array.isArray(list) ? (list as RJSFSchema[]) : []) {
        const resolved = resolveAllReferences(option, rootSchema, [])
        add(isNode(resolved.properties) ? anyFieldFits(resolved) : resolved)
      }
    for (const v of Object.values(node)) walk(v)
  }
  walk(rootSchema)
  return out
}

/** A choice as getFirstMatchingOption asks about it when it has fields: any of them present and fitting. */
function anyFieldFits(option: RJSFSchema): RJSFSchema {
  const requiresAnyOf = { anyOf: Object.keys(option.properties ?? {}).map((key) => ({ required: [key] })) }
  const { required: _required, ...rest } = option.anyOf
    ? { ...option, allOf: [...(option.allOf ?? []), requiresAnyOf] }
    : { ...option, ...requiresAnyOf }
  return rest as RJSFSchema
}

/** A schema key (rjsf's hash, e.g. `-65ea6527`) as an export name (`h_65ea6527`). */
const exportName = (key: string) => {
  if (!/^-?[0-9a-f]+$/.test(key)) throw new Error(`form validators: schema key ${key} is not a hash`)
  return `h${key.replace('-', '_')}`
}

/** The generated module's text: Ajv standalone code of every schema the forms ask about. */
export function generateFormValidators(schemas = readSchemas(root)): string {
  const byKey = new Map<string, RJSFSchema>()
  for (const schema of formSchemas(schemas))
    for (const [key, sub] of [...Object.entries(schemaParser(schema)), ...optionChecks(schema)]) {
      const own = withDefinitions(sub, schema)
      const seen = byKey.get(key)
      if (seen && JSON.stringify(seen) !== JSON.stringify(own))
        throw new Error(`form validators: two forms' schemas differ under one key ${key}`)
      byKey.set(key, own)
    }
  // True or false is all the form asks (its findings come from the studio's own check, in Finnish): no
  // messages, no schema copies in errors, the first failure enough.
  const ajv = createAjvInstance(undefined, undefined, {
    allErrors: false,
    verbose: false,
    messages: false,
    code: { source: true, esm: true, lines: true, optimize: true },
    schemas: [...byKey.values()],
  })
  // Export names are identifiers: `h` and the hash, its minus sign `_` (src/studio/app/form-validator.ts reads them back).
  const standalone = standaloneCode(ajv, Object.fromEntries([...byKey.keys()].map((key) => [exportName(key), key])))
  // Ajv's ES module output still requires its runtime helpers: imports instead, at the top.
  const imports: string[] = []
  const code = standalone.replace(
    /^const (\w+) = require\("(ajv\/dist\/runtime\/\w+)"\)\.default;$/gm,
    (_, name, from) => {
      // A CommonJS module: its `default` is the helper in Node, the bundler may hand the helper itself.
      imports.push(`import ${name}Module from '${from}.js'`)
      return `const ${name} = ${name}Module.default ?? ${name}Module;`
    },
  )
  if (/\brequire\(/.test(code)) throw new Error('form validators: the generated code still requires a module')
  const map = [...byKey.keys()].map((key) => `  ${JSON.stringify(key)}: ${exportName(key)},`).join('\n')
  if (/\bnew Function\b|\beval\(/.test(code)) throw new Error('form validators: the generated code evaluates code')
  return `// Generated by \`npm run generate\` (scripts/form-validators.ts): the studio forms' schema checks, Ajv standalone. Do not edit by hand.\n${imports.join('\n')}\n${code.replace(/^"use strict";\n/, '')}\n/** Each function by its schema's key, as \`createPrecompiledValidator\` looks them up. */\nexport const formValidators = {\n${map}\n}\n`
}
