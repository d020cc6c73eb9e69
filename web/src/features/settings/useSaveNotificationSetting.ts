import { useCallback, useState } from 'react';
import { type SettingChange, useUpdateNotificationSettingMutation } from './mutations/useUpdateNotificationSettingMutation.ts';
import { SAVE_FAILED } from './settingsTabs.ts';

/** Saves a switch as soon as it moves; `error` says why one moved back. */
export function useSaveNotificationSetting(): { save: (change: SettingChange) => void; error: string | null } {
  const update = useUpdateNotificationSettingMutation();
  const [error, setError] = useState<string | null>(null);
  const save = useCallback(
    (change: SettingChange) => {
      setError(null);
      update(change)
        .then((userErrors) => {
          if (userErrors.length) setError(userErrors.map((userError) => userError.message).join(' '));
        })
        .catch(() => setError(SAVE_FAILED));
    },
    [update],
  );
  return { save, error };
}
