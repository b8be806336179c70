export * from './define';
export * from './events';
export * from './draft';
export * from './context';
export * from './instance';
export * from './WidgetRoot';
