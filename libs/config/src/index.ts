export * from './app-config';
export * from './load-config';
export * from './config.error';
export * from './config.module';
export * from './config.token';
export * from './edge-config';
