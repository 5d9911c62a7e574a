/** Types of the generated consent record check (src/consent/consent-record.validator.generated.js). */
export declare function validate(data: unknown): boolean
export default validate
