// Files on disk, safely: atomic writes and one writer at a time.
export * from './atomic';
export * from './lock';
export * from './process';
