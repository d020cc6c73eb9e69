import { Link } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { CASE_UPLOAD_PATH, CASE_UPLOAD_TEXTS } from './texts.ts';

/**
 * "Upload a spreadsheet instead" (DECISIONS 18): the Register New Case drawer's way to the Secure Case Upload page,
 * for non-law-firm users only (the caller leaves it out for law firms). Closes the drawer on the way.
 */
export function UploadSpreadsheetLink({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  return (
    <Link
      href={CASE_UPLOAD_PATH}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onNavigate?.();
        void navigate(CASE_UPLOAD_PATH);
      }}
    >
      {CASE_UPLOAD_TEXTS.drawerLink}
    </Link>
  );
}
