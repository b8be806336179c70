import { defineForm } from './types';
import * as F from './fields';

// The profile's personal form; its password and security-question forms are forms-credentials.ts (tabs that load
// when opened).

/**
 * Personal profile; the dealer and advisor codes are required for role ids 10 and 12 (rebuild on role change).
 * A new login email also needs the current password (`oldPassword`): `emailChange` adds it.
 */
export function profileForm(opts: { roleId: string | number; emailChange?: boolean }) {
  const codesRequired = F.codesRequiredFor(opts.roleId);
  return defineForm('profile', [
      F.firstName('profile'), F.preferredFirstName('profile'), F.lastName('profile'), F.registrationEmailId(),
      ...(opts.emailChange ? [F.oldPassword()] : []),
      F.roleId(), F.languagePreferenceCode(), F.firmName('profile'), F.addressLine1('profile'), F.suiteNumber(),
      F.city(), F.province(), F.postalCodeField(), F.businessPhoneNumber(), F.extension('businessExtension'),
      F.mobilePhone(), F.primaryDealerCode({ required: codesRequired }), F.primaryAdvisorCode({ required: codesRequired }),
  ]);
}
