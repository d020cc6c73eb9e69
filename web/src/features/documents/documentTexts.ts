// Texts and paths of the Documents tab shared by its components and tests.

/** The Download All tooltip over the limit (spec §8). */
export const downloadLimitText = (limit: number) => `A maximum of ${limit} documents can be downloaded at one time`;

/** The payment page of one document (the payments slice's /document-payment). */
export const paymentPath = (documentInternalID: string, lienInternalID: string | null | undefined) => {
  const search = new URLSearchParams({ document_ids: documentInternalID });
  if (lienInternalID) search.set('lien', lienInternalID);
  return `/document-payment?${search.toString()}`;
};

/** Who a document is shared with: everyone on the case ('All'), or one lien's holder. */
export const sharedWithText = (isCaseDocument: boolean, lienholderName: string | null | undefined) =>
  isCaseDocument ? 'All' : (lienholderName ?? '—');
