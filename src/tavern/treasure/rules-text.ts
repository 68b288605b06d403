// The rules of Treasure in the project's own words (`law tavern rules treasure`): the game as this
// engine plays it, with the deck, the card codes and the rulings named (the variants: VARIANTS in
// state.ts).
export const RULES = `TREASURE (2-4 players; 3-8 with two decks) - a game of the Viashi deck
by Michelle Bottorff, played like her Loot

The deck (56 cards). Five suits: W wind (white), G leaf (green), R flame
(red), B wave (blue), P rock (purple), each of ranks 1 to 9: 1 queen, 2 king,
3 prince, 4 princess, 5 warrior, 6 merchant, 7 worker, 8 magician, 9 fool.
Codes: the suit and the rank, W1 to P9. Nine gods, ranks 1 to 9 in this
order: lady, darklord, builder, thief, protectress, seductress, minion,
friend, changeling (shown Lady1 ... Changeling9). The gods are a colour of
their own. Two changing cards (X): each stands for any card of the five
suits when it is tabled.

The deal. Nine cards each; the next card, face up, starts the discard pile;
the rest is the draw pile. A random player begins, then clockwise.

Your turn.
 1. Draw the top card of the draw pile, or take the top card of the discard
    pile, or take the whole discard pile into your hand. A card taken from
    the top of the discard pile cannot go straight back this turn.
 2. Table combinations, as many as you like:
      set     3 or more cards of one rank (a god counts at its rank)
      run     4 or more cards of consecutive ranks, any suits (1 to 9, no
              turning the corner)
      colour  4 or more cards of one suit, or 4 or more gods
    and add cards from your hand to your own combinations (to a run at
    either end). Here a combination is tabled at its least length and grown
    one card at a time. A card lies in one combination only, but where a
    colour holds 4 or more consecutive ranks, those cards are a run too.
    Nothing on the table is ever lifted or rearranged. A changing card takes
    what its place needs: the set's rank, the run's missing rank, the
    colour's suit (never the gods'); changing cards may never outnumber the
    other cards of their combination.
 3. Discard a card face up on the discard pile. The pile lies spread: all
    its cards can be seen.
When the draw pile is used up, all the discards but the top one are
shuffled into a new draw pile.

The end. A hand ends as soon as a player has no cards: by tabling them all,
or by discarding the last one. It also ends when the draw pile is used up
and the discard pile holds a single card (no new draw pile can be made), or
after 40 turns each. Every card you tabled is worth 4 points (to you, even
in another's combination); every card in your hand costs its rank, a god or
a changing card 9. Then the gods' factors. The highest score wins; equal
scores share the win.

The gods. An effect begins as soon as its god is tabled in that kind of
combination, and lasts. A god in the run of a colour is in a colour and in
a run: both effects work. "x2" and "x1/2" are factors on each card's
worth; they multiply. Kinds (runs, colours, sets) count on the table only;
suits and fools count in hand too. Totals are rounded to the nearest
point, a half up.
  Lady        set: runs x2.  run: anyone may add cards to others' runs.
              colour: wind cards x2.
  Dark Lord   set: runs x1/2.  run: cancels the Lady.  colour: wind x1/2.
  Builder     set: colours of 3 cards; at once everyone draws 3 cards.
              colour: runs of 3 cards.
  Thief       set: warriors (5) may change suit.  run: rock cards may
              change rank.  colour: cards in hand are worth 0.
  Protectress set: leaf x2.  run: colours x2.  colour: anyone may add cards
              to others' colours.
  Seductress  set: leaf x1/2.  run: colours x1/2.  colour: cancels the
              Protectress.
  Minion      set: cancels the Friend.  run: flame x1/2.  colour: sets x1/2.
  Friend      set: anyone may add cards to others' sets.  run: flame x2.
              colour: sets x2.
  Changeling  set: wave cards may change rank.  run: fools (9) x2 (the
              Changeling is a fool).  colour: queens (1) may change suit.
A god counts at its rank everywhere (the Protectress is a warrior, the
Lady a queen). A card that may change is tabled as the rank or suit its
place needs and keeps it (a rock 3 at the 6 of a run is shown P3=6). A
cancelled god's effects all stop, cards already laid under them stay;
"anyone may add" ends for new cards. A card added to another's combination
scores for whoever laid it, and is part of that combination.

Rulings (docs/rulings.md): rank 2 is the king; the gods are a colour; two
changing cards a deck; the Builder in a colour eases runs (the text's
"sets" are three cards already); the turn order above; the end when no new
draw pile can be made, and after 40 turns each; tabling the Builder in a
set as your last cards does not take you out, as you draw three at once.
`;
