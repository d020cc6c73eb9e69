/** The header's upgrade button (PLAN_TEXTS.headerUpgrade): apart, so the header does not load every plan text. */
export const HEADER_UPGRADE = 'Upgrade';
