export * from './frame';
export * from './decode';
export * from './location';
export * from './parameters';
export * from './reassemble';
export * from './reply';
export * from './encode';
