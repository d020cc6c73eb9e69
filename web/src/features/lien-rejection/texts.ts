// The lien-rejection slice's fixed texts (the registry's wording), shared by components and tests.
export const RESUBMIT_NOTE_REQUIRED = 'This field is required. Please provide additional information to the law firm.';
