// The demo API's way in to the shared form rules (it runs in node, unbundled). Bundle code imports the file
// that defines a thing instead: eslint.config.js forbids this index in src/, widgets/, tests/, scripts/ and bench/.
export * from './types';
export * from './refinements';
export { areaCode } from './area-code';
export * from './field';
export * from './fields';
export * from './checks';
export * from './validate';
export * from './forms';
export * from './coerce';
export * from './normalize';
export { AREA_CODE_LIST, AREA_CODES } from './area-codes.generated';
export * from './catalog';
