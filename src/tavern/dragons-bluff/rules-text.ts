// The rules of Dragon's Bluff in the project's own words (`law tavern rules dragons-bluff`), with
// the deck and the rulings named (docs/rulings.md, "Dragon's Bluff"); the card codes are those
// `--deck` takes; the long variant is told in state.ts (VARIANTS). Each sentence says what the code does:
// the deal is dealRound (deck.ts), the Hydra's right to reveal mayRevealHydra (scoring.ts).
export const RULES = `DRAGON'S BLUFF (3-4 players; after the game by Martin Wallace)

The deck: eight kinds of dragon, five of each (codes red, blue, green, black,
white, gold, silver, bronze), and one three-headed Hydra (hydra): 41 cards.
Each round, six different kinds go on display, one card of each. A second
card of each displayed kind, with the Hydra, makes a pile of seven; it is
shuffled and each player gets one card of it, unseen by the others, as his
secret identity. Everything else, the identities nobody got too, is shuffled
and seven cards are dealt to each player; the rest stays unseen. A random
player begins.

On your turn, play one card face down: under a display card, or in front of
you. After a card goes under the display, the others in clockwise order may
call the bluff; the first to call ends the asking. The card is shown: if it
is not the kind it lies under (the Hydra matches nothing), it goes face up
in front of its player; if it is, face up in front of the caller.

Cards in front of a player are the face-up ones and the face-down ones,
counted together. A player whose identity is the Hydra may reveal it at the
start of his turn, instead of playing, and so end the round, when both hold:
he has 3 or more face-up cards in front of him, and another player has more
cards in front than he has (with the most, even tied with others, he may
not). Otherwise the round ends when every hand is empty.

Scoring: 3 VP for each card under your identity's display card, matching or
not. The Hydra scores 10 VP if it ended the round, else 1 VP per face-up card
in front of the others. -2 VP per face-up card and -1 VP per face-down card
in front of you. The highest score wins, even at 0 or below; equal scores
share a place.`;
