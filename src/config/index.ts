export * from './config';
export * from './missing';
