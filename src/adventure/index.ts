// Adventures: the YAML language (its constructs, one file each under constructs/, read by the
// loader and played by the interpreter; the condition language), saves, and the authors' tools
// (lint, graph, explorer, random playthroughs).
export * from './model';
export * from './diagnostics';
export * from './condition';
export * from './loader';
export * from './files';
export * from './state';
export * from './events';
export * from './chooser';
export * from './interpreter';
export * from './game';
export * from './save';
export * from './io-chooser';
export * from './walk';
export * from './lint';
export * from './explore';
export * from './playtest';
export * from './graph';
export * from './schema';
