export * from './api-error';
export * from './constants';
