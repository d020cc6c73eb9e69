// Demo data (seeded by `npm start`, `npm run seed` and startTestRegistry on an empty store). Two law firms,
// three lienholders of different types, a staff user and a user with two organisations; about sixty cases with
// deterministic fake people, some shared by several lienholders, some visible to one tenant only, liens in every
// verification status, resolved liens, closed cases, stale and never-updated cases, and history for every change.
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { CLOSED_CASE_STATUSES, DATED_CASE_STATUSES, LIEN_RESOLUTION_STATUSES, values } from '../domain/options.ts';
import { createRandom, daysAgo, FIRST_NAMES, INCIDENT_STATES, isoDate, LAST_NAMES } from './random.ts';

export const DEMO_PASSWORD = 'demo-password';

export const DEMO_EMAILS = {
  lawFirm: 'lawfirm@demo.test',
  lawFirm2: 'lawfirm2@demo.test',
  provider: 'provider@demo.test',
  funder: 'funder@demo.test',
  insurer: 'insurer@demo.test',
  staff: 'staff@demo.test',
  multi: 'multi@demo.test',
} as const;

export const DEMO_LOGINS: { email: string; description: string }[] = [
  { email: DEMO_EMAILS.lawFirm, description: 'law firm (Hartwell & Associates)' },
  { email: DEMO_EMAILS.lawFirm2, description: 'law firm (Morales Cole Trial Lawyers)' },
  { email: DEMO_EMAILS.provider, description: 'lienholder, medical practice (Riverside Spine & Rehab)' },
  { email: DEMO_EMAILS.funder, description: 'lienholder, funder (Beacon Settlement Funding)' },
  { email: DEMO_EMAILS.insurer, description: 'lienholder, health insurance (Summit Health Plan)' },
  { email: DEMO_EMAILS.staff, description: 'staff (may impersonate; account in Riverside Spine & Rehab)' },
  { email: DEMO_EMAILS.multi, description: 'two organisations: Hartwell & Associates and Beacon Settlement Funding' },
];

const OPEN_STATUSES = [
  'CLIENT_TREATING',
  'DEMAND_PREPARATION',
  'DEMAND_SENT',
  'NEGOTIATION',
  'IN_LITIGATION',
  'MEDIATION_OR_ARBITRATION_SCHEDULED',
  'TRIAL_SCHEDULED',
  'CASE_SETTLED_NOT_YET_DISBURSED',
];
const CASE_TYPE_VALUES = [
  'MOTOR_VEHICLE_ACCIDENT',
  'MOTOR_VEHICLE_ACCIDENT',
  'SLIP_AND_FALL',
  'DOG_BITE',
  'WORKPLACE_INJURY',
  'MEDICAL_MALPRACTICE',
  'PRODUCT_LIABILITY',
  'OTHER',
];

interface Org {
  id: string;
  key: 'lf1' | 'lf2' | 'provider' | 'funder' | 'insurer';
  name: string;
}

export async function seedDemoData(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('legal_organizations').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  // One hash for all demo users: scrypt is deliberately slow and they share the demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const random = createRandom(20240611);
  const now = Date.now();

  const orgs: Record<Org['key'], Org & { row: Insertable<Database['legal_organizations']> }> = {
    // The service belongs to the organisation (DECISIONS 16): the law firms pay, the practice is 10 days into its
    // 30-day trial, the funder and the insurer are on the free plan (eligible for a trial).
    lf1: org('lf1', 'Hartwell & Associates', 'LAW_FIRM', {
      service_stage: 'PAID',
      can_create_registry_cases: true,
      is_rewards_participant: true,
      is_partner_law_firm: true,
      city: 'Los Angeles',
      state: 'CA',
      address1: '600 Wilshire Blvd, Suite 1200',
      zip_code: '90017',
      website: 'https://hartwell.example',
      phone_number: '+1 213 555 0100',
    }),
    lf2: org('lf2', 'Morales Cole Trial Lawyers', 'LAW_FIRM', {
      service_stage: 'PAID',
      city: 'Houston',
      state: 'TX',
      address1: '1200 Main St',
      zip_code: '77002',
      website: 'https://moralescole.example',
      phone_number: '+1 713 555 0142',
    }),
    provider: org('provider', 'Riverside Spine & Rehab', 'MEDICAL_PRACTICE', {
      service_stage: 'TRIAL',
      service_valid_to: isoDate(daysAgo(-20, now)),
      trial_started_at: daysAgo(9, now),
      can_create_registry_cases: true,
      city: 'Riverside',
      state: 'CA',
      address1: '4500 Brockton Ave',
      zip_code: '92501',
      phone_number: '+1 951 555 0175',
    }),
    funder: org('funder', 'Beacon Settlement Funding', 'FUNDER', {
      shares_documents_manually: true,
      city: 'Miami',
      state: 'FL',
      address1: '200 S Biscayne Blvd',
      zip_code: '33131',
    }),
    insurer: org('insurer', 'Summit Health Plan', 'HEALTH_INSURANCE', {
      notes_disabled: true,
      city: 'Denver',
      state: 'CO',
      address1: '1801 California St',
      zip_code: '80202',
    }),
  };

  const users = [
    { key: 'lawFirm', email: DEMO_EMAILS.lawFirm, first: 'Laura', last: 'Hartwell', staff: false, accounts: [['lf1', 'ADMIN']] },
    { key: 'lawFirm2', email: DEMO_EMAILS.lawFirm2, first: 'Marco', last: 'Morales', staff: false, accounts: [['lf2', 'ADMIN']] },
    { key: 'provider', email: DEMO_EMAILS.provider, first: 'Priya', last: 'Raman', staff: false, accounts: [['provider', 'ADMIN']] },
    { key: 'funder', email: DEMO_EMAILS.funder, first: 'Frank', last: 'Delgado', staff: false, accounts: [['funder', 'ADMIN']] },
    { key: 'insurer', email: DEMO_EMAILS.insurer, first: 'Irene', last: 'Walsh', staff: false, accounts: [['insurer', 'ADMIN']] },
    { key: 'staff', email: DEMO_EMAILS.staff, first: 'Sam', last: 'Staffer', staff: true, accounts: [['provider', 'USER']] },
    {
      key: 'multi',
      email: DEMO_EMAILS.multi,
      first: 'Morgan',
      last: 'Quinn',
      staff: false,
      accounts: [
        ['lf1', 'USER'],
        ['funder', 'USER'],
      ],
    },
  ] as const;

  const userRows = users.map((user) => ({
    id: randomUUID(),
    email: user.email,
    first_name: user.first,
    last_name: user.last,
    password_hash: passwordHash,
    is_staff: user.staff,
    is_first_login: false,
  }));
  const userIdOf = new Map(users.map((user, index) => [user.key as string, userRows[index].id]));
  const lf1User = userIdOf.get('lawFirm')!;
  const contactRows: Insertable<Database['contacts']>[] = [];
  const accountRows: Insertable<Database['accounts']>[] = [];
  users.forEach((user, userIndex) => {
    user.accounts.forEach(([orgKey, role], accountIndex) => {
      const contactId = randomUUID();
      const organizationId = orgs[orgKey].id;
      contactRows.push({
        id: contactId,
        first_name: user.first,
        last_name: user.last,
        email: user.email,
        legal_organization_id: organizationId,
        created_by_user_id: userRows[userIndex].id,
        created_by_organization_id: organizationId,
      });
      accountRows.push({
        user_id: userRows[userIndex].id,
        organization_id: organizationId,
        role,
        linked_contact_id: contactId,
        // Accounts are ordered by creation: a user's first account is the default one.
        created_at: daysAgo(400 - userIndex * 10 - accountIndex, now),
      });
    });
  });

  // Colleagues without a login, so the Contacts tab shows who works on a case (the demo users assign themselves).
  const staffContacts: Partial<Record<Org['key'], string>> = {};
  for (const [orgKey, first, last, email] of [
    ['lf1', 'Dana', 'Whitfield', 'dana.whitfield@hartwell.example'],
    ['lf2', 'Owen', 'Price', 'owen.price@moralescole.example'],
    ['provider', 'Marcus', 'Lee', 'marcus.lee@riversidespine.example'],
  ] as const) {
    staffContacts[orgKey] = randomUUID();
    contactRows.push({
      id: staffContacts[orgKey],
      first_name: first,
      last_name: last,
      email,
      legal_organization_id: orgs[orgKey].id,
      created_by_organization_id: orgs[orgKey].id,
    });
  }
  const caseContacts: Insertable<Database['case_contacts']>[] = [];
  const assign = (caseId: string, orgKey: Org['key']) => {
    const contactId = staffContacts[orgKey];
    if (contactId) caseContacts.push({ case_id: caseId, contact_id: contactId, created_by_organization_id: orgs[orgKey].id });
  };

  const persons: Insertable<Database['persons']>[] = [];
  const cases: Insertable<Database['cases']>[] = [];
  const liens: Insertable<Database['liens']>[] = [];
  const activities: Insertable<Database['activities']>[] = [];
  const actorOf: Record<Org['key'], { user: string; name: string }> = {
    lf1: { user: lf1User, name: 'Laura Hartwell' },
    lf2: { user: userIdOf.get('lawFirm2')!, name: 'Marco Morales' },
    provider: { user: userIdOf.get('provider')!, name: 'Priya Raman' },
    funder: { user: userIdOf.get('funder')!, name: 'Frank Delgado' },
    insurer: { user: userIdOf.get('insurer')!, name: 'Irene Walsh' },
  };
  const activity = (
    type: string,
    by: Org['key'],
    at: Date,
    caseId: string,
    lienId: string | null,
    data: Record<string, unknown>,
    note = '',
  ) =>
    activities.push({
      type,
      note,
      case_id: caseId,
      lien_id: lienId,
      created_by_user_id: actorOf[by].user,
      created_by_organization_id: orgs[by].id,
      created_by_name: actorOf[by].name,
      activity_data: JSON.stringify(data),
      created_at: at,
    });

  const CASES = 64;
  for (let index = 0; index < CASES; index++) {
    // 0-29: law firm 1, 30-57: law firm 2, 58-63: registered by a lienholder without a law firm yet.
    const lawFirm: Org['key'] | null = index < 30 ? 'lf1' : index < 58 ? 'lf2' : null;
    const creator: Org['key'] = lawFirm ?? (index % 2 ? 'provider' : 'funder');
    const personId = randomUUID();
    const caseId = randomUUID();
    const first = FIRST_NAMES[(index * 7 + random.int(0, 3)) % FIRST_NAMES.length];
    const last = LAST_NAMES[(index * 11 + random.int(0, 5)) % LAST_NAMES.length];
    persons.push({
      id: personId,
      first_name: first,
      last_name: last,
      birthdate: isoDate(daysAgo(random.int(19 * 365, 70 * 365), now)),
      phone_number: `+1 555 01${String(index).padStart(2, '0')}`,
    });

    const createdDaysAgo = random.int(120, 700);
    const createdAt = daysAgo(createdDaysAgo, now);
    const closed = index % 9 === 4;
    // Never updated (null) for every seventh case; stale (> 90 days) for a good share of the others.
    const neverUpdated = index % 7 === 0 && !closed;
    const updatedDaysAgo = neverUpdated ? null : random.int(0, Math.min(createdDaysAgo - 1, index % 3 === 0 ? 240 : 80));
    const status = neverUpdated ? null : closed ? CLOSED_CASE_STATUSES[index % CLOSED_CASE_STATUSES.length] : random.pick(OPEN_STATUSES);
    const updatedAt = updatedDaysAgo === null ? null : daysAgo(updatedDaysAgo, now);
    const dated = DATED_CASE_STATUSES.find((option) => option.value === status);
    const dates: Partial<Record<'appearance_date' | 'date_expected_to_receive_check' | 'lawsuit_filed_date', string>> = {};
    if (dated)
      dates[dated.date_field] = isoDate(
        daysAgo(dated.date_field === 'lawsuit_filed_date' ? random.int(10, 90) : -random.int(10, 120), now),
      );
    cases.push({
      id: caseId,
      plaintiff_id: personId,
      date_of_loss: isoDate(daysAgo(createdDaysAgo + random.int(5, 60), now)),
      state_of_incident: random.pick(INCIDENT_STATES),
      type: random.pick(CASE_TYPE_VALUES),
      status,
      ...dates,
      law_firm_id: lawFirm ? orgs[lawFirm].id : null,
      created_by_organization_id: orgs[creator].id,
      is_editable_by_lienholder: lawFirm === null || index % 5 === 0,
      last_updated_at: updatedAt,
      last_updated_by_organization_id: updatedAt ? orgs[lawFirm ?? creator].id : null,
      law_firm_last_active_at: lawFirm ? daysAgo(random.int(0, 30), now) : null,
      created_at: createdAt,
    });
    activity('CASE_CREATED', creator, createdAt, caseId, null, {});
    if (updatedAt && status)
      activity(
        'CASE_STATUS_UPDATED',
        lawFirm ?? creator,
        updatedAt,
        caseId,
        null,
        { old_status: null, new_status: status, ...dates },
        index % 4 === 0 ? 'Spoke with the adjuster.' : '',
      );

    if (lawFirm && index % 2 === 0) assign(caseId, lawFirm);

    // Which lienholders hold a lien on this case.
    let holders: Org['key'][];
    if (index === 0) holders = ['provider', 'funder', 'insurer'];
    else if (index === 56)
      holders = ['insurer']; // a lien of the insurer alone
    else if (index === 57)
      holders = []; // a case of law firm 2 with no liens at all
    else if (lawFirm === null) holders = [creator];
    else
      holders = (['provider', 'funder', 'insurer'] as const).filter((key) =>
        random.chance(key === 'provider' ? 0.6 : key === 'funder' ? 0.4 : 0.3),
      );

    holders.forEach((holder, holderIndex) => {
      const lienId = randomUUID();
      const roll = (index + holderIndex * 3) % 10;
      const verification =
        roll < 5
          ? 'VERIFIED'
          : roll < 7
            ? 'PENDING'
            : roll < 8
              ? 'RESUBMITTED'
              : index === 0
                ? 'VERIFIED'
                : roll < 9
                  ? 'REJECTED'
                  : 'VERIFIED';
      const lienCreated = daysAgo(createdDaysAgo - random.int(1, 30), now);
      const balance = random.chance(0.85) ? (random.int(50_000, 2_500_000) / 100).toFixed(2) : null;
      const balanceAt = balance ? daysAgo(random.int(0, 100), now) : null;
      const resolved = verification !== 'REJECTED' && (index + holderIndex) % 6 === 5;
      const treating = random.chance(0.5);
      liens.push({
        id: lienId,
        case_id: caseId,
        lienholder_id: orgs[holder].id,
        created_by_organization_id: orgs[index % 5 === 1 && lawFirm ? lawFirm : holder].id,
        balance,
        balance_last_updated_at: balanceAt,
        balance_last_updated_by_organization_id: balance ? orgs[holder].id : null,
        verification_status: verification,
        plaintiff_treatment_status: treating ? 'TREATING' : 'DONE_TREATING',
        final_treatment_date: treating ? null : isoDate(daysAgo(random.int(5, 100), now)),
        resolution_status: resolved ? random.pick(values(LIEN_RESOLUTION_STATUSES)) : null,
        has_lienholder_finalized_documents: !treating && random.chance(0.5),
        share_documents: holder !== 'funder',
        lienholder_last_active_at: daysAgo(random.int(0, 60), now),
        created_at: lienCreated,
      });
      activity('LIEN_CREATED', holder, lienCreated, caseId, lienId, { lienholder_name: orgs[holder].name });
      if (index % 3 === 0) assign(caseId, holder);
      if (balance && balanceAt) activity('LIEN_BALANCE_UPDATED', holder, balanceAt, caseId, lienId, { balance });
      if (verification === 'VERIFIED' || verification === 'REJECTED') {
        activity(
          'LIEN_VERIFICATION_UPDATED',
          lawFirm ?? holder,
          daysAgo(random.int(0, 30), now),
          caseId,
          lienId,
          { verification_status: verification },
          verification === 'REJECTED' ? 'Not our client for this date of service.' : '',
        );
      }
      if (resolved) activity('LIEN_RESOLVED', holder, daysAgo(random.int(0, 20), now), caseId, lienId, {});
    });
  }

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('legal_organizations')
      .values(Object.values(orgs).map((o) => o.row))
      .execute();
    await trx.insertInto('users').values(userRows).execute();
    await trx.insertInto('contacts').values(contactRows).execute();
    await trx.insertInto('accounts').values(accountRows).execute();
    await trx.insertInto('persons').values(persons).execute();
    await trx.insertInto('cases').values(cases).execute();
    await trx.insertInto('liens').values(liens).execute();
    await trx.insertInto('activities').values(activities).execute();
    if (caseContacts.length) await trx.insertInto('case_contacts').values(caseContacts).execute();
    // Law firm 2 has blacklisted the funder.
    await trx.insertInto('organization_blacklists').values({ law_firm_id: orgs.lf2.id, lienholder_id: orgs.funder.id }).execute();
    // External systems: law firm 1 has two (the identifier form asks which), the provider one (used without asking).
    await trx
      .insertInto('external_systems')
      .values([
        { organization_id: orgs.lf1.id, external_system_type: 'FILEVINE', name: 'Filevine' },
        { organization_id: orgs.lf1.id, external_system_type: 'CLIO', name: 'Clio' },
        { organization_id: orgs.provider.id, external_system_type: 'OTHER', name: 'Practice EHR' },
      ])
      .execute();
  });
  return true;
}

function org(key: Org['key'], name: string, type: string, extra: Partial<Insertable<Database['legal_organizations']>>) {
  const id = randomUUID();
  return { id, key, name, row: { id, name, type, ...extra } };
}
