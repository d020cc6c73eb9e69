import type { MutationParameters, PayloadError } from 'relay-runtime';
import type { UseMutationConfig } from 'react-relay';

type Commit<T extends MutationParameters> = (config: UseMutationConfig<T>) => unknown;

/** Adapts Relay's callback-style commit to a promise; top-level GraphQL errors reject it. */
export function commitAsPromise<T extends MutationParameters>(
  commit: Commit<T>,
  config: Omit<UseMutationConfig<T>, 'onCompleted' | 'onError'>,
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commit({
      ...config,
      onCompleted: (response: T['response'], errors: ReadonlyArray<PayloadError> | null | undefined) => {
        if (errors?.length && response == null) reject(new Error(errors[0].message));
        else resolve(response);
      },
      onError: reject,
    });
  });
}
