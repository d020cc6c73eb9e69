// The case page's fixed texts, shared by components and tests.
export const CASE_LOAD_ERROR = 'There was a problem loading this case.';
export const CASE_LOST_TEXT = 'This case is no longer in your portfolio: another organisation changed it.';
