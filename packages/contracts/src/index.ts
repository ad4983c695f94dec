export * from './auth';
export * from './common';
export * from './constants';
export * from './messages';
export * from './routes';
export * from './site';
