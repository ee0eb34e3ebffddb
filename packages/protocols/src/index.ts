export * from './types';
export * from './jt808';
export * from './jt1078';
export * as gt06 from './gt06';
export * as teltonika from './teltonika';
export * as h02 from './h02';
export * as osmand from './osmand';
