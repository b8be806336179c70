import { defineForm } from './types';
import { defineField } from './field';
import { maxlength, required } from './refinements';
import * as F from './fields';

// Its own module: the contact page downloads these fields only, not the profile's and registration's forms.
/** Contact form; names take the profile bounds (the spec gives none for contact). */
export const contactForm = /*#__PURE__*/ defineForm('contact', [
    /*#__PURE__*/ F.firstName('profile'), /*#__PURE__*/ F.lastName('profile'), /*#__PURE__*/ F.organizationName({ optional: true }),
    /*#__PURE__*/ F.businessPhoneNumber('phoneNumber'), /*#__PURE__*/ F.extension('extension'), /*#__PURE__*/ F.simpleEmailField('email'),
    /*#__PURE__*/ F.contactCode('dealerCode'), /*#__PURE__*/ F.contactCode('advisorCode'),
    /*#__PURE__*/ defineField('subject', { rules: [/*#__PURE__*/ required(), /*#__PURE__*/ maxlength(255)] }),
    /*#__PURE__*/ defineField('messageBody', { kind: 'textarea', rules: [/*#__PURE__*/ required()] }),
    /*#__PURE__*/ F.captcha(),
]);
