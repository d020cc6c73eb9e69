// A user's notification settings: per category, in the app and by e-mail. A row exists only once the user changed
// the category; without one the category's default applies (NEW_LIEN_NOTIFICATIONS off, the rest on). Settings
// belong to the user (not the organisation): the same choice holds in every organisation they act for.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { MESSAGES, invalidChoice, notFound, validationError, type FieldErrors } from '../errors.ts';
import { CATEGORY_INFO, NOTIFICATION_CATEGORIES, isCategory, type NotificationCategory } from './catalogue.ts';

export interface CategorySetting {
  category: NotificationCategory;
  inApp: boolean;
  email: boolean;
}

const defaultSetting = (category: NotificationCategory): CategorySetting => ({
  category,
  inApp: CATEGORY_INFO[category].enabledByDefault,
  email: CATEGORY_INFO[category].enabledByDefault,
});

export function serializeSetting(userId: string, setting: CategorySetting) {
  return {
    // Stable without a row: the user and the category name the setting.
    id: `${userId}:${setting.category}`,
    category: setting.category,
    label: CATEGORY_INFO[setting.category].label,
    in_app_enabled: setting.inApp,
    email_enabled: setting.email,
  };
}

/** The settings of several users for one category (the fan-out asks once per event). */
export async function settingsFor(
  db: Kysely<Database>,
  userIds: string[],
  category: NotificationCategory,
): Promise<Map<string, CategorySetting>> {
  const result = new Map(userIds.map((userId) => [userId, defaultSetting(category)]));
  if (!userIds.length) return result;
  const rows = await db
    .selectFrom('notification_settings')
    .select(['user_id', 'in_app_enabled', 'email_enabled'])
    .where('user_id', 'in', userIds)
    .where('category', '=', category)
    .execute();
  for (const row of rows) result.set(row.user_id, { category, inApp: row.in_app_enabled, email: row.email_enabled });
  return result;
}

/** All five categories of a user, in the settings page's order. */
export async function userSettings(db: Kysely<Database>, userId: string): Promise<CategorySetting[]> {
  const rows = await db
    .selectFrom('notification_settings')
    .select(['category', 'in_app_enabled', 'email_enabled'])
    .where('user_id', '=', userId)
    .execute();
  const byCategory = new Map(rows.map((row) => [row.category, row]));
  return NOTIFICATION_CATEGORIES.map((category) => {
    const row = byCategory.get(category);
    return row ? { category, inApp: row.in_app_enabled, email: row.email_enabled } : defaultSetting(category);
  });
}

export interface SettingChange {
  inApp?: boolean;
  email?: boolean;
}

/** PATCH body: `in_app_enabled` and/or `email_enabled`, booleans; at least one. */
export function parseSettingChange(category: string, input: unknown): { category: NotificationCategory; change: SettingChange } {
  if (!isCategory(category)) throw notFound();
  const raw = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const change: SettingChange = {};
  for (const [field, key] of [
    ['in_app_enabled', 'inApp'],
    ['email_enabled', 'email'],
  ] as const) {
    const value = raw[field];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') errors[field] = [MESSAGES.invalidBoolean];
    else change[key] = value;
  }
  if (!Object.keys(errors).length && change.inApp === undefined && change.email === undefined)
    errors.non_field_errors = ['Give in_app_enabled or email_enabled.'];
  if (Object.keys(errors).length) throw validationError(errors);
  return { category, change };
}

/** Saves a change (an upsert: two racing changes of the same category each keep the switch they name). */
export async function updateSetting(
  db: Kysely<Database>,
  userId: string,
  category: NotificationCategory,
  change: SettingChange,
): Promise<CategorySetting> {
  const start = defaultSetting(category);
  const row = await db
    .insertInto('notification_settings')
    .values({ user_id: userId, category, in_app_enabled: change.inApp ?? start.inApp, email_enabled: change.email ?? start.email })
    .onConflict((oc) =>
      oc.columns(['user_id', 'category']).doUpdateSet({
        in_app_enabled: change.inApp ?? sql<boolean>`notification_settings.in_app_enabled`,
        email_enabled: change.email ?? sql<boolean>`notification_settings.email_enabled`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returning(['in_app_enabled', 'email_enabled'])
    .executeTakeFirstOrThrow();
  return { category, inApp: row.in_app_enabled, email: row.email_enabled };
}

export const categoryChoiceError = (value: unknown) => validationError({ category: [invalidChoice(value)] });
