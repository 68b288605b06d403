// INJURY & EXHAUSTION, Fatigue: fatigue lands one point at a time. A point that finds the character
// conscious is fatigue (the one that brings damage plus fatigue to ST knocks him out); every later
// point is damage, as fatigue delivered to an unconscious character is. One function for fights
// (blows, spell costs, Death) and adventures (effects, forced marches).

/** How `points` of fatigue land on a character with `damage` and `fatigue` against `st`. */
export function fatigueSplit(st: number, damage: number, fatigue: number, points: number): { damage: number; fatigue: number } {
  const room = Math.max(0, st - damage - fatigue);
  const f = Math.min(points, room);
  return { damage: points - f, fatigue: f };
}
