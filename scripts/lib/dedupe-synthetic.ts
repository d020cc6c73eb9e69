// A labelled synthetic set for the dedupe evaluation (`npm run dedupe:eval`): cases, contacts and legal organisations,
// each record labelled with the real-world entity it stands for (`entity`; records of one entity are duplicates).
// Seeded (mulberry32), so a seed gives the same set. Duplicates carry realistic differences (nicknames, typos,
// first/last swapped, day/month swaps, a mistyped birth-date digit, accents, punctuation and case, a missing birth
// date, a provider's entry without the law firm); near-misses that must not match are their own entities: twins (same
// family name, birth date, accident and firm, another given name), namesakes with another birth date in the same
// firm, common names, contacts of one name in two organisations, organisations of similar names or of one name and
// two types, websites on shared hosts.
//
// The JSON format (`--input <file.json>` of the evaluation reads the same):
//   { "cases":         [{ "id", "entity", "firstName", "lastName", "birthdate": "YYYY-MM-DD" | null,
//                         "dateOfLoss": "YYYY-MM-DD" | null, "lawFirmId": string | null }],
//     "contacts":      [{ "id", "entity", "firstName", "lastName", "email", "organizationId" }],
//     "organizations": [{ "id", "entity", "name", "website": string | null, "type" }] }
// Every list may be empty or missing; ids are any unique strings.
import type { CaseInput } from '../../registry/domain/dedupe/matching/cases.ts';
import type { ContactInput } from '../../registry/domain/dedupe/matching/contacts.ts';
import type { OrganizationInput } from '../../registry/domain/dedupe/matching/organizations.ts';

export interface LabelledSet {
  cases?: (CaseInput & { entity: string })[];
  contacts?: (ContactInput & { entity: string })[];
  organizations?: (OrganizationInput & { entity: string })[];
}

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = (
  'James Robert John Michael William David Richard Joseph Thomas Charles Christopher Daniel Matthew Anthony Mark Donald ' +
  'Steven Paul Andrew Joshua Kenneth Kevin Brian George Timothy Ronald Edward Jason Jeffrey Ryan Jacob Gary Nicholas ' +
  'Eric Jonathan Stephen Larry Justin Scott Brandon Benjamin Samuel Gregory Alexander Frank Patrick Raymond Jack ' +
  'Dennis Jerry Tyler Aaron Jose Adam Nathan Henry Douglas Zachary Peter Kyle Ethan Walter Noah Jeremy Christian ' +
  'Keith Roger Terry Gerald Harold Sean Austin Carl Arthur Lawrence Dylan Jesse Jordan Bryan Billy Joe Bruce Gabriel ' +
  'Logan Albert Willie Alan Juan Wayne Elijah Randy Roy Vincent Ralph Eugene Russell Bobby Mason Philip Louis ' +
  'Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Lisa Nancy Betty Margaret Sandra Ashley ' +
  'Kimberly Emily Donna Michelle Carol Amanda Dorothy Melissa Deborah Stephanie Rebecca Sharon Laura Cynthia ' +
  'Kathleen Amy Angela Shirley Anna Brenda Pamela Emma Nicole Helen Samantha Katherine Christine Debra Rachel ' +
  'Carolyn Janet Catherine Maria Heather Diane Ruth Julie Olivia Joyce Virginia Victoria Kelly Lauren Christina ' +
  'Joan Evelyn Judith Megan Andrea Cheryl Hannah Jacqueline Martha Gloria Teresa Ann Sara Madison Frances Kathryn ' +
  'Janice Jean Abigail Alice Judy Sophia Grace Denise Amber Doris Marilyn Danielle Beverly Isabella Theresa Diana ' +
  'Natalie Brittany Charlotte Marie Kayla Alexis Lori José María Zoë Chloé Renée André François Noémie Björn Inés ' +
  'Ramón Sofía Lucía Jesús Martín Héctor Raúl Nicolás'
).split(' ');
const LAST_NAMES = (
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson ' +
  'Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson ' +
  'Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell ' +
  'Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris ' +
  'Morales Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward ' +
  'Richardson Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel ' +
  'Myers Long Ross Foster Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes ' +
  'Fisher Vasquez Simmons Romero Jordan Patterson Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West ' +
  'Cole Hayes Bryant Herrera Gibson Ellis Tran Medina Aguilar Stevens Murray Ford Castro Marshall Owens Harrison ' +
  "O'Brien O'Connor McDonald D'Angelo Peña Muñoz Núñez Ibáñez Müller Schröder Van-Dyke St-John García-López " +
  'Fernández Gómez Martínez Rodríguez'
).split(' ');
const NICKNAMES: Record<string, string[]> = {
  Robert: ['Bob', 'Bobby', 'Rob'],
  William: ['Bill', 'Billy', 'Will'],
  Elizabeth: ['Liz', 'Beth', 'Betty', 'Lizzie'],
  James: ['Jim', 'Jimmy'],
  John: ['Jack', 'Johnny'],
  Michael: ['Mike', 'Mikey'],
  Richard: ['Rick', 'Dick', 'Rich'],
  Joseph: ['Joe', 'Joey'],
  Thomas: ['Tom', 'Tommy'],
  Charles: ['Charlie', 'Chuck'],
  Christopher: ['Chris'],
  Daniel: ['Dan', 'Danny'],
  Matthew: ['Matt'],
  Anthony: ['Tony'],
  Steven: ['Steve'],
  Andrew: ['Andy', 'Drew'],
  Kenneth: ['Ken', 'Kenny'],
  Timothy: ['Tim'],
  Edward: ['Ed', 'Eddie', 'Ted'],
  Margaret: ['Maggie', 'Peggy', 'Meg'],
  Patricia: ['Pat', 'Patty', 'Trish'],
  Jennifer: ['Jen', 'Jenny'],
  Katherine: ['Kate', 'Katie', 'Kathy'],
  Susan: ['Sue', 'Susie'],
  Deborah: ['Deb', 'Debbie'],
  Rebecca: ['Becky'],
  Samantha: ['Sam'],
  Alexander: ['Alex'],
  Nicholas: ['Nick'],
  Benjamin: ['Ben'],
  Samuel: ['Sam'],
  Gregory: ['Greg'],
  Jeffrey: ['Jeff'],
  Victoria: ['Vicky', 'Tori'],
  Theresa: ['Terry', 'Tess'],
  Kimberly: ['Kim'],
  Jessica: ['Jess', 'Jessie'],
  Catherine: ['Cathy', 'Kate'],
  Jacqueline: ['Jackie'],
  Lawrence: ['Larry'],
  Donald: ['Don'],
  Ronald: ['Ron'],
  Raymond: ['Ray'],
  Gerald: ['Jerry'],
  Peter: ['Pete'],
  Philip: ['Phil'],
  Frances: ['Fran'],
  Abigail: ['Abby'],
  Pamela: ['Pam'],
  Sandra: ['Sandy'],
  Christine: ['Chris', 'Tina'],
  Judith: ['Judy'],
  Dorothy: ['Dot', 'Dottie'],
  Zachary: ['Zach'],
  Nathan: ['Nate'],
  Joshua: ['Josh'],
};
/** Twins' names now and then: one name's feminine or masculine form. */
const GENDERED: Record<string, string> = {
  Daniel: 'Danielle',
  Danielle: 'Daniel',
  Paul: 'Paula',
  Eric: 'Erica',
  Christian: 'Christina',
  Christina: 'Christian',
  Joseph: 'Josephine',
  Samuel: 'Samantha',
  Patrick: 'Patricia',
  Patricia: 'Patrick',
  Nicholas: 'Nicole',
  Nicole: 'Nicholas',
  Victoria: 'Victor',
  Frances: 'Francis',
  Andrea: 'Andrew',
  Andrew: 'Andrea',
  Joan: 'John',
  John: 'Joan',
  Marie: 'Mario',
  Maria: 'Mario',
};
const ACCENTED = /[^\u0000-\u007f]/;
const FIRMS = 120;

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

export interface SyntheticOptions {
  seed: number;
  /** Real-world entities per model type before duplicates (cases; contacts and organisations get a fraction). */
  size: number;
}

export function generateLabelledSet({ seed, size }: SyntheticOptions): LabelledSet {
  const random = mulberry32(seed);
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const chance = (p: number) => random() < p;
  // Zipf-like: common family names come up far more often (common-name collisions are near-misses to survive).
  const zipf = <T>(list: readonly T[]): T => list[Math.min(list.length - 1, Math.floor(list.length * random() ** 2.2))]!;
  let nextId = 0;
  const id = (prefix: string) => `${prefix}-${seed}-${++nextId}`;

  const letters = 'abcdefghijklmnopqrstuvwxyz';
  /** One data-entry error: a letter substituted, dropped, doubled, or two neighbours swapped. */
  const typo = (word: string): string => {
    if (word.length < 4) return word;
    const at = 1 + int(word.length - 2);
    const kind = int(4);
    if (kind === 0) return word.slice(0, at) + pick(letters.split('')) + word.slice(at + 1);
    if (kind === 1) return word.slice(0, at) + word.slice(at + 1);
    if (kind === 2) return word.slice(0, at) + word[at] + word.slice(at);
    return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
  };
  const stripAccents = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const restyle = (text: string): string => {
    const choice = int(5);
    if (choice === 0) return text.toUpperCase();
    if (choice === 1) return text.toLowerCase();
    if (choice === 2) return text.replace(/['-]/g, choice === 2 && chance(0.5) ? ' ' : '');
    if (choice === 3) return ` ${text}  `;
    return stripAccents(text);
  };
  const randomDate = (fromYear: number, years: number) => {
    const y = fromYear + int(years);
    return { y, m: 1 + int(12), d: 1 + int(28) };
  };
  const firmIds = Array.from({ length: FIRMS }, (_, i) => `firm-${seed}-${i}`);

  // Cases.
  type Base = {
    entity: string;
    first: string;
    last: string;
    birth: { y: number; m: number; d: number };
    loss: { y: number; m: number; d: number };
    firm: string;
  };
  const cases: NonNullable<LabelledSet['cases']> = [];
  const push = (base: Base, change: Partial<CaseInput> = {}) =>
    cases.push({
      id: id('case'),
      entity: base.entity,
      firstName: base.first,
      lastName: base.last,
      birthdate: isoOf(base.birth.y, base.birth.m, base.birth.d),
      dateOfLoss: isoOf(base.loss.y, base.loss.m, base.loss.d),
      lawFirmId: base.firm,
      ...change,
    });
  const bases: Base[] = [];
  for (let e = 0; e < size; e++) {
    const base: Base = {
      entity: `case-entity-${e}`,
      first: pick(FIRST_NAMES),
      last: zipf(LAST_NAMES),
      birth: randomDate(1940, 66),
      loss: randomDate(2019, 7),
      firm: zipf(firmIds),
    };
    bases.push(base);
    push(base);
  }
  let extraEntity = size;
  for (const base of bases) {
    // Near-misses, each a new entity.
    if (chance(0.06)) {
      // A twin: the same family, birth date, accident and firm; another given name (now and then a gendered form).
      let first = pick(FIRST_NAMES);
      if (chance(0.3) && GENDERED[base.first]) first = GENDERED[base.first]!;
      if (first !== base.first && !NICKNAMES[base.first]?.includes(first)) push({ ...base, entity: `case-entity-${extraEntity++}`, first });
    }
    if (chance(0.05)) {
      // The same name in the same firm, born another day (a namesake; not a mistyped digit of the same date).
      const birth = randomDate(1940, 66);
      push({ ...base, entity: `case-entity-${extraEntity++}`, birth, loss: randomDate(2019, 7) });
    }
    if (chance(0.04)) {
      // A common name again: another person of the same name, elsewhere.
      push({
        ...base,
        entity: `case-entity-${extraEntity++}`,
        birth: randomDate(1940, 66),
        loss: randomDate(2019, 7),
        firm: zipf(firmIds),
      });
    }
    // Duplicates of the same person.
    if (!chance(0.35)) continue;
    const copies = 1 + (chance(0.3) ? 1 : 0) + (chance(0.1) ? 1 : 0);
    for (let c = 0; c < copies; c++) {
      let first = base.first;
      let last = base.last;
      let birth: string | null = isoOf(base.birth.y, base.birth.m, base.birth.d);
      let loss: string | null = isoOf(base.loss.y, base.loss.m, base.loss.d);
      const errors = 1 + (chance(0.3) ? 1 : 0);
      for (let k = 0; k < errors; k++) {
        const kind = int(11);
        if (kind === 0 && NICKNAMES[first]) first = pick(NICKNAMES[first]!);
        else if (kind === 1) first = typo(first);
        else if (kind === 2) last = typo(last);
        else if (kind === 3) [first, last] = [last, first];
        else if (kind === 4 && base.birth.d <= 12 && base.birth.d !== base.birth.m) birth = isoOf(base.birth.y, base.birth.d, base.birth.m);
        else if (kind === 5) {
          // One mistyped digit of the year or the day.
          birth = chance(0.5)
            ? isoOf(base.birth.y + (chance(0.5) ? 1 : -1), base.birth.m, base.birth.d)
            : isoOf(base.birth.y, base.birth.m, base.birth.d <= 9 ? base.birth.d + 10 : base.birth.d - 10);
        } else if (kind === 6 && ACCENTED.test(first + last)) [first, last] = [stripAccents(first), stripAccents(last)];
        else if (kind === 7) [first, last] = [restyle(first), restyle(last)];
        else if (kind === 8) birth = null;
        else if (kind === 9) loss = chance(0.5) ? null : isoOf(base.loss.y, base.loss.m, Math.min(28, base.loss.d + 1));
        else first = restyle(first);
      }
      if (birth === null && loss === null) loss = isoOf(base.loss.y, base.loss.m, base.loss.d);
      // A provider's entry of the firm's client: no law firm on it.
      push(base, { firstName: first, lastName: last, birthdate: birth, dateOfLoss: loss, lawFirmId: chance(0.4) ? null : base.firm });
    }
  }

  // Legal organisations.
  const organizations: NonNullable<LabelledSet['organizations']> = [];
  const PLACES =
    'Sunrise Sunset Valley Coastal Summit Lakeside Harbor Pacific Atlantic Metro Capital Riverside Northside Westside Evergreen Pinnacle Liberty Heritage Golden Silver'.split(
      ' ',
    );
  const SPECIALTIES =
    'Chiropractic Orthopedics Imaging Physical-Therapy Pain-Management Spine-Center Neurology Surgery-Center Wellness Rehabilitation'.split(
      ' ',
    );
  const usedNames = new Set<string>();
  const orgCount = Math.max(20, Math.floor(size / 4));
  const orgBases: { entity: string; name: string; website: string | null; type: string }[] = [];
  for (let e = 0; e < orgCount; e++) {
    const lawFirm = chance(0.5);
    let name = '';
    for (let tries = 0; tries < 20 && (!name || usedNames.has(name.toLowerCase())); tries++) {
      const a = pick(LAST_NAMES).replace(/-/g, ' ');
      const b = pick(LAST_NAMES).replace(/-/g, ' ');
      name = lawFirm
        ? pick([
            `${a} & ${b}`,
            `${a} Law Group`,
            `Law Offices of ${pick(FIRST_NAMES)} ${a}`,
            `${a} ${b} Injury Lawyers`,
            `${a}, ${b} & ${pick(LAST_NAMES)}`,
          ])
        : pick([
            `${pick(PLACES)} ${pick(SPECIALTIES).replace('-', ' ')}`,
            `${a} ${pick(SPECIALTIES).replace('-', ' ')}`,
            `${pick(PLACES)} ${a} Medical Group`,
          ]);
    }
    usedNames.add(name.toLowerCase());
    const slug = name
      .toLowerCase()
      .replace(/[^a-z]+/g, '')
      .slice(0, 20);
    const website = chance(0.7) ? `https://www.${slug}${e}.com` : chance(0.3) ? `https://www.facebook.com/${slug}` : null;
    const base = { entity: `org-entity-${e}`, name, website, type: lawFirm ? 'LAW_FIRM' : 'MEDICAL_PROVIDER' };
    orgBases.push(base);
    organizations.push({ id: id('org'), ...base });
  }
  let orgEntity = orgCount;
  for (const base of orgBases) {
    if (chance(0.05)) {
      // One name, the other kind of organisation.
      organizations.push({
        id: id('org'),
        ...base,
        entity: `org-entity-${orgEntity++}`,
        type: base.type === 'LAW_FIRM' ? 'MEDICAL_PROVIDER' : 'LAW_FIRM',
        website: null,
      });
    }
    if (chance(0.05)) {
      // A similar name: one more partner, or another place.
      const name = base.type === 'LAW_FIRM' ? `${base.name} & ${pick(LAST_NAMES)}` : `${pick(PLACES)} ${base.name}`;
      organizations.push({
        id: id('org'),
        ...base,
        entity: `org-entity-${orgEntity++}`,
        name,
        website: chance(0.5) ? `https://www.facebook.com/x${orgEntity}` : null,
      });
    }
    if (!chance(0.3)) continue;
    let name = base.name;
    let website = base.website;
    const kind = int(6);
    if (kind === 0) name = `${name}${pick([', LLC', ' Inc.', ', P.C.', ' PLLC', ', P.A.'])}`;
    else if (kind === 1) name = `The ${name.replace('&', 'and')}`;
    else if (kind === 2) name = restyle(name).replace(/,/g, '');
    else if (kind === 3 && name.replace(/[^a-z]/gi, '').length >= 10) name = typo(name);
    else if (kind === 4 && website && !website.includes('facebook')) name = `${pick(PLACES)} ${pick(SPECIALTIES)} ${pick(LAST_NAMES)}`;
    else if (base.type === 'LAW_FIRM') name = `${name} Law Firm`;
    if (website && chance(0.5) && !website.includes('facebook'))
      website = website.replace('https://www.', pick(['http://', 'www.', 'https://'])) + pick(['', '/', '/contact']);
    organizations.push({ id: id('org'), entity: base.entity, name, website, type: base.type });
  }

  // Contacts.
  const contacts: NonNullable<LabelledSet['contacts']> = [];
  const contactOrgs = organizations.slice(0, Math.max(10, Math.floor(orgCount / 2)));
  const contactCount = Math.max(20, Math.floor(size / 2));
  const contactBases: { entity: string; first: string; last: string; email: string; organizationId: string; domain: string }[] = [];
  for (let e = 0; e < contactCount; e++) {
    const first = pick(FIRST_NAMES);
    const last = zipf(LAST_NAMES);
    const organization = pick(contactOrgs);
    const domain = `org${organization.id.replace(/\W/g, '')}.com`;
    const local = stripAccents(`${first}.${last}`)
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    const base = {
      entity: `contact-entity-${e}`,
      first,
      last,
      email: `${local}${int(100)}@${domain}`,
      organizationId: organization.id,
      domain,
    };
    contactBases.push(base);
    contacts.push({
      id: id('contact'),
      entity: base.entity,
      firstName: first,
      lastName: last,
      email: base.email,
      organizationId: base.organizationId,
    });
  }
  let contactEntity = contactCount;
  for (const base of contactBases) {
    if (chance(0.06)) {
      // The same name in another organisation: another person.
      const other = pick(contactOrgs);
      if (other.id !== base.organizationId)
        contacts.push({
          id: id('contact'),
          entity: `contact-entity-${contactEntity++}`,
          firstName: base.first,
          lastName: base.last,
          email: `${int(1e6)}@x${other.id.replace(/\W/g, '')}.com`,
          organizationId: other.id,
        });
    }
    if (chance(0.05)) {
      // A colleague of the same family name, or of the same given name.
      const sameFamily = chance(0.5);
      const first = sameFamily ? pick(FIRST_NAMES) : base.first;
      const last = sameFamily ? base.last : pick(LAST_NAMES);
      if (first !== base.first || last !== base.last)
        contacts.push({
          id: id('contact'),
          entity: `contact-entity-${contactEntity++}`,
          firstName: first,
          lastName: last,
          email: `${int(1e6)}@${base.domain}`,
          organizationId: base.organizationId,
        });
    }
    if (!chance(0.3)) continue;
    const kind = int(5);
    let first = base.first;
    let last = base.last;
    let email = base.email;
    if (kind === 0) email = email.toUpperCase();
    else if (kind === 1) {
      first = NICKNAMES[first] ? pick(NICKNAMES[first]!) : restyle(first);
      email = `${int(1e6)}@gmail.com`;
    } else if (kind === 2) {
      last = typo(last);
      email = `${stripAccents(first).toLowerCase()}${int(1000)}@yahoo.com`;
    } else if (kind === 3) email = email.replace('@', '+cases@');
    else [first, last] = [restyle(first), restyle(last)];
    contacts.push({ id: id('contact'), entity: base.entity, firstName: first, lastName: last, email, organizationId: base.organizationId });
  }

  return { cases, contacts, organizations };
}
