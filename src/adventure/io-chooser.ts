// A person decides: every prompt of the interpreter goes to an Io (a terminal, scripted stdin or a
// test's recorded answers), the fights put the party under the player's control, and at a tavern
// game the player holds the cards of the member who sat down.
import type { Io } from '../io';
import type { AnswerTape, Chooser, CombatSetup, Prompt, TavernSetup } from './chooser';

export class IoChooser implements Chooser {
  readonly combat: CombatSetup;
  readonly extras: boolean;
  /** The person plays the party's cards at a tavern game, whatever the fights' control. */
  readonly tavern: TavernSetup;

  constructor(
    readonly io: Io,
    options: { extras?: boolean; control?: 'player' | 'ai'; tape?: AnswerTape; asYou?: boolean } = {},
  ) {
    this.extras = options.extras ?? true;
    this.combat = { control: options.control ?? 'player', io, quiet: false, ...(options.tape ? { tape: options.tape } : {}) };
    this.tavern = { io, level: 'normal', ...(options.asYou ? { asYou: true } : {}) };
  }

  async choose(prompt: Prompt): Promise<number> {
    return this.io.choose(
      prompt.message,
      prompt.items.map((item, value) => ({
        name: item.detail ? `${item.label} (${item.detail})` : item.label,
        value,
        disabled: item.disabled || undefined,
      })),
    );
  }

  confirm(_key: string, message: string, defaultValue: boolean): Promise<boolean> {
    return this.io.confirm(message, defaultValue);
  }
}
