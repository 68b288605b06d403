// Saves made before the games returned events as data (commit 47eed1e) still resume: a save holds
// only the seed, the seats and the moves, so each of test/fixtures/tavern/GAME.save.json (a person
// stopped after 12 answers) resumes where it was left, and the screen of the game played on with the
// same answers is byte for byte what that version showed (GAME.resumed.txt, made by it). Issue 29
// changed what three games ask and tell, on purpose: Deceptidice's guess is typed (a count too low
// for what may be said lists the least that may be), Legends and Lies
// shows a menu of one choice instead of taking it, Dragon's Bluff's end turns up the cards laid
// face down; their transcripts were made again from the same saves and answers (the saves unchanged).
// The bots decide the moves after the resume, so a transcript is made again when its game's bots
// change (Dragon's Bluff's: issue 33, and its sixth stop; Deceptidice's when its normal began to vary its guesses, issue 33's third stop). Dragon's Bluff's table no longer says again who has just
// played, which its question says (issue 28's stop): those lines were taken out of its transcript.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { EndOfInput, PLAIN, RecordedIo } from '../../src/io';
import { GAME_IDS, playAtTable, resumeTavern, tavernSave } from '../../src/tavern';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'tavern');
/** The answers given after the resume, as when the transcripts were made. */
const ANSWERS = Array.from({ length: 30 }, (_, i) => String(((i * 7) % 4) + 1));

describe('tavern saves of an older version', () => {
  test.each([...GAME_IDS])('%s: the save resumes, is written again the same, and the game goes on as it did', async (id) => {
    const text = fs.readFileSync(path.join(FIXTURES, `${id}.save.json`), 'utf8');
    const m = resumeTavern(text);
    expect(m.game.toAct(m.state)).not.toBeNull();
    expect(`${JSON.stringify(tavernSave(m))}\n`).toBe(text);
    const io = new RecordedIo(ANSWERS, PLAIN);
    // The answers run out (EndOfInput), or the game ends first.
    await playAtTable(m, { io, style: PLAIN, shownEvents: m.events.length }).catch((e: unknown) => {
      if (!(e instanceof EndOfInput)) throw e;
    });
    expect(io.output).toBe(fs.readFileSync(path.join(FIXTURES, `${id}.resumed.txt`), 'utf8'));
  });
});
