export * from './metrics-registry';
export * from './metrics.module';
export * from './scrape-reading';
