// The TV's page at a tavern table: the table as every player sees it, nobody's hand, whose turn it
// is and what happened, in large type; it follows the table by itself.
import { startPage } from './frame.js';

startPage();
