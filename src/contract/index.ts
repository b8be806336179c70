// The demo API's way in to the shared contract (it runs in node, unbundled). Bundle code imports the file
// that defines a thing instead: eslint.config.js forbids this index in src/, widgets/, tests/, scripts/ and bench/.
export * from './common';
export * from './registration';
export * from './session';
export * from './recovery';
export * from './profile';
export * from './profile-changes';
export * from './preferences';
export * from './esign';
export { ContactAnswer, ContactRequest } from './contact';
export { SalesTeamAnswer, SalesTeamMember, SalesTeamQuery } from './sales-team';
export * from './captcha';
export * from './calls';
export * from './codes';
