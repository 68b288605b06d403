// The actions and reactions of the rules, registered in the order menus list them. Importing this
// module once (the turn loop does) makes them all available.
import './strike';
import './missiles';
import './grapple';
import './change-weapons';
import './flee';
import './leadership';
import './counterattack';
import { registerMagic } from '../magic';

// MAGIC: the cast action, its preemptive reaction and the spells' effects (src/magic), after the
// actions above in the menus.
registerMagic();
