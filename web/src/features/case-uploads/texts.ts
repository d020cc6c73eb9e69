// Texts, paths and client-side rules of the Secure Case Upload page (spec 002 §2, §5; DECISIONS 13, 17, 18).
import { fileSizeLimitText, MAX_DOCUMENT_BYTES } from '../documents/fileSize.ts';

export const CASE_UPLOAD_PATH = '/bulk-case-upload';
/** The spreadsheet import's template (public registry files, served through the portal). */
export const TEMPLATE_XLSX_URL = '/api/registry/v1/files/case-upload-template.xlsx';
export const TEMPLATE_CSV_URL = '/api/registry/v1/files/case-upload-template.csv';

export const CASE_UPLOAD_TEXTS = {
  title: 'Secure Case Upload',
  intro: 'Send us the cases you hold liens on, in a spreadsheet or any other file, and our team will add them to the registry.',
  companyName: 'Company Name',
  fullName: 'Your Full Name',
  email: 'Email',
  file: 'Cases You Are Uploading',
  chooseFile: 'Choose a file',
  submit: 'Submit',
  uploading: 'Uploading...',
  // The page's notes (§2); "template spreadsheet" links to the import's template (.xlsx; also as .csv).
  anyFileType: 'Any file type is accepted, but we recommend using our template spreadsheet.',
  anyFileTypeBefore: 'Any file type is accepted, but we recommend using our ',
  templateLink: 'template spreadsheet',
  templateCsvLink: 'CSV',
  secure: 'This upload is secure and HIPAA compliant.',
  agreement: 'By submitting, you agree to the Terms of Service and the Business Associate Agreement.',
  successTitle: 'Thank you!',
  success: 'Your file was uploaded securely. We have e-mailed you a confirmation.',
  uploadFailed: 'The file could not be uploaded. Please try again.',
  required: 'This field is required.',
  invalidEmail: 'Enter a valid email address.',
  /** The Register New Case drawer's link here (DECISIONS 18), for non-law-firm users. */
  drawerLink: 'Upload a spreadsheet instead',
} as const;

export const CASE_UPLOAD_LIMITS = { companyName: 255, fullName: 255, email: 254 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CaseUploadValues {
  companyName: string;
  fullName: string;
  emailAddress: string;
}

/** What the browser can tell before sending: every field required, the e-mail's shape, the size limit. */
export function caseUploadProblems(values: CaseUploadValues, file: File | null): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.companyName.trim()) problems.companyName = CASE_UPLOAD_TEXTS.required;
  if (!values.fullName.trim()) problems.fullName = CASE_UPLOAD_TEXTS.required;
  if (!values.emailAddress.trim()) problems.emailAddress = CASE_UPLOAD_TEXTS.required;
  else if (!EMAIL.test(values.emailAddress.trim())) problems.emailAddress = CASE_UPLOAD_TEXTS.invalidEmail;
  const fileError = fileProblem(file);
  if (fileError) problems.dataFileUploadId = fileError;
  return problems;
}

/** The file's problem: none chosen, or over 100 MiB − 1024 bytes (any type is fine, DECISIONS 17). */
export function fileProblem(file: File | null): string | undefined {
  if (!file) return CASE_UPLOAD_TEXTS.required;
  if (file.size > MAX_DOCUMENT_BYTES) return fileSizeLimitText(file.size);
  return undefined;
}
