/** Types of the generated form schema checks (src/studio/app/form-validators.generated.js, scripts/form-validators.ts). */
import type { ValidatorFunctions } from '@rjsf/validator-ajv8'

export declare const formValidators: ValidatorFunctions
