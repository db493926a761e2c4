/** Every page runs this first (one test): presses before the islands hydrate are kept for them. */
import { keepEarlyPresses } from './early-presses.js';

keepEarlyPresses();
