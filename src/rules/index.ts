// The rules' tables as typed data (WEAPONS, ARMOR, MAGIC, SKILLS) and lookups by typed name.
export * from './weapons';
export * from './armor';
export * from './spells';
export * from './skills';
export * from './lookup';
export * from './spell-cost';
export * from './creatures';
export * from './fatigue';
