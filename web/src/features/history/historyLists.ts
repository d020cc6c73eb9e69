/** Entries fetched per page of a history list (the first page's size is the fragments' `count` default). */
export const HISTORY_PAGE = 20;
export const CASE_HISTORY_TITLE = 'Case History';
export const LIEN_HISTORY_TITLE = 'Lien History';
