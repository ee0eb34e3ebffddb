export * from './types';
export * from './jt808';
export * from './jt1078';
