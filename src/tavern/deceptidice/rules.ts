// The rules of Deceptidice in the project's own words, for `law tavern rules deceptidice`: the game
// as this engine plays it, every variant, and the rulings that fill the text's gaps.
import { powerList } from './text';

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

Variants (--variant id):
  intro        no "less than" and no "without".
  straights    "N cards in numeric order, including E" (N 2-6). It beats a
               guess when N or E is higher than that guess's number; it then
               counts as the higher of N and E for the guess after it.
  vague        "N cards of the same number / colour" (N at least 2): worth
               half a specific guess. A vague N beats a specific M when N is at
               least 2M; a specific M beats a vague N when M is more than N/2.
  swap         the loser, after his discard, may give one of his top cards for
               the draw pile's top card (he sees it, the others do not; his
               card goes face up to the bottom of the pile). With an empty draw
               pile he swaps a top card with another player's top card instead.
  predictable  everyone shows his starting cards; on each turn you first reveal
               one of your dice not yet revealed this round.
  wildcards    4 wildcards (W) join the deck; at a challenge each counts as
               whatever number or colour the guess needs.
  power-cards  4 power cards join the deck, each with a combo and a value:
${powerList()}
               A power card has no colour or number. Guess "power card X" to
               claim you rolled X and its combo shows on the table. It beats a
               guess whose number is below X's value (half the number, for a
               vague guess), and only a higher power card or a guess of more
               cards than X's value (a vague guess: at least twice the value)
               beats it. You may lie about a power card, but a challenged lie
               always loses.

Rulings (docs/rulings.md): the first Liar is random; "3 cards left" means 3 or
fewer, and nobody can reach 0 cards, as no die ever holds a whole hand of 4
or more; N runs from 1 to the dice on the table; "less than" names 2 to 6;
wildcards help in straights and combos too; power cards never count as a
colour, a number or "without" a colour; the loser swaps after his discard, and
not once the game has ended; revealed and challenged top cards are remembered
as known to be in their owner's hand until they are discarded or swapped.
`;
