// A page's link to the table: its view now and after every change, by Server-Sent Events from its own
// URL; a page that sleeps, reloads or loses the network connects again by itself and is drawn from the
// view it is sent then, so it comes back where the table is. Answers are POSTed to the same URL.

/** The page's own URL (it holds the link's token). */
const here = location.pathname.replace(/\/+$/, '');

export type Connection = 'connecting' | 'live' | 'lost';

/** Calls `draw` with every view the table sends, and `state` when the connection changes. */
export function follow<V>(draw: (view: V) => void, state: (c: Connection) => void): void {
  let source: EventSource | null = null;
  let retry: number | undefined;
  const open = () => {
    source?.close();
    state('connecting');
    source = new EventSource(`${here}/events`);
    source.addEventListener('view', (e) => {
      state('live');
      draw(JSON.parse((e as MessageEvent<string>).data) as V);
    });
    source.onerror = () => {
      state('lost');
      // EventSource tries again by itself; a stream the server closed for good is opened anew.
      if (source?.readyState === EventSource.CLOSED) {
        clearTimeout(retry);
        retry = window.setTimeout(open, 2000);
      }
    };
  };
  open();
  // A phone waking up: its stream may be long dead without an error yet.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && source?.readyState !== EventSource.OPEN) open();
  });
}

/** Posts an answer to the seat's question: null when taken, else the table's reason. */
export async function postAnswer(body: Record<string, unknown>): Promise<string | null> {
  try {
    const res = await fetch(`${here}/answer`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    if (res.ok) return null;
    const why = (await res.json().catch(() => null)) as { error?: string } | null;
    return why?.error ?? `the table answered ${res.status}`;
  } catch {
    return 'the table cannot be reached: the page tries again when it is back';
  }
}
