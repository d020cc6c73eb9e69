import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  NotificationCategory,
  useUpdateNotificationSettingMutation as UpdateNotificationSettingMutation,
} from '../../../__generated__/useUpdateNotificationSettingMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useUpdateNotificationSettingMutation($input: UpdateNotificationSettingInput!) {
    updateNotificationSetting(input: $input) {
      notificationSetting {
        id
        category
        inAppEnabled
        emailEnabled
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export interface SettingChange {
  /** The setting's id (its record), for the optimistic switch. */
  id: string;
  category: NotificationCategory;
  field: 'inAppEnabled' | 'emailEnabled';
  value: boolean;
}

/**
 * Saves one switch of a category at once: it moves immediately and moves back if the server refuses; resolves with
 * the userErrors, rejects when the request failed.
 */
export function useUpdateNotificationSettingMutation(): (change: SettingChange) => Promise<ReadonlyArray<UserErrorView>> {
  const [commit] = useMutation<UpdateNotificationSettingMutation>(mutation);
  return useCallback(
    async ({ id, category, field, value }: SettingChange) => {
      const response = await commitAsPromise(commit, {
        variables: { input: { category, [field]: value } },
        optimisticUpdater: (store) => store.get(id)?.setValue(value, field),
      });
      return response.updateNotificationSetting.userErrors;
    },
    [commit],
  );
}
