// Registration (issue 12): the public forms (/register, /register-now, the lienholder wizard and its case step,
// the wizard's law firm search and spreadsheet upload target) and the staff list and decisions. The public calls
// need no session; the BFF forwards the browser's address, so the registry's per-address limit counts the browser.
import { REGISTRY_PREFIX, segment, type GatewayScope } from './scope.ts';

export interface RegistrationAddressJson {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip_code: string;
}

export interface RegistrationContactJson {
  first_name: string;
  last_name: string;
  email: string;
}

export interface RegistrationCaseJson {
  id: string;
  law_firm: { id: string; name: string } | null;
  new_law_firm: { name: string; website: string } | null;
  plaintiff_first_name: string;
  plaintiff_last_name: string;
  plaintiff_birthdate: string | null;
  date_of_loss: string | null;
  created_case: string | null;
}

export interface LienholderRegistrationJson {
  id: string;
  compulsion_type: string | null;
  step: string;
  status: string;
  first_name: string;
  last_name: string;
  email: string;
  company_name: string;
  company_type: string | null;
  website: string;
  phone_number: string;
  address: RegistrationAddressJson;
  contact_preference: 'WEBSITE' | 'ADDRESS' | null;
  contacts: RegistrationContactJson[];
  additional_info: string;
  compulsion_request: string | null;
  data_file: { name: string; size: number } | null;
  cases: RegistrationCaseJson[];
}

export interface StaffRegistrationJson extends Omit<LienholderRegistrationJson, 'step' | 'compulsion_type'> {
  kind: 'LAW_FIRM_USER' | 'SELF_SERVICE' | 'LIENHOLDER';
  company_type_specification: string;
  customer_source: string;
  referral_source: string;
  law_firm: { id: string; name: string } | null;
  organization: { id: string; name: string } | null;
  submitted_at: string | null;
  decided_at: string | null;
  rejection_note: string;
}

export interface CaseFileUploadJson {
  file_path: string;
  upload_url: string;
  upload_data: { method: 'PUT'; headers: Record<string, string> };
  expires_at: string;
}

export interface RegistrationCaseInputJson {
  law_firm?: string | null;
  new_law_firm?: { name: string; website?: string | null } | null;
  plaintiff_first_name: string;
  plaintiff_last_name: string;
  plaintiff_birthdate?: string | null;
  date_of_loss?: string | null;
}

const WIZARD = `${REGISTRY_PREFIX}/register-lienholder/`;
const STAFF = `${REGISTRY_PREFIX}/staff/registrations/`;

export function registrationGateway(scope: GatewayScope) {
  return {
    registerUser: (body: Record<string, unknown>) =>
      scope.client.post<{ is_account_created: boolean }>(`${REGISTRY_PREFIX}/register/`, body),
    registerNow: (body: Record<string, unknown>) =>
      scope.client.post<{ is_account_created: boolean }>(`${REGISTRY_PREFIX}/register-now/`, body),
    start: (body: Record<string, unknown>) => scope.client.post<LienholderRegistrationJson>(WIZARD, { ...body, compulsion_type: 'EMAIL' }),
    read: (id: string) => scope.client.get<LienholderRegistrationJson>(`${WIZARD}${segment(id)}/`),
    update: (id: string, body: Record<string, unknown>) => scope.client.patch<LienholderRegistrationJson>(`${WIZARD}${segment(id)}/`, body),
    submit: (id: string) => scope.client.post<{ id: string; status: string }>(`${WIZARD}${segment(id)}/submit/`, {}),
    registerCases: (body: { compulsion_event_id: string; cases?: RegistrationCaseInputJson[]; data_file?: string }) =>
      scope.client.post<LienholderRegistrationJson>(`${REGISTRY_PREFIX}/register-cases/`, body),
    createCaseFileUpload: (body: { compulsion_event_id: string; filename: string; size: number; content_type: string | null }) =>
      scope.client.post<CaseFileUploadJson>(`${REGISTRY_PREFIX}/register-cases/upload-url/`, body),
    searchLawFirms: (search: string) => scope.client.get<{ results: { id: string; name: string }[] }>(`${WIZARD}law-firms/`, { search }),

    staff: {
      read: (id: string) => scope.client.get<StaffRegistrationJson>(`${STAFF}${segment(id)}/`),
      list: (status: string) => scope.client.get<{ count: number; results: StaffRegistrationJson[] }>(STAFF, { status, page_size: 'off' }),
      approve: (id: string) => scope.client.post<StaffRegistrationJson>(`${STAFF}${segment(id)}/approve/`, {}),
      reject: (id: string, note: string | null) => scope.client.post<StaffRegistrationJson>(`${STAFF}${segment(id)}/reject/`, { note }),
    },
  };
}
