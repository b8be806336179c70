export * from './context';
export * from './FlowRoot';
export * from './FailureView';
export * from './Layout';
export * from './store';
export * from './answer';
export * from './useSubmit';
export * from './useLoad';
