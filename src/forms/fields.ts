// Every field of spec sections 3 and 5 as a FieldSpec factory, under the spec's exact names.
export * from './fields-sign-in';
export * from './fields-person';
export * from './fields-account';
export * from './fields-professional';
export * from './fields-business';
export * from './fields-address';
export * from './fields-contact';
export * from './fields-mobile';
export * from './fields-security';
export * from './fields-old-password';
export * from './fields-captcha';
export * from './fields-esign';
