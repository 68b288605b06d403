// Plain text that every layer shares, the core's checks and the faces alike: which characters are
// safe to print on someone's terminal.
export * from './safe-text';
