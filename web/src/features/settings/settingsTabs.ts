/** The settings tabs built so far (external-systems comes later, beside them). */
export const SETTINGS_TABS = ['account', 'communication', 'organization'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const isSettingsTab = (value: string | undefined): value is SettingsTab => SETTINGS_TABS.includes(value as SettingsTab);

export const SETTINGS_TAB_LABELS: Record<SettingsTab, string> = {
  account: 'Account',
  communication: 'Communication Preferences',
  organization: 'Organization',
};

export const SAVE_FAILED = 'Your preference could not be saved. Please refresh your tab and try again.';

export const unsubscribedText = (label: string) => `You will no longer receive e-mails about ${label}.`;
