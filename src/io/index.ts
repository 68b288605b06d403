export * from './io';
export * from './style';
export * from './line-io';
export { TerminalIo } from './terminal-io';
export * from './tape-io';
