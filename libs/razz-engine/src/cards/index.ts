export * from './card';
export * from './notation';
export * from './deck';
