export * from './rule-set';
export * from './stakes';
export * from './presets';
