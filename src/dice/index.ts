export * from './rng';
export * from './notation';
export * from './odds';
export * from './check';
export * from './contest';
export * from './source';
