export * from './packet';
export * from './frame';
export * from './assemble';
export * from './payload-type';
export * from './encode';
export * from './h264';
