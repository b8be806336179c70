export * from './locale';
export * from './translator';
export * from './messages';
export * from './context';
