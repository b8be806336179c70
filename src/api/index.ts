export * from './http';
export * from './client';
export * from './codes';
