import { enums, nullable, number, optional, string, type, type Infer } from './schema';

/** The server spells outcomes in either case ('Failure' and 'failure' both occur: spec section 8). */
export const ResultWord = enums(['success', 'Success', 'failure', 'Failure']);
/** One outcome word as the server sends it. */
export type ResultWord = Infer<typeof ResultWord>;

/** True when an outcome word (in any spelling) means failure. */
export function isFailure(result: string | null | undefined): boolean {
  return typeof result === 'string' && result.toLowerCase() === 'failure';
}

/** A server error code (reg001, fpwd007 …); absent, null or empty means none. */
export const ErrCode = optional(nullable(string()));

/** Answer of every update call: result, message, errCode (registration, login, profile and password saves). */
export const UpdateResult = type({
  result: ResultWord,
  message: optional(nullable(string())),
  errCode: ErrCode,
});
/** Parsed update answer. */
export type UpdateResult = Infer<typeof UpdateResult>;

/** Answer carrying only an outcome (cancelSession, logout). */
export const ResultOnly = type({ result: ResultWord });
/** Parsed outcome-only answer. */
export type ResultOnly = Infer<typeof ResultOnly>;

/** Answer of a 400 from the demo API: malformed payload, never a business error. */
export const BadRequest = type({ result: ResultWord, errCode: string(), message: optional(string()) });
/** Parsed bad-request answer. */
export type BadRequest = Infer<typeof BadRequest>;

/**
 * A posted form field. Form bodies carry strings only; checkboxes arrive as 'true' or 'on'
 * when ticked, so business rules (not the contract) decide what a value means.
 */
export const FormText = string();
/** An optional posted form field. */
export const OptionalText = optional(string());

/** The three security question ids and their answers, as posted by activation and the profile. */
export const QUESTION_PAIRS = {
  securityQuestion1: FormText,
  securityQuestion2: FormText,
  securityQuestion3: FormText,
  securityAnswer1: FormText,
  securityAnswer2: FormText,
  securityAnswer3: FormText,
};

/** A security question in one language (registration's activation and the profile's questions). */
export const SecurityQuestion = type({ securityQuestionId: number(), description: string() });
/** Parsed security question. */
export type SecurityQuestion = Infer<typeof SecurityQuestion>;
