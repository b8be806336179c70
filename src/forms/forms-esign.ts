import { defineForm } from './types';
import * as F from './fields';

/** Fund and subscriber type, the first section of the purchase/redemption form. */
export function esignSelectionForm(mode: F.EsignMode) {
  return defineForm(`esign-${mode}-selection`, [F.fundId(), F.requestType(mode)]);
}

/**
 * The primary investor of one subscriber type. Redemption keeps the names only for individual,
 * joint and managed accounts; a corporate investor is named by a signatory beside the corporation.
 */
export function esignInvestorForm(mode: F.EsignMode, kind: F.InvestorKind) {
  const id = `esign-${mode}-${kind}-investor`;
  if (kind === 'corporate') {
    return defineForm(id, [
      F.corporationName(), F.investorName('signatoryFirstName'), F.investorName('signatoryLastName'),
      F.investorEmail(), F.investorPhone('phoneNumber'), F.investorExtension(),
    ]);
  }
  const names = [F.investorName('firstName'), F.investorName('lastName')];
  if (mode === 'redeem') return defineForm(id, names);
  return defineForm(id, [...names, F.investorEmail(), F.investorPhone('phone'), F.investorExtension()]);
}

/** The joint (co-)investor; names only in redemption. */
export function esignJointInvestorForm(mode: F.EsignMode) {
  const names = [F.investorName('firstName'), F.investorName('lastName')];
  const id = `esign-${mode}-joint-co-investor`;
  if (mode === 'redeem') return defineForm(id, names);
  return defineForm(id, [...names, F.investorEmail(), F.investorPhone('phoneNumber')]);
}

/** The advisor in edit mode, with the e-sign spellings (streetAddress, suite, phoneNumber for the mobile). */
export const esignAdvisorForm = /*#__PURE__*/ defineForm('esign-advisor', [
    /*#__PURE__*/ F.firstName('profile'), /*#__PURE__*/ F.lastName('profile'), /*#__PURE__*/ F.simpleEmailField('email'), /*#__PURE__*/ F.addressLine1('profile', 'streetAddress'),
    /*#__PURE__*/ F.suiteNumber('suite'), /*#__PURE__*/ F.city(), /*#__PURE__*/ F.province(), /*#__PURE__*/ F.postalCodeField(), /*#__PURE__*/ F.businessPhoneNumber(),
    /*#__PURE__*/ F.extension('businessExtension'), /*#__PURE__*/ F.mobilePhone('phoneNumber', 'phone'),
]);

/** Submit gate of spec section 5: the advisor must have both a primary dealer code and a primary advisor code. */
export function advisorHasCodes(advisor: { primaryDealerCode?: string | null; primaryAdvisorCode?: string | null }): boolean {
  return Boolean(advisor.primaryDealerCode?.trim()) && Boolean(advisor.primaryAdvisorCode?.trim());
}
