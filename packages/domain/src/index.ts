export * from './menu';
export * from './constants';
export * from './errors';
export * from './status';
export * from './validation';
export * from './permissions';
export * from './api';
