/**
 * The forms' validator without `new Function` (issue 45, decision 390): the schema checks compiled
 * ahead of time by `npm run generate` (scripts/form-validators.ts) handed to @rjsf/validator-ajv8's
 * precompiled validator, one per form schema. The studio's Content-Security-Policy forbids the
 * library's own compilation, which filled the console with "Error compiling schema" and left the
 * form guessing. The findings the author reads are the studio's own check (in Finnish, at their
 * fields); this validator only answers the form's questions (which kind of value, which defaults).
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils'
import defaultValidator, { createPrecompiledValidator } from '@rjsf/validator-ajv8'
import { formValidators } from './form-validators.generated.js'

const made = new WeakMap<object, ValidatorType>()

/** The generated checks of a form schema; null when the generation did not meet it (generate:check says so first). */
function compiledFor(schema: RJSFSchema) {
  try {
    return createPrecompiledValidator(formValidators, schema)
  } catch {
    return null
  }
}

/**
 * The validator of one form schema (the same object for the same schema). A part of the schema that the
 * generation did not meet (the form asks about a shape made from the data) counts as not matching, as the
 * library's own validator answers for a schema it cannot compile.
 */
export function formValidator(schema: RJSFSchema): ValidatorType {
  const known = made.get(schema)
  if (known) return known
  const compiled = compiledFor(schema)
  // Not generated for this schema: the library's own validator (it needs no more than a page without the CSP).
  if (!compiled) return defaultValidator
  const validator: ValidatorType = {
    validateFormData: (...args) => compiled.validateFormData(...args),
    rawValidation: (s, data) => compiled.rawValidation(s, data),
    isValid(s, data, rootSchema) {
      try {
        return compiled.isValid(s, data, rootSchema)
      } catch {
        return false
      }
    },
  }
  made.set(schema, validator)
  return validator
}
