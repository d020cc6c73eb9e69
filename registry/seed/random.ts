// Deterministic fake data: a seeded PRNG (mulberry32) and name lists, so every seed run gives the same people.

export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (probability: number) => next() < probability,
  };
}

export type Random = ReturnType<typeof createRandom>;

export const FIRST_NAMES = [
  'James',
  'Maria',
  'Robert',
  'Patricia',
  'Michael',
  'Jennifer',
  'William',
  'Linda',
  'David',
  'Elizabeth',
  'Richard',
  'Barbara',
  'Joseph',
  'Susan',
  'Thomas',
  'Jessica',
  'Carlos',
  'Sarah',
  'Daniel',
  'Karen',
  'Matthew',
  'Nancy',
  'Anthony',
  'Lisa',
  'Mark',
  'Betty',
  'Andre',
  'Sandra',
  'Steven',
  'Ashley',
  'Kevin',
  'Dorothy',
  'Brian',
  'Kimberly',
  'Luis',
  'Emily',
  'Jamal',
  'Donna',
  'Tyrone',
  'Michelle',
  'Ethan',
  'Carol',
  'Jacob',
  'Amanda',
  'Wei',
  'Melissa',
  'Diego',
  'Deborah',
  'Omar',
  'Priya',
] as const;

export const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Okafor',
] as const;

export const INCIDENT_STATES = ['CA', 'TX', 'FL', 'NY', 'GA', 'IL', 'AZ', 'NV', 'WA', 'CO'] as const;

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
export const daysAgo = (days: number, from = Date.now()) => new Date(from - days * 86_400_000);
