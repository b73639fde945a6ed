export * from './api-error';
export * from './auth';
export * from './constants';
export * from './onboarding';
export * from './profile';
export * from './projects';
export * from './chat';
export * from './plan';
