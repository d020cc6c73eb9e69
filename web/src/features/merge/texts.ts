// The merge slice's fixed texts, shared by components and tests.
export const LOGIC_ERROR = 'A logic error occurred. Please refresh your page and try again.';
export const MERGED = 'Your cases have been merged successfully!';
