// The seed box of both pages (page.js, dashboard.js), loaded before them: what a /reset sends, or a message for the user.
'use strict';
const MAX_SEED = Number.MAX_SAFE_INTEGER;  // larger seeds lose digits in a browser's numbers

function parseSeed(text) {  // null: auto (empty); a whole number up to MAX_SEED; anything else throws an Error saying what to type
  const s = text.trim();
  if (s === '') return null;
  if (!/^[0-9]+$/.test(s)) throw new Error('seed must be a whole number (0, 1, 2, ...) or empty for auto; got "' + s.slice(0, 40) + '"');
  if (s.length > 16 || Number(s) > MAX_SEED) throw new Error('seed ' + s.slice(0, 40) + (s.length > 40 ? '...' : '') + ' is too large: at most ' + MAX_SEED);
  return Number(s);
}
