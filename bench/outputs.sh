#!/bin/bash
# The outputs that speed work must leave unchanged: eight `law sim --json` and eight `law arena --auto`
# setups (surprise, spells, archers, beasts, a party of two), and the tavern's games watched, as JSON
# and simulated (every variant at least once). Usage: bench/outputs.sh ROOT OUTDIR, where
# ROOT is a built checkout (its bin/law is run); compare two OUTDIRs with diff -r.
DIST=$1; OUT=$2; mkdir -p $OUT
cd "$(dirname "$0")/.."
law() { node $DIST/bin/law "$@"; }
i=0
run() { i=$((i+1)); law "$@" > $OUT/$i.txt 2>&1; echo "exit $?" >> $OUT/$i.txt; }
run sim --json --runs 300 --seed g1 --workers 1
run sim --json --runs 200 --seed g2 --workers 1 --party "Warrior x4" --foes "Orc x3,Goblin x3"
run sim --json --runs 200 --seed g3 --workers 1 -c ysolde --foes "Orc x2"
run sim --json --runs 200 --seed g4 --workers 1 -c brannoc-the-bold -c ysolde --foes "Goblin x3,Goblin Slinger" --map ruined-hall
run sim --json --runs 200 --seed g5 --workers 1 --party "Giant" --foes "Orc,Orc Chieftain,Ogre" --difficulty normal
run sim --json --runs 200 --seed g6 --workers 1 --party "Bandit Archer x2" --foes "Bandit x2" --difficulty easy --map crossroads
run sim --json --runs 200 --seed g7 --workers 1 --party "Wolf x2" --foes "Cave Bear" --map forest-clearing --no-flee
run sim --json --runs 100 --seed g8 --workers 2 -c ysolde --foes "Goblin x4" --map forest-clearing
for s in 1 2 3 7; do run arena --auto --seed $s; done
run arena --auto --seed 5 -c ysolde -c brannoc-the-bold --foes "Orc x2,Goblin Slinger" --map ruined-hall --json
run arena --auto --seed 9 --surprise foes --foes "Orc,Goblin x2" --difficulty hard
run arena --auto --seed 11 --surprise party -c ysolde --foes "Bandit,Bandit Archer" --map crossroads
run arena --auto --seed 12 --party "Warrior x2" --foes "Giant Rat x3,Wolf" --map forest-clearing
# The tavern: bots watched (--auto, the public events in words), a game as JSON, and the simulator.
run tavern deceptidice --auto --seed 1
run tavern deceptidice --auto --seed 4 --players 3 --variant straights,vague,swap,predictable,wildcards,power-cards --json
run tavern dragons-bluff --auto --seed 2 --variant long
run tavern legends-and-lies --auto --seed 3 --players 4
run tavern treasure --auto --seed 5 --players 5 --variant long
run tavern sim deceptidice --json --games 30 --seed t1 --workers 1 --seats normal,easy,normal
run tavern sim dragons-bluff --json --games 100 --seed t2 --workers 1 --seats normal,easy,normal,easy
run tavern sim legends-and-lies --json --games 30 --seed t3 --workers 1 --players 4
run tavern sim treasure --json --games 100 --seed t4 --workers 1 --seats normal,easy,normal --variant two-decks
