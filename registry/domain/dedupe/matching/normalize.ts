// Normalisation for matching: names to lowercase ASCII words (accents stripped through NFKD, punctuation and runs of
// spaces collapsed), e-mail addresses, organisation names without their legal form, websites to their domain, ISO
// dates to numbers, and a Soundex code for blocking keys that survive a typo.

const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** Letters NFKD leaves whole. */
const FOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lowercase ASCII words: "  José  O'Brien-Smith " → ['jose', 'obrien', 'smith']. Apostrophes join, other punctuation separates. */
export function nameWords(value: string | null | undefined): string[] {
  if (!value) return [];
  const folded = value
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => FOLDED[letter] ?? letter)
    .replace(/['’`ʼ]/g, '');
  return folded.split(/[^a-z0-9]+/).filter(Boolean);
}

/** A name as one key: its words joined ("Mary-Ann" and "Mary Ann" → "maryann"). */
export const normaliseName = (value: string | null | undefined) => nameWords(value).join('');

/** Lowercased and trimmed; a "+tag" dropped; dots dropped in a Gmail address. Empty when it is not an address. */
export function normaliseEmail(value: string | null | undefined): string {
  const email = (value ?? '').trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return '';
  let local = email.slice(0, at);
  let domain = email.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/** Legal forms and filler words an organisation's name is compared without. */
const ORGANIZATION_STOP_WORDS = new Set([
  'the',
  'inc',
  'incorporated',
  'llc',
  'llp',
  'lllp',
  'lp',
  'pc',
  'pllc',
  'pa',
  'plc',
  'ltd',
  'limited',
  'co',
  'corp',
  'corporation',
  'company',
  'esq',
  'of',
  'and',
]);
const ORGANIZATION_PHRASES = [/\blaw\s+firm\b/g, /\blaw\s+offices?\b/g, /\battorneys?\s+at\s+law\b/g];

/** An organisation's name without legal form, "The", "Law Firm", punctuation: "The Smith Law Firm, P.L.L.C." → "smith". */
export function normaliseOrganizationName(value: string | null | undefined): string {
  if (!value) return '';
  // Initials written with dots ("P.L.L.C.") become one word before punctuation splits words.
  let text = value
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/\b((?:[a-z]\.){2,})/g, (initials) => initials.replaceAll('.', ''))
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '');
  text = text.replace(/[^a-z0-9]+/g, ' ');
  for (const phrase of ORGANIZATION_PHRASES) text = text.replace(phrase, ' ');
  return text
    .split(' ')
    .filter((word) => word && !ORGANIZATION_STOP_WORDS.has(word))
    .join(' ');
}

/** Hosts many unrelated organisations share: a website there says nothing about who owns it. */
const SHARED_HOSTS = new Set([
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'aol.com',
  'icloud.com',
  'facebook.com',
  'fb.com',
  'linkedin.com',
  'instagram.com',
  'twitter.com',
  'x.com',
  'google.com',
  'sites.google.com',
  'business.site',
  'wixsite.com',
  'wix.com',
  'squarespace.com',
  'godaddysites.com',
  'weebly.com',
  'wordpress.com',
  'blogspot.com',
  'yelp.com',
  'example.com',
  'localhost',
]);

/** A website's domain ("https://www.Smith-Law.com/about" → "smith-law.com"); empty when there is none or it is a shared host. */
export function websiteDomain(value: string | null | undefined): string {
  let text = (value ?? '').trim().toLowerCase();
  if (!text) return '';
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  text = text
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/^.*@/, '');
  text = text.replace(/^www\d*\./, '').replace(/\.$/, '');
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(text)) return '';
  const parts = text.split('.');
  for (let i = 0; i < parts.length - 1; i++) if (SHARED_HOSTS.has(parts.slice(i).join('.'))) return '';
  return text;
}

/** An ISO date (YYYY-MM-DD…) as the number YYYYMMDD, or 0 when absent or not a date. */
export function dateNumber(value: string | Date | null | undefined): number {
  if (!value) return 0;
  const text = typeof value === 'string' ? value : value.toISOString();
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return 0;
  return Number(match[1]) * 10_000 + Number(match[2]) * 100 + Number(match[3]);
}

/** The date with day and month swapped (YYYYMMDD), or 0 when that is no date or the same one. */
export function swappedDate(date: number): number {
  const year = Math.floor(date / 10_000);
  const month = Math.floor(date / 100) % 100;
  const day = date % 100;
  if (!date || day === month || day > 12) return 0;
  return year * 10_000 + day * 100 + month;
}

/** The date with its day and month in ascending order: a date and its day/month swap share it. */
export function swapInsensitiveDate(date: number): number {
  const swapped = swappedDate(date);
  return swapped && swapped < date ? swapped : date;
}

/** Days from 1970-01-01 of a YYYYMMDD number. */
export function dayNumber(date: number): number {
  return Date.UTC(Math.floor(date / 10_000), (Math.floor(date / 100) % 100) - 1, date % 100) / 86_400_000;
}

const SOUNDEX: Record<string, string> = {
  b: '1',
  f: '1',
  p: '1',
  v: '1',
  c: '2',
  g: '2',
  j: '2',
  k: '2',
  q: '2',
  s: '2',
  x: '2',
  z: '2',
  d: '3',
  t: '3',
  l: '4',
  m: '5',
  n: '5',
  r: '6',
};

/** American Soundex of a normalised name ("smith", "smyth" → "s530"); digits and other characters are skipped. */
export function soundex(name: string): string {
  const letters = name.replace(/[^a-z]/g, '');
  if (!letters) return '';
  let code = letters[0]!;
  let last = SOUNDEX[letters[0]!] ?? '';
  for (let i = 1; i < letters.length && code.length < 4; i++) {
    const letter = letters[i]!;
    const digit = SOUNDEX[letter] ?? '';
    if (digit && digit !== last) code += digit;
    // h and w do not separate two letters of one code; vowels do.
    if (letter !== 'h' && letter !== 'w') last = digit;
  }
  return code.padEnd(4, '0');
}
