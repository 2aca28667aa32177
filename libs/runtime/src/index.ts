export * from './root-logger';
export * from './logging.module';
export * from './run-process';
