export * from './rng';
export * from './expression';
export * from './odds';
export * from './check';
export * from './contest';
export * from './source';
