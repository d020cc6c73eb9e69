// Registration (issue 12): the public forms — registerUser (/register), registerNow (/register-now), the lienholder
// wizard (startLienholderRegistration, updateLienholderRegistration, registerCases with rows or an uploaded
// spreadsheet, submitLienholderRegistration; query lienholderRegistration) and its law firm search — usable without
// a session; and the staff list (Viewer.pendingRegistrations) with approveRegistration / rejectRegistration. The
// registry decides everything (validation texts, duplicates, staff-only); refusals come back as userErrors.
import { encodeGlobalID, resolveArrayConnection } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { clientError } from '../errors.ts';
import type { BffContext } from '../context.ts';
import type {
  CaseFileUploadJson,
  LienholderRegistrationJson,
  RegistrationAddressJson,
  RegistrationCaseJson,
  RegistrationContactJson,
  StaffRegistrationJson,
} from '../registry/registration.ts';
import { RegistryHttpError } from '../rest/registry-client.ts';
import { internalId } from './ids.ts';
import { OrganizationType } from './organization.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';

type OrganizationTypeValue =
  'DEFENDANT_INSURANCE' | 'FUNDER' | 'HEALTH_INSURANCE' | 'LAW_FIRM' | 'MEDICAL_PRACTICE' | 'OTHER' | 'REFERRAL_LAW_FIRM' | 'SERVICER';

/** Registry field → input field, where the names differ. */
const FIELDS: Record<string, string> = {
  legal_organization: 'lawFirmId',
  data_file: 'dataFileUploadId',
  filename: 'fileName',
  compulsion_event_id: 'compulsionEventId',
  law_firm: 'lawFirmId',
  law_firm_website: 'newLawFirmWebsite',
};

function refusal(error: unknown): UserErrorShape[] {
  const userErrors = userErrorsFrom(error, FIELDS);
  if (!userErrors) throw error;
  return userErrors;
}

// ---- types ---------------------------------------------------------------------------------------------------------

const RegistrationContactPreference = builder.enumType('RegistrationContactPreference', {
  description: 'How the registry should verify a registering lienholder.',
  values: {
    WEBSITE: { description: 'Company Website (Recommended).' },
    ADDRESS: { description: 'Full Company Address and Phone Number.' },
  } as const,
});

const RegistrationKind = builder.enumType('RegistrationKind', {
  description: 'Which form a registration came from.',
  values: {
    LAW_FIRM_USER: { description: '/register: a user of an existing law firm.' },
    SELF_SERVICE: { description: '/register-now: a new organisation.' },
    LIENHOLDER: { description: 'The lienholder registration wizard (/register-lh).' },
  } as const,
});

const RegistrationStatus = builder.enumType('RegistrationStatus', {
  description: "A registration's state.",
  values: {
    DRAFT: { description: 'The wizard is still being filled in.' },
    PENDING: { description: 'Submitted; awaiting a staff decision.' },
    APPROVED: { description: 'Approved by staff.' },
    REJECTED: { description: 'Rejected by staff.' },
  } as const,
});

const RegistrationAddress = builder.objectRef<RegistrationAddressJson>('RegistrationAddress').implement({
  description: 'A registering organisation’s address.',
  fields: (t) => ({
    address1: t.exposeString('address1', { description: 'Street address.' }),
    address2: t.exposeString('address2', { description: 'Suite, floor (optional).' }),
    city: t.exposeString('city', { description: 'City.' }),
    state: t.exposeString('state', { description: 'US state code.' }),
    zipCode: t.exposeString('zip_code', { description: 'ZIP code.' }),
  }),
});

const RegistrationContact = builder.objectRef<RegistrationContactJson>('RegistrationContact').implement({
  description: 'A contact of the registering lienholder (the Lienholder Contacts modal).',
  fields: (t) => ({
    firstName: t.exposeString('first_name', { description: 'First name.' }),
    lastName: t.exposeString('last_name', { description: 'Last name (may be empty).' }),
    email: t.exposeString('email', { description: 'Work e-mail.' }),
  }),
});

const RegistrationLawFirm = builder.objectRef<{ id: string; name: string }>('RegistrationLawFirm').implement({
  description: 'A law firm as the public registration sees it: its id and name only.',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry's id." }),
    name: t.exposeString('name', { description: 'Its name.' }),
  }),
});

const RegistrationNewLawFirm = builder.objectRef<{ name: string; website: string }>('RegistrationNewLawFirm').implement({
  description: 'A law firm the applicant typed in (created when the registration is approved, unless one of that name exists).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Its name.' }),
    website: t.exposeString('website', { description: 'Its website (may be empty).' }),
  }),
});

const RegistrationCase = builder.objectRef<RegistrationCaseJson>('RegistrationCase').implement({
  description: 'A case row of the wizard.',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry's id of the row." }),
    lawFirm: t.field({ type: RegistrationLawFirm, nullable: true, description: 'The chosen law firm.', resolve: (row) => row.law_firm }),
    newLawFirm: t.field({
      type: RegistrationNewLawFirm,
      nullable: true,
      description: 'A new law firm, when none was chosen.',
      resolve: (row) => row.new_law_firm,
    }),
    plaintiffFirstName: t.exposeString('plaintiff_first_name', { description: "The patient's first name." }),
    plaintiffLastName: t.exposeString('plaintiff_last_name', { description: "The patient's last name." }),
    plaintiffBirthdate: t.field({
      type: 'Date',
      nullable: true,
      description: 'Patient Date of Birth.',
      resolve: (row) => row.plaintiff_birthdate,
    }),
    dateOfLoss: t.field({ type: 'Date', nullable: true, description: 'Patient Date of Loss.', resolve: (row) => row.date_of_loss }),
    createdCaseID: t.exposeString('created_case', {
      nullable: true,
      description: 'The case created from the row on approval (registry id); null before.',
    }),
  }),
});

const RegistrationFile = builder.objectRef<{ name: string; size: number }>('RegistrationFile').implement({
  description: 'The spreadsheet of cases the applicant uploaded (imported later).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'File name.' }),
    size: t.exposeFloat('size', { description: 'Size in bytes.' }),
  }),
});

const LienholderRegistration = builder.objectRef<LienholderRegistrationJson>('LienholderRegistration').implement({
  description: "The lienholder wizard's registration (the spec's compulsion event) while it is filled in.",
  fields: (t) => ({
    internalID: t.exposeString('id', { description: 'Its id (the compulsion event id the wizard keeps between steps).' }),
    step: t.exposeString('step', { description: 'The step to continue with: account, cases, details or confirmation.' }),
    firstName: t.exposeString('first_name', { description: "The applicant's first name." }),
    lastName: t.exposeString('last_name', { description: "The applicant's last name." }),
    email: t.exposeString('email', { description: "The applicant's work e-mail." }),
    companyName: t.exposeString('company_name', { description: 'The lienholder organisation’s name.' }),
    companyType: t.field({
      type: OrganizationType,
      nullable: true,
      description: 'Its type (never LAW_FIRM).',
      resolve: (row) => row.company_type as OrganizationTypeValue | null,
    }),
    website: t.exposeString('website', { description: 'Company website.' }),
    phoneNumber: t.exposeString('phone_number', { description: 'Company phone number.' }),
    address: t.field({ type: RegistrationAddress, description: 'Company address.', resolve: (row) => row.address }),
    contactPreference: t.field({
      type: RegistrationContactPreference,
      nullable: true,
      description: 'How to verify the company.',
      resolve: (row) => row.contact_preference,
    }),
    contacts: t.field({ type: [RegistrationContact], description: 'Other contacts of the lienholder.', resolve: (row) => row.contacts }),
    additionalInfo: t.exposeString('additional_info', { description: 'Anything else the applicant wants staff to know.' }),
    compulsionRequestID: t.exposeString('compulsion_request', {
      nullable: true,
      description: "The law firm's provider invitation the applicant came from, if any.",
    }),
    dataFile: t.field({
      type: RegistrationFile,
      nullable: true,
      description: 'The uploaded spreadsheet, if any.',
      resolve: (row) => row.data_file,
    }),
    cases: t.field({ type: [RegistrationCase], description: 'The case rows entered so far.', resolve: (row) => row.cases }),
  }),
});

export const RegistrationRef = builder.loadableNodeRef<StaffRegistrationJson>('Registration', {
  id: { resolve: (registration) => registration.id },
  load: (ids: string[], ctx: BffContext) =>
    Promise.all(
      ids.map((id) =>
        ctx.gateway.registration.staff.read(id).catch((error: unknown) => {
          if (error instanceof RegistryHttpError && (error.status === 404 || error.status === 403)) return null;
          throw error;
        }),
      ),
    ) as Promise<StaffRegistrationJson[]>,
  toKey: (registration) => registration.id,
  cacheResolved: true,
});

RegistrationRef.implement({
  description: 'A submitted registration as staff review it.',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry's id." }),
    kind: t.field({ type: RegistrationKind, description: 'Which form it came from.', resolve: (row) => row.kind }),
    status: t.field({ type: RegistrationStatus, description: 'Its state.', resolve: (row) => row.status as 'PENDING' }),
    firstName: t.exposeString('first_name', { description: "The applicant's first name." }),
    lastName: t.exposeString('last_name', { description: "The applicant's last name." }),
    email: t.exposeString('email', { description: "The applicant's e-mail." }),
    companyName: t.exposeString('company_name', { description: 'The new organisation’s name (empty for /register).' }),
    companyType: t.field({
      type: OrganizationType,
      nullable: true,
      description: 'The new organisation’s type.',
      resolve: (row) => row.company_type as OrganizationTypeValue | null,
    }),
    companyTypeSpecification: t.exposeString('company_type_specification', { description: 'The applicant’s words for the type.' }),
    customerSource: t.exposeString('customer_source', { description: 'How they heard of the registry (/register-now).' }),
    referralSource: t.exposeString('referral_source', { description: 'The referral source of /register.' }),
    lawFirm: t.field({
      type: RegistrationLawFirm,
      nullable: true,
      description: 'The law firm joined (/register).',
      resolve: (row) => row.law_firm,
    }),
    organizationName: t.string({
      nullable: true,
      description: 'The organisation the account is in.',
      resolve: (row) => row.organization?.name ?? null,
    }),
    website: t.exposeString('website', { description: 'Company website.' }),
    phoneNumber: t.exposeString('phone_number', { description: 'Company phone number.' }),
    address: t.field({ type: RegistrationAddress, description: 'Company address.', resolve: (row) => row.address }),
    contactPreference: t.field({
      type: RegistrationContactPreference,
      nullable: true,
      description: 'How to verify the company.',
      resolve: (row) => row.contact_preference,
    }),
    contacts: t.field({ type: [RegistrationContact], description: 'Other contacts.', resolve: (row) => row.contacts }),
    additionalInfo: t.exposeString('additional_info', { description: 'Additional information.' }),
    dataFile: t.field({
      type: RegistrationFile,
      nullable: true,
      description: 'The uploaded spreadsheet.',
      resolve: (row) => row.data_file,
    }),
    cases: t.field({ type: [RegistrationCase], description: 'The wizard’s case rows.', resolve: (row) => row.cases }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was submitted.', resolve: (row) => row.submitted_at }),
    decidedAt: t.field({ type: 'DateTime', nullable: true, description: 'When staff decided.', resolve: (row) => row.decided_at }),
    rejectionNote: t.exposeString('rejection_note', { description: 'The note of a rejection.' }),
  }),
});

builder.objectField(Viewer, 'pendingRegistrations', (t) =>
  t.connection({
    type: RegistrationRef,
    description: 'Staff only (others get FORBIDDEN): the registrations awaiting a decision, oldest first.',
    resolve: async (_viewer, args, ctx) => {
      let page;
      try {
        page = await ctx.gateway.registration.staff.list('PENDING');
      } catch (error) {
        if (error instanceof RegistryHttpError && error.status === 403)
          throw clientError('Only staff can review registrations.', 'FORBIDDEN');
        throw error;
      }
      return resolveArrayConnection({ args }, page.results);
    },
  }),
);

// ---- public queries ------------------------------------------------------------------------------------------------

builder.queryField('lienholderRegistration', (t) =>
  t.field({
    type: LienholderRegistration,
    nullable: true,
    description: 'The wizard’s registration by its id (no session needed); null when unknown or already submitted.',
    args: { id: t.arg.string({ required: true, description: 'The compulsion event id.' }) },
    resolve: async (_root, { id }, ctx) => {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
      try {
        return await ctx.gateway.registration.read(id);
      } catch (error) {
        if (error instanceof RegistryHttpError && error.status === 404) return null;
        throw error;
      }
    },
  }),
);

builder.queryField('registrationLawFirms', (t) =>
  t.field({
    type: [RegistrationLawFirm],
    description: "The wizard's law firm search (no session needed): up to 10 law firms whose name contains the text (2+ characters).",
    args: { search: t.arg.string({ required: true, description: 'Part of the name.' }) },
    resolve: async (_root, { search }, ctx) => (await ctx.gateway.registration.searchLawFirms(search)).results,
  }),
);

// ---- public mutations ----------------------------------------------------------------------------------------------

const AccountCreatedPayload = (name: string, description: string) =>
  builder.objectRef<{ isAccountCreated: boolean; userErrors: UserErrorShape[] }>(name).implement({
    description,
    fields: (t) => ({
      isAccountCreated: t.exposeBoolean('isAccountCreated', {
        description: 'True when the account was created (the applicant gets an e-mail to choose a password).',
      }),
      userErrors: t.field({ type: [UserError], description: 'Why nothing was created.', resolve: (p) => p.userErrors }),
    }),
  });

builder.mutationField('registerUser', (t) =>
  t.field({
    type: AccountCreatedPayload('RegisterUserPayload', 'What `registerUser` returns.'),
    description:
      '/register: a user asks to join a law firm (no session needed). Creates the user and a pending account, and e-mails a link to choose a password; staff approve it. Rate-limited per address.',
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('RegisterUserInput', {
          description: 'The input of `registerUser`.',
          fields: (f) => ({
            firstName: f.string({ required: true, description: 'First name.' }),
            lastName: f.string({ required: true, description: 'Last name.' }),
            email: f.string({ required: true, description: 'E-mail.' }),
            lawFirmId: f.string({ required: true, description: 'The law firm (the `law_firm` query parameter of /register).' }),
            referralSource: f.string({ description: 'The `referral_source` query parameter.' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const answer = await ctx.gateway.registration.registerUser({
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email,
          legal_organization: input.lawFirmId,
          referral_source: input.referralSource ?? '',
        });
        return { isAccountCreated: answer.is_account_created, userErrors: [] };
      } catch (error) {
        return { isAccountCreated: false, userErrors: refusal(error) };
      }
    },
  }),
);

builder.mutationField('registerNow', (t) =>
  t.field({
    type: AccountCreatedPayload('RegisterNowPayload', 'What `registerNow` returns.'),
    description:
      '/register-now: self-service registration of a new organisation (no session needed); the applicant becomes its admin once staff approve. Rate-limited per address.',
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('RegisterNowInput', {
          description: 'The input of `registerNow`.',
          fields: (f) => ({
            firstName: f.string({ required: true, description: 'First name.' }),
            lastName: f.string({ required: true, description: 'Last name.' }),
            email: f.string({ required: true, description: 'E-mail.' }),
            companyName: f.string({ required: true, description: 'Company name.' }),
            customerSource: f.string({ required: true, description: 'How they heard of the registry.' }),
            companyType: f.field({ type: OrganizationType, required: true, description: 'Company type.' }),
            companyTypeSpecification: f.string({ description: 'Their own words for the type (optional).' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const answer = await ctx.gateway.registration.registerNow({
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email,
          company_name: input.companyName,
          customer_source: input.customerSource,
          company_type: input.companyType,
          company_type_specification: input.companyTypeSpecification ?? '',
        });
        return { isAccountCreated: answer.is_account_created, userErrors: [] };
      } catch (error) {
        return { isAccountCreated: false, userErrors: refusal(error) };
      }
    },
  }),
);

const RegistrationPayload = (name: string, description: string) =>
  builder.objectRef<{ registration: LienholderRegistrationJson | null; userErrors: UserErrorShape[] }>(name).implement({
    description,
    fields: (t) => ({
      registration: t.field({
        type: LienholderRegistration,
        nullable: true,
        description: 'The registration as saved; null with userErrors.',
        resolve: (p) => p.registration,
      }),
      userErrors: t.field({
        type: [UserError],
        description: 'Why nothing was saved. A `compulsionEventId` error means the registration is gone or submitted: start again.',
        resolve: (p) => p.userErrors,
      }),
    }),
  });

const AddressInput = builder.inputType('RegistrationAddressInput', {
  description: 'A company address.',
  fields: (f) => ({
    address1: f.string({ description: 'Street address.' }),
    address2: f.string({ description: 'Suite, floor.' }),
    city: f.string({ description: 'City.' }),
    state: f.string({ description: 'US state code.' }),
    zipCode: f.string({ description: 'ZIP code.' }),
  }),
});

const ContactInput = builder.inputType('RegistrationContactInput', {
  description: 'A lienholder contact: first name and work e-mail required, last name optional.',
  fields: (f) => ({
    firstName: f.string({ required: true, description: 'First name.' }),
    lastName: f.string({ description: 'Last name.' }),
    email: f.string({ required: true, description: 'Work e-mail.' }),
  }),
});

builder.mutationField('startLienholderRegistration', (t) =>
  t.field({
    type: RegistrationPayload('StartLienholderRegistrationPayload', 'What `startLienholderRegistration` returns.'),
    description:
      'The wizard’s Get Started step (no session needed): creates the registration (compulsion type EMAIL); keep its id for the next steps.',
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('StartLienholderRegistrationInput', {
          description: 'The input of `startLienholderRegistration`.',
          fields: (f) => ({
            firstName: f.string({ required: true, description: 'First name.' }),
            lastName: f.string({ required: true, description: 'Last name.' }),
            email: f.string({ required: true, description: 'Work e-mail.' }),
            companyName: f.string({ required: true, description: 'Company name.' }),
            companyType: f.field({ type: OrganizationType, required: true, description: 'Company type (not LAW_FIRM).' }),
            compulsionRequestId: f.string({ description: "The `compulsion_request` of a law firm's invitation link." }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const registration = await ctx.gateway.registration.start({
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email,
          company_name: input.companyName,
          company_type: input.companyType,
          compulsion_request: input.compulsionRequestId ?? null,
        });
        return { registration, userErrors: [] };
      } catch (error) {
        return { registration: null, userErrors: refusal(error) };
      }
    },
  }),
);

builder.mutationField('updateLienholderRegistration', (t) =>
  t.field({
    type: RegistrationPayload('UpdateLienholderRegistrationPayload', 'What `updateLienholderRegistration` returns.'),
    description: "Saves fields of the wizard's steps (no session needed); only the fields given change. Refused once submitted.",
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('UpdateLienholderRegistrationInput', {
          description: 'The input of `updateLienholderRegistration`.',
          fields: (f) => ({
            id: f.string({ required: true, description: 'The compulsion event id.' }),
            firstName: f.string({ description: 'First name.' }),
            lastName: f.string({ description: 'Last name.' }),
            email: f.string({ description: 'Work e-mail.' }),
            companyName: f.string({ description: 'Company name.' }),
            companyType: f.field({ type: OrganizationType, description: 'Company type (not LAW_FIRM).' }),
            website: f.string({ description: 'Company website.' }),
            phoneNumber: f.string({ description: 'Company phone number.' }),
            address: f.field({ type: AddressInput, description: 'Company address.' }),
            contactPreference: f.field({ type: RegistrationContactPreference, description: 'How to verify the company.' }),
            contacts: f.field({ type: [ContactInput], description: 'The contacts (replaces the list).' }),
            additionalInfo: f.string({ description: 'Additional information.' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const body: Record<string, unknown> = {};
      const put = (key: string, value: unknown) => {
        if (value !== undefined && value !== null) body[key] = value;
      };
      put('first_name', input.firstName);
      put('last_name', input.lastName);
      put('email', input.email);
      put('company_name', input.companyName);
      put('company_type', input.companyType);
      put('website', input.website);
      put('phone_number', input.phoneNumber);
      if (input.address)
        body.address = {
          address1: input.address.address1 ?? '',
          address2: input.address.address2 ?? '',
          city: input.address.city ?? '',
          state: input.address.state ?? '',
          zip_code: input.address.zipCode ?? '',
        };
      put('contact_preference', input.contactPreference);
      if (input.contacts)
        body.contacts = input.contacts.map((contact) => ({
          first_name: contact.firstName,
          last_name: contact.lastName ?? '',
          email: contact.email,
        }));
      put('additional_info', input.additionalInfo);
      try {
        return { registration: await ctx.gateway.registration.update(input.id, body), userErrors: [] };
      } catch (error) {
        if (error instanceof RegistryHttpError && error.status === 404)
          return {
            registration: null,
            userErrors: [
              {
                field: 'compulsionEventId',
                message: 'There was an error processing your cases. Please refresh and try again',
                code: 'NOT_FOUND',
              },
            ],
          };
        return { registration: null, userErrors: refusal(error) };
      }
    },
  }),
);

const CaseRowInput = builder.inputType('RegistrationCaseInput', {
  description: 'A case row of the wizard: a law firm (chosen, or a new one by name), the patient and the dates.',
  fields: (f) => ({
    lawFirmId: f.string({ description: 'A law firm from registrationLawFirms.' }),
    newLawFirmName: f.string({ description: 'A new law firm’s name, when none was chosen.' }),
    newLawFirmWebsite: f.string({ description: 'The new law firm’s website (optional).' }),
    plaintiffFirstName: f.string({ required: true, description: 'First Name.' }),
    plaintiffLastName: f.string({ required: true, description: 'Last Name.' }),
    plaintiffBirthdate: f.field({ type: 'Date', description: 'Patient Date of Birth (optional).' }),
    dateOfLoss: f.field({ type: 'Date', description: 'Patient Date of Loss (optional).' }),
  }),
});

builder.mutationField('registerCases', (t) =>
  t.field({
    type: RegistrationPayload('RegisterCasesPayload', 'What `registerCases` returns.'),
    description:
      "The wizard's Register Cases step (no session needed): the case rows, or an uploaded spreadsheet (.xls, .xlsx, .csv, .numbers), replacing earlier ones. A `compulsionEventId` user error means the registration is gone: start again.",
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('RegisterCasesInput', {
          description: 'The input of `registerCases`.',
          fields: (f) => ({
            compulsionEventId: f.string({ required: true, description: 'The registration’s id.' }),
            cases: f.field({ type: [CaseRowInput], description: 'The rows (without a file).' }),
            dataFileUploadId: f.string({ description: 'The `uploadId` of createRegistrationCaseFileUpload, after the bytes were sent.' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const registration = await ctx.gateway.registration.registerCases({
          compulsion_event_id: input.compulsionEventId,
          ...(input.dataFileUploadId
            ? { data_file: input.dataFileUploadId }
            : {
                cases: (input.cases ?? []).map((row) => ({
                  law_firm: row.lawFirmId || null,
                  new_law_firm: row.lawFirmId ? null : { name: row.newLawFirmName ?? '', website: row.newLawFirmWebsite ?? '' },
                  plaintiff_first_name: row.plaintiffFirstName,
                  plaintiff_last_name: row.plaintiffLastName,
                  plaintiff_birthdate: (row.plaintiffBirthdate as string | null | undefined) ?? null,
                  date_of_loss: (row.dateOfLoss as string | null | undefined) ?? null,
                })),
              }),
        });
        return { registration, userErrors: [] };
      } catch (error) {
        return { registration: null, userErrors: refusal(error) };
      }
    },
  }),
);

const CaseFileUpload = builder.objectRef<CaseFileUploadJson>('RegistrationCaseFileUpload').implement({
  description: 'Where to send the spreadsheet’s bytes (raw body, `method`, `headers`), then pass `uploadId` to registerCases.',
  fields: (t) => ({
    uploadId: t.exposeString('file_path', { description: 'The upload, for registerCases.' }),
    url: t.exposeString('upload_url', { description: 'The signed target (single use, an hour).' }),
    method: t.string({ description: 'The HTTP method (PUT).', resolve: (upload) => upload.upload_data.method }),
    contentType: t.string({
      description: 'The Content-Type header to send.',
      resolve: (upload) => upload.upload_data.headers['Content-Type'] ?? 'application/octet-stream',
    }),
  }),
});

builder.mutationField('createRegistrationCaseFileUpload', (t) =>
  t.field({
    type: builder
      .objectRef<{ upload: CaseFileUploadJson | null; userErrors: UserErrorShape[] }>('CreateRegistrationCaseFileUploadPayload')
      .implement({
        description: 'What `createRegistrationCaseFileUpload` returns.',
        fields: (f) => ({
          upload: f.field({
            type: CaseFileUpload,
            nullable: true,
            description: 'The target; null with userErrors.',
            resolve: (p) => p.upload,
          }),
          userErrors: f.field({ type: [UserError], description: 'Why no target was issued.', resolve: (p) => p.userErrors }),
        }),
      }),
    description: 'A signed target for the wizard’s spreadsheet (.xls, .xlsx, .csv or .numbers; at most 100 MiB − 1024 bytes).',
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('CreateRegistrationCaseFileUploadInput', {
          description: 'The input of `createRegistrationCaseFileUpload`.',
          fields: (f) => ({
            compulsionEventId: f.string({ required: true, description: 'The registration’s id.' }),
            fileName: f.string({ required: true, description: "The file's name." }),
            size: f.float({ required: true, description: 'Its size in bytes.' }),
            contentType: f.string({ description: 'Its media type.' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const upload = await ctx.gateway.registration.createCaseFileUpload({
          compulsion_event_id: input.compulsionEventId,
          filename: input.fileName,
          size: input.size,
          content_type: input.contentType ?? null,
        });
        return { upload, userErrors: [] };
      } catch (error) {
        return { upload: null, userErrors: refusal(error) };
      }
    },
  }),
);

builder.mutationField('submitLienholderRegistration', (t) =>
  t.field({
    type: builder.objectRef<{ submitted: boolean; userErrors: UserErrorShape[] }>('SubmitLienholderRegistrationPayload').implement({
      description: 'What `submitLienholderRegistration` returns.',
      fields: (f) => ({
        submitted: f.exposeBoolean('submitted', {
          description: 'True when submitted: the applicant gets an e-mail to choose a password; staff review the registration.',
        }),
        userErrors: f.field({ type: [UserError], description: 'What is missing.', resolve: (p) => p.userErrors }),
      }),
    }),
    description:
      "The wizard's last step (no session needed): checks the contact preference's fields, creates the user, the lienholder organisation and a pending admin account, and e-mails the password link.",
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('SubmitLienholderRegistrationInput', {
          description: 'The input of `submitLienholderRegistration`.',
          fields: (f) => ({ id: f.string({ required: true, description: 'The compulsion event id.' }) }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        await ctx.gateway.registration.submit(input.id);
        return { submitted: true, userErrors: [] };
      } catch (error) {
        if (error instanceof RegistryHttpError && error.status === 404)
          return {
            submitted: false,
            userErrors: [
              {
                field: 'compulsionEventId',
                message: 'There was an error processing your cases. Please refresh and try again',
                code: 'NOT_FOUND',
              },
            ],
          };
        return { submitted: false, userErrors: refusal(error) };
      }
    },
  }),
);

// ---- staff ---------------------------------------------------------------------------------------------------------

const DecisionPayload = (name: string, description: string) =>
  builder.objectRef<{ registration: StaffRegistrationJson | null; userErrors: UserErrorShape[] }>(name).implement({
    description,
    fields: (t) => ({
      registration: t.field({
        type: RegistrationRef,
        nullable: true,
        description: 'The decided registration.',
        resolve: (p) => p.registration,
      }),
      decidedRegistrationId: t.id({
        nullable: true,
        description: 'Its global id, to remove it from the pending list (@deleteEdge).',
        resolve: (p) => (p.registration ? encodeGlobalID('Registration', p.registration.id) : null),
      }),
      userErrors: t.field({ type: [UserError], description: 'Why nothing was decided.', resolve: (p) => p.userErrors }),
    }),
  });

builder.mutationField('approveRegistration', (t) =>
  t.field({
    type: DecisionPayload('ApproveRegistrationPayload', 'What `approveRegistration` returns.'),
    description:
      "Staff only: approves a pending registration — the account stops being pending, the wizard's cases are created with the lienholder's liens, the law firm's invitations to the e-mail are accepted, and the applicant is e-mailed.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('ApproveRegistrationInput', {
          description: 'The input of `approveRegistration`.',
          fields: (f) => ({ id: f.id({ required: true, description: 'The registration (global id or registry id).' }) }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        return { registration: await ctx.gateway.registration.staff.approve(internalId('Registration', String(input.id))), userErrors: [] };
      } catch (error) {
        return { registration: null, userErrors: refusal(error) };
      }
    },
  }),
);

builder.mutationField('rejectRegistration', (t) =>
  t.field({
    type: DecisionPayload('RejectRegistrationPayload', 'What `rejectRegistration` returns.'),
    description:
      'Staff only: rejects a pending registration; the pending account is deactivated and the applicant e-mailed (with the note).',
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('RejectRegistrationInput', {
          description: 'The input of `rejectRegistration`.',
          fields: (f) => ({
            id: f.id({ required: true, description: 'The registration (global id or registry id).' }),
            note: f.string({ description: 'Why (sent to the applicant).' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const registration = await ctx.gateway.registration.staff.reject(internalId('Registration', String(input.id)), input.note ?? null);
        return { registration, userErrors: [] };
      } catch (error) {
        return { registration: null, userErrors: refusal(error) };
      }
    },
  }),
);
