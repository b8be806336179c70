import * as F from './fields';

// The security-question fields that registration's activation, recovery and the profile's tabs share, apart from
// any flow's forms: a page that imports the three names does not download another flow's forms with them.

/** The three security-question fields, which must be distinct. */
export const SECURITY_QUESTION_FIELDS = ['securityQuestion1', 'securityQuestion2', 'securityQuestion3'] as const;

/** Three question selects, each followed by its answer. */
export function questionPairs() {
  return [F.securityQuestion(1), F.securityAnswer(1), F.securityQuestion(2), F.securityAnswer(2), F.securityQuestion(3), F.securityAnswer(3)];
}
