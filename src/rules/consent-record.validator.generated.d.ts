/** Types of the generated consent record check (src/rules/consent-record.validator.generated.js). */
export declare function validate(data: unknown): boolean
export default validate
