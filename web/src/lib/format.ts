const pad = (n: number) => String(n).padStart(2, '0');

/**
 * MM/DD/YYYY. A `Date` scalar ("YYYY-MM-DD") is formatted as written, never shifted through a time
 * zone; a `DateTime` is shown in the browser's local time.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${plain[2]}/${plain[3]}/${plain[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** MM/DD/YYYY h:mm AM/PM in the browser's local time. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(value)} ${date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money arrives as a decimal string ("1250.00"). */
export function formatMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? usd.format(amount) : '';
}

export function daysSinceUpdateText(days: number | null | undefined): string {
  if (days === null || days === undefined) return 'Never updated';
  return `${days} ${days === 1 ? 'day' : 'days'} since update`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1345][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Case ids in a path must be UUIDs of versions 1, 3, 4 or 5. */
export function isCaseId(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}
