export * from './packet';
export * from './frame';
export * from './assemble';
export * from './payload-type';
