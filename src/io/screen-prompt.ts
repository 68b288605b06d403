// A screen question at a terminal (issue 29): drawn in place by @inquirer/core's prompt machinery
// (raw keys, redrawing over the last drawing, Ctrl-C), its lines from screen-draw.ts and its keys
// from screen-menu.ts. Loaded with inquirer, only when a question is asked.
import type { Screen } from './io';
import type { Style } from './style';
import type { MenuEntry, MenuKey, MenuState } from './screen-menu';
import { pressKey, startState } from './screen-menu';
import type { Drawn } from './screen-draw';
import { drawScreen } from './screen-draw';

type Core = typeof import('@inquirer/core');

export interface ScreenConfig {
  readonly message: string;
  readonly entries: readonly MenuEntry[];
  readonly initial: number;
  readonly screen: Screen;
  readonly style: Style;
  /** The terminal's size now (it may change while the question waits). */
  readonly size: () => { width: number; height: number };
  /** The terminal's 'resize' events: the screen is drawn again for its new size. */
  readonly onResize: (listener: () => void) => () => void;
}

/** A key of the terminal as the menu knows it, or null for one it does not use. */
function menuKey(key: { name?: string; sequence?: string; ctrl?: boolean; meta?: boolean }): MenuKey | 'pageup' | 'pagedown' | null {
  switch (key.name) {
    case 'up':
    case 'down':
    case 'left':
    case 'right':
    case 'escape':
    case 'backspace':
    case 'pageup':
    case 'pagedown':
      return key.name;
    case 'return':
    case 'enter':
      return 'enter';
  }
  const ch = key.sequence ?? '';
  if (!key.ctrl && !key.meta && ch.length === 1 && ch >= ' ' && ch !== '\x7f') return { char: ch };
  return null;
}

type RawKey = { name?: string; sequence?: string; ctrl?: boolean; meta?: boolean };

/** The prompt: resolves with the index of the entry picked. */
export function screenPrompt(core: Core): (config: ScreenConfig, context?: { clearPromptOnDone?: boolean }) => Promise<number> {
  return core.createPrompt<number, ScreenConfig>((config, done) => {
    // The state lives in a ref as well as in the hook's state: keys that arrive in one chunk (a
    // pasted "f2" and Enter) each see the one before them, not the state of the last drawing.
    const [state, setState] = core.useState<MenuState>(() => startState(config.entries, config.initial));
    const [back, setBack] = core.useState(0);
    const [size, setSize] = core.useState(0);
    const now = core.useRef({ state, back });
    const last = core.useRef<Drawn | null>(null);
    const sizes = core.useRef(size);
    core.useEffect(() => config.onResize(() => setSize(++sizes.current)), []);
    const finished = core.useRef(false);
    const handle = (raw: RawKey): void => {
      // Keys after the answer (before the prompt has let go of the terminal) answer nothing.
      if (finished.current) return;
      const key = menuKey(raw);
      const drawn = last.current;
      if (key === null || drawn === null) return;
      // Reading the story: `back` is 1 at its last page, more the further back; 0 is the question.
      const { height } = config.size();
      const page = Math.max(1, height - 3);
      const most = Math.max(1, drawn.story - (height - 2) + 1);
      const reading = now.current.back > 0;
      if (key === 'pageup' || (reading && key === 'up')) {
        now.current.back = reading ? Math.min(most, now.current.back + (key === 'up' ? 1 : page)) : 1;
        setBack(now.current.back);
        return;
      }
      if (reading) {
        // PgDn and down scroll toward the end and past it back to the question; any other key goes back at once.
        now.current.back = key === 'pagedown' ? Math.max(0, now.current.back - page) : key === 'down' ? now.current.back - 1 : 0;
        setBack(now.current.back);
        return;
      }
      if (key === 'pagedown') return;
      const step = pressKey(config.entries, drawn.folded, now.current.state, key, drawn.across);
      if ('picked' in step) {
        finished.current = true;
        done(step.picked);
        return;
      }
      now.current.state = step.state;
      setState(step.state);
    };
    core.useKeypress((event, rl) => {
      rl.clearLine(0);
      handle(event as RawKey);
    });
    const { width, height } = config.size();
    const drawn = drawScreen({ width, height, screen: config.screen, message: config.message, entries: config.entries, state: now.current.state, back: now.current.back, style: config.style });
    last.current = drawn;
    return drawn.lines.join('\n');
  });
}
