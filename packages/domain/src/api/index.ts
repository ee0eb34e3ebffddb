export * from './login';
export * from './device';
export * from './command';
export * from './settings';
export * from './account';
