import { defineForm } from './types';
import { distinct, mismatch } from './checks';
import * as F from './fields';
import { questionPairs, SECURITY_QUESTION_FIELDS } from './questions';

// Registration's forms after step 1, apart from it: a page showing step 1 does not download the address
// fields (and their area-code table) or the activation's.

/** Registration step 2 "Company Info"; the code fields exist only when a dealer representative is required. */
export function addressDetailsForm(opts: { dealerRepRequired: boolean }) {
  const codes = opts.dealerRepRequired
    ? [F.primaryDealerCode({ required: true }), F.primaryAdvisorCode({ required: true })]
    : [];
  return defineForm('addressDetails', [
    F.firmName('registration'), F.addressLine1('registration'), F.suiteNumber(), F.city(), F.province(),
    F.postalCodeField(), F.businessPhoneNumber(), F.extension('businessExtension'), ...codes,
  ]);
}

/** Activation: three questions and answers, password and confirmation, terms. */
// Built inside a pure IIFE: spreading arrays counts as a side effect for rollup, which would keep it everywhere.
export const activationForm = /*#__PURE__*/ (() =>
  defineForm(
    'activation',
    [...questionPairs(), F.newPasswordField(), F.confirmPassword(), F.confirmReadTermsConditions()],
    [...distinct(SECURITY_QUESTION_FIELDS), mismatch()],
  ))();
