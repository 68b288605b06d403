// The rules of Deceptidice in the project's own words, for `law tavern rules deceptidice`: the game
// as this engine plays it and the rulings that fill the text's gaps (the variants: variants.ts).

export const RULES = `DECEPTIDICE - liar's dice with piles of cards for dice (2-8 players)

The deck: 48 cards, colours red, blue, green and yellow, numbers 1 to 6, two of
each. Cards are written as codes: R3 is a red 3 (B blue, G green, Y yellow);
W is a wildcard, PAIRS, RAINBOW, HOUSE and TWINS are power cards.

Setup. Everyone gets 9 cards (6 with 6-8 players), dealt one at a time round
the table; the rest is the draw pile. The first Liar is drawn at random.

A round. Each player splits his cards, unseen, into 4 dice (2-3 players) or 3
dice (4-8 players): piles as equal as can be. Every pile is shuffled - rolled -
and its owner peeks at its top card. From the Liar round the table, each
player either guesses what all the top cards on the table show together, or
challenges the guess before his.
  A guess: "N cards with number T", "N cards of colour T", "N cards with a
  number less than T" or "N cards without colour T" (the last two are left
  out in the intro variant). N is at most the number of dice on the table.
  Each guess must be higher: its N bigger than the last one's.
  A challenge turns up every top card. If at least the guessed cards show,
  the challenger loses; otherwise the guesser does. The loser gives up one of
  his dice (his choice), face up with all its cards, and is the next Liar.

The end. As soon as someone is down to 3 cards or fewer, the game ends.
More cards left is better; equal counts share a place.

Rulings (docs/rulings.md): the first Liar is random; "3 cards left" means 3 or
fewer, and nobody can reach 0 cards, as no die ever holds a whole hand of 4
or more; N runs from 1 to the dice on the table; "less than" names 2 to 6;
wildcards help in straights and combos too; power cards never count as a
colour, a number or "without" a colour; the loser swaps after his discard, and
not once the game has ended; revealed and challenged top cards are remembered
as known to be in their owner's hand until they are discarded or swapped.
`;
