export * from './login';
export * from './device';
