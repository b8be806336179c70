import type { FormSpec } from './types';
import * as Forms from './forms';

/** Every form the engine defines, in every variant: for checks over all of them (message keys in both locales). */
export function allForms(): FormSpec[] {
  const esign = (['purchase', 'redeem'] as const).flatMap((mode) => [
    Forms.esignSelectionForm(mode), Forms.esignJointInvestorForm(mode),
    ...(['individual', 'joint', 'corporate', 'managed'] as const).map((kind) => Forms.esignInvestorForm(mode, kind)),
  ]);
  return [
    Forms.loginForm, Forms.registerStep1Form, Forms.addressDetailsForm({ dealerRepRequired: true }),
    Forms.addressDetailsForm({ dealerRepRequired: false }), Forms.activationForm, Forms.recoveryEmailForm,
    Forms.securityAnswerForm, Forms.resetPasswordForm, Forms.profileForm({ roleId: '10' }), Forms.profileForm({ roleId: '14' }), Forms.profileForm({ roleId: '10', emailChange: true }),
    Forms.changePasswordForm, Forms.securityQuestionsForm, Forms.contactForm, Forms.emailPrefsForm({ loggedIn: true }),
    Forms.esignAdvisorForm, ...esign,
  ];
}
