// The part of js-yaml (4.x) the fast path of the loader uses (src/adventure/fast-yaml.ts).
declare module 'js-yaml' {
  export interface LoaderState {
    position: number;
    result: unknown;
    kind: string | null;
  }
  export interface LoadOptions {
    filename?: string;
    schema?: unknown;
    json?: boolean;
    listener?: (this: LoaderState, event: 'open' | 'close', state: LoaderState) => void;
  }
  export const CORE_SCHEMA: unknown;
  export function load(text: string, options?: LoadOptions): unknown;
}
