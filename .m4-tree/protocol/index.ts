export * from './base64';
export * from './constants';
export * from './endpoints';
export * from './envelope';
export * from './status';
export * from './types';
