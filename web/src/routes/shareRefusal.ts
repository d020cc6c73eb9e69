/** What a shared link shows to someone who may not see the case. */
export const NO_PERMISSION =
  'You do not have permission to view this case. If you think you should, ask the person who shared it to check who can see it.';
/** How long the refusal stays before the portfolio opens (15 seconds). */
export const REFUSAL_MS = 15_000;
