// Files on disk, safely: whole atomic writes, bounded reads of regular files only, one writer at a
// time, and a failure of the machine said as what to do.
export * from './atomic';
export * from './folder';
export * from './json';
export * from './lock';
export * from './problem';
export * from './process';
export * from './read';
