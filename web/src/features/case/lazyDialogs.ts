import { lazy } from 'react';

// The case page's dialogs load their code (and their mutations) when first opened, not with the case page; each is
// rendered inside a Suspense of its own.
export const ChangeOfRepresentationDialog = lazy(async () => ({
  default: (await import('../representation/ChangeOfRepresentationDialog.tsx')).ChangeOfRepresentationDialog,
}));
export const MergeDuplicateDialog = lazy(async () => ({
  default: (await import('../merge/MergeDuplicateDialog.tsx')).MergeDuplicateDialog,
}));
export const RemoveCaseDialog = lazy(async () => ({ default: (await import('../liens/RemoveCaseDialog.tsx')).RemoveCaseDialog }));
export const RemoveLienDialog = lazy(async () => ({ default: (await import('../liens/RemoveLienDialog.tsx')).RemoveLienDialog }));
export const ReopenLienDialog = lazy(async () => ({ default: (await import('../liens/ReopenLienDialog.tsx')).ReopenLienDialog }));
export const RequestDocumentsDialog = lazy(async () => ({
  default: (await import('../document-requests/RequestDocumentsDialog.tsx')).RequestDocumentsDialog,
}));
export const ResolveRejectionDialog = lazy(async () => ({
  default: (await import('../lien-rejection/ResolveRejectionDialog.tsx')).ResolveRejectionDialog,
}));
export const SetLawFirmDialog = lazy(async () => ({ default: (await import('../representation/SetLawFirmDialog.tsx')).SetLawFirmDialog }));
