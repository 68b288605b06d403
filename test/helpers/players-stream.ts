// Whole games of a GM's session played at random, the GM using his tools at random prompts (secret
// rolls and changes, a whisper to Ana): the players' stream they write, for the tests that search it
// for what must not be there (test/gm/hidden.test.ts) and for the served pages made from it
// (test/serve/gm-page.test.ts).
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { loadAdventureFile } from '../../src/adventure/files';
import type { Adventure } from '../../src/adventure/model';
import type { Chooser, Prompt } from '../../src/adventure/chooser';
import { playGame } from '../../src/adventure/game';
import { newGame } from '../../src/adventure/state';
import { randomCharacter, RandomChooser } from '../../src/adventure/playtest';
import { Rng } from '../../src/dice';
import { RecordedIo } from '../../src/io';
import { TableSession } from '../../src/gm/session';
import type { StreamEvent } from '../../src/gm/stream';
import { parseStream, StreamWriter } from '../../src/gm/stream';

export function load(file: string): Adventure {
  const r = loadAdventureFile(file);
  if (!r.adventure) throw new Error(`${file} does not load`);
  return r.adventure;
}

/** The GM's tools used now and then at a prompt of the fixture's games: secret rolls and changes, a whisper. */
export const SECRET_TOOLS = [':secret check Alda 5/IQ', ':secret give Alda Gmsecret Ring', ':give Alda Lucky Coin', ':secret take Alda Lucky Coin', ':whisper Ana Only for you, Ana: WHISPERED', ':secret gold Alda -3'];

const HEROES = ['Alda', 'Bert', 'Cora', 'Dain', 'Edda'];
export const PLAYERS = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'];

/** Plays `games` random games of a GM session; returns everything written for the players. */
export async function playersStream(adventure: Adventure, games: number, size: number, tools = false): Promise<{ text: string; events: Array<StreamEvent | null>; gmLog: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'law-view-'));
  const file = path.join(dir, 'game.view.jsonl');
  const stream = new StreamWriter(file);
  for (let g = 0; g < games; g++) {
    const rng = Rng.fromSeed(`hidden-${g}`);
    const party = Array.from({ length: size }, (_, i) => randomCharacter(rng, HEROES[i]));
    const seats = party.map((c, i) => ({ player: PLAYERS[i], characters: [c.name] }));
    const session = new TableSession(adventure, seats, { stream, gmLog: path.join(dir, 'gm.log') }, () => new RecordedIo(), { names: () => [], load: () => 'no maps' });
    session.start(adventure.title, false);
    const random = new RandomChooser(rng);
    let used = 0;
    // The GM uses his tools at the prompts outside fights, one after another, as a table would.
    const gm: Chooser = {
      combat: random.combat,
      tavern: random.tavern,
      extras: random.extras,
      choose: async (p: Prompt) => {
        while (tools && !session.inFight() && used < SECRET_TOOLS.length) await session.command(SECRET_TOOLS[used++]);
        return random.choose(p);
      },
      confirm: (key: string) => random.confirm(key),
    };
    await playGame(adventure, newGame(adventure, party, `hidden-${g}`), [], {
      chooser: session.chooser(gm),
      gm: true,
      emit: (e) => session.onEvent(e),
      onRun: (run) => session.onRun(run),
      onSection: (s, h) => session.onSection(s, h),
      maxSteps: 300,
    });
  }
  const text = fs.readFileSync(file, 'utf8');
  const gmLog = fs.existsSync(path.join(dir, 'gm.log')) ? fs.readFileSync(path.join(dir, 'gm.log'), 'utf8') : '';
  return { text, events: parseStream(text), gmLog };
}

