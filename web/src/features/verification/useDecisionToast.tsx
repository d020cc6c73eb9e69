import { Toast, ToastBody, ToastTitle } from '@fluentui/react-components';
import { useAppToasts } from '../../ui/useAppToasts.ts';
import { VERIFICATION_TEXTS } from './texts.ts';

/** A toast for a decision: its success title, or 'Error' with what the server said. */
export function useDecisionToast() {
  const { dispatchToast } = useAppToasts();
  return (title: string, errors: readonly { message: string }[] = []) =>
    dispatchToast(
      <Toast>
        <ToastTitle>{errors.length ? VERIFICATION_TEXTS.error : title}</ToastTitle>
        {errors.length ? <ToastBody>{errors.map((error) => error.message).join(' ')}</ToastBody> : null}
      </Toast>,
      errors.length ? { intent: 'error' } : { intent: 'success', timeout: 3000 },
    );
}
