export * from './types';
export * from './refinements';
export * from './field';
export * from './fields';
export * from './checks';
export * from './validate';
export * from './forms';
export * from './coerce';
export { AREA_CODE_LIST, AREA_CODES } from './area-codes.generated';
