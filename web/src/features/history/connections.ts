/** The connection keys of the case and lien histories (@connection), which live updates and writes prepend to. */
export const CASE_HISTORY_CONNECTION = 'CaseHistoryDrawer_history';
export const LIEN_HISTORY_CONNECTION = 'LienHistoryList_history';
