// Every form of the spec as data, one module per flow so a widget's chunks carry only its own fields.
// Form constants mark their factory calls with pure annotations: defineField may throw (duplicate rule names),
// so rollup would otherwise keep every form, used or not.
export * from './forms-login';
export * from './forms-registration';
export * from './forms-registration-later';
export * from './forms-recovery';
export * from './forms-recovery-later';
export * from './forms-account';
export * from './forms-credentials';
export * from './questions';
export * from './forms-contact';
export * from './forms-email-prefs';
export * from './forms-esign';
