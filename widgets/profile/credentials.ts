import { distinct, mismatch } from '../../src/forms/checks';
import { changePasswordForm, securityQuestionsForm } from '../../src/forms/forms-credentials';
import { SECURITY_QUESTION_FIELDS } from '../../src/forms/questions';
import { defineForm } from '../../src/forms/types';

// The password tab's forms (tabs.ts loads it when opened): not part of the personal page's schema.ts.

/** The combined flow of a migrated profile: the password change and three new question pairs at once. */
export const combinedPasswordForm = /*#__PURE__*/ defineForm(
  'changePasswordCombined',
  [...changePasswordForm.fields, ...securityQuestionsForm.fields],
  [mismatch('newPassword'), ...distinct(SECURITY_QUESTION_FIELDS)],
);
