// The representation slice's fixed texts, shared by components and tests.
export const LAW_FIRM_SET = 'The law firm was updated. Both law firms have been notified.';
export const REPRESENTATION_CHANGED =
  'Thanks! Lienholders on this case will be notified that the law firm has changed. It has been removed from your portfolio.';
