// A person's page at a tavern table (his phone): his own cards, the question he is asked, the table
// as his seat sees it, and what happened since his last move.
import { startPage } from './frame.js';

startPage();
