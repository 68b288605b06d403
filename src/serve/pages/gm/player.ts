// A player's page at a GM's table (a stand-in: minimal.ts).
import { startMinimalPage } from './minimal.js';

startMinimalPage();
