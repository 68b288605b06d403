// The rules of Legends and Lies in the project's own words (`law tavern rules legends-and-lies`), with
// the deck, its codes (those `--deck` takes) and the rulings named.
export const RULES = `LEGENDS AND LIES (2-4 players; after the game by Diane Sauer)

Cryptozoologists meld expeditions to prove strange creatures exist, and leak
stories to the tabloids to discredit each other.

The deck, 62 cards (code: card).
  Expedition cards, 2 points each in sets of 5 or more, 3 in the set of 4,
  4 in the set of 3: by Bigfoot/Yeti (7, brown), nessie Loch Ness Monster
  (5, blue), mermaid Feegee Mermaid (5, green), devil Jersey Devil (5, red),
  snakes Giant Snakes (5, orange), aliens Extraterrestrial Life Forms (5,
  yellow), chupa El Chupacabras (4, purple), piltdown Piltdown Man (3, grey);
  expert "Expert" Opinion (2, wild, worth what its meld's cards are worth).
  Proof! cards, 3 points, one per creature of 2 points, of its colour: cast
  (Bigfoot/Yeti), flipper (Loch Ness), tail (Mermaid), horn (Jersey Devil),
  skin (Snakes), implant (Extraterrestrials); blurry Blurry Photo (2, wild
  Proof!, 2 points, never on Piltdown Man).
  Strange Occurrences, they stay in front of you: crop Crop Circles (3; draw
  two from the Unknown or take any card of the Tabloids, which you may play
  at once, an anomaly too; 2 points, yellow: they count with the
  Extraterrestrials but not for starting a meld of them); cattle Cattle
  Mutilations (1; draw a card; +3); blast Tunguska Blast (1; the Tabloids
  but their top card are shuffled into the Unknown; -3).
  Phenomena, to the Tabloids after use: esp ESP (2; look at the top three of
  the Unknown, keep one, put two back in order), fish Fish Falls (2; discard
  1 to 3 cards), resurrect Resurrection (2; take an expedition card from the
  Tabloids, then discard any card). Hoax! hoax (2; remove any expedition or
  Proof! card in play, even yours, to the Tabloids; stays in front, +3).

The deal. A random first dealer; 10 cards each (8 with four); one card turned
up starts the Tabloids, the rest is the Unknown. The dealer's left begins.
Everyone may look through the whole Tabloids pile at any time.

Your turn: 1. draw the Unknown's top card or the Tabloids' top card; 2. in
any order, meld and add as often as you like, and play one anomaly card
(Proof! cards too); 3. discard a card. You may never leave yourself without a
card to discard. A new meld is three cards of one creature: at least two
expedition cards ("Expert" Opinion counts) and one card of the creature's
own; a Proof! in it is your anomaly play. Add any of its cards to your melds;
once anyone has melded a creature, you may play its own cards (a coloured
Proof! too, but no wild) in front of you on it. Bigfoot/Yeti cards meld as
Bigfoot or as Yeti, two creatures. Wilds left with no card of their creature
(after a Hoax! or the Tabloids) go to the Tabloids. The first time the Unknown
is empty when a draw is due, the Tabloids but their top card are shuffled into
a new one; the second time (or after 200 turns), the hand ends and everyone,
the player to draw first, makes a final discard (nobody went out). If your
discard empties your hand you go out: each other player, from your left, makes
a final discard.

Scoring. For each card in the Tabloids of a creature's colour, the largest
meld of that creature loses its last-played card (every meld of that size on
a tie; a Bigfoot/Yeti card hits Bigfoot and Yeti). A creature with 10 points
or more in play, all players' cards together, counts double. You score your
cards in front of you less the points of your hand (a Tunguska Blast in hand
costs nothing, an "Expert" Opinion 2). The shutout: if the player who went
out has 10 points of Extraterrestrials at face value, everyone else scores 0.
The highest total deals next (a tie: the last dealer's left). At the end of a
hand with 100 points or more, the highest total wins; a tie at the top plays
one more hand, then it is a draw. Forty hands at most.

Four players: partners sit across (seats 1 and 3 against 2 and 4). After
the deal each passes a card face down to his partner. Instead of drawing you
may pass a card face down to your partner, who passes one back at once. The
shutout needs 15 points for the team of the one who went out; the deal passes
to the left; a team wins at 150 (both partners share its score and place).`;
