// The rules of Dragon's Bluff in the project's own words (`law tavern rules dragons-bluff`), with
// the deck, the variant and the rulings named; the card codes are those `--deck` takes.
export const RULES = `DRAGON'S BLUFF (3-4 players; after the game by Martin Wallace)

The deck: eight kinds of dragon, five of each (codes red, blue, green, black,
white, gold, silver, bronze), and one three-headed Hydra (hydra): 41 cards.
Each round, six kinds go on display, one card each. The other card of each
of those pairs and the Hydra are shuffled; each player gets one as a secret
identity. Everything else, the spare identities too, is shuffled and seven
cards are dealt to each player; the rest stays unseen. A random player begins.

On your turn, play one card face down: under a display card, or in front of
you. After a card goes under the display, the others in clockwise order may
call the bluff; the first to call ends the asking. The card is shown: if it
is not the kind it lies under (the Hydra matches nothing), it goes face up
in front of its player; if it is, face up in front of the caller.

The Hydra may, at the start of its turn instead of playing, reveal itself
and end the round if it has 3 or more face-up cards and someone else has
strictly more cards in front (face up and face down; a tie is still "the
most"). Otherwise the round ends when every hand is empty.

Scoring: 3 VP for each card under your identity's display card, matching or
not. The Hydra scores 10 VP if it ended the round, else 1 VP per face-up card
in front of the others. -2 VP per face-up card and -1 VP per face-down card
in front of you. The highest score wins, even at 0 or below; equal scores
share a place. Variant "long": three rounds (the next seat clockwise begins
each), the highest total wins.`;
