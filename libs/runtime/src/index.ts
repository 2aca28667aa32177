export * from './root-logger';
export * from './logging.module';
export * from './run-process';
export * from './request-context';
export * from './request-id';
export * from './request-id.middleware';
