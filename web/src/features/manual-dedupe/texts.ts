// The manual case dedupe page's fixed texts (spec 002 §2, §8; DECISIONS 22: this screen keeps its own merge texts).
export const MERGED = 'The cases have been merged!';
export const LOGIC_ERROR = 'A logic error occurred. Please refresh your page and try again.';
/** The generic error handler's toast title; its text is the response's first error, else GENERIC_ERROR_TEXT. */
export const ERROR_TITLE = 'Error';
