export * from './context';
export * from './FlowRoot';
export * from './FailureView';
export * from './Layout';
export * from './store';
