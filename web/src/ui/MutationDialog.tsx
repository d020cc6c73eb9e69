import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // Fluent's grid of actions shrinks buttons to fit: a two-word label ('No Change') would break onto two lines.
  actions: { '& button': { whiteSpace: 'nowrap' } },
});

/**
 * The shell of every dialog that runs one mutation: a title, the general errors (userErrors without a field, or a
 * failure) in MessageBars above the body, and Cancel / Submit. While the mutation is in flight Submit is disabled
 * and shows a spinner. With `success` set the body is that notice and the only action is OK (`successLabel`), which
 * closes. Dialogs with steps keep one MutationDialog and change its props per step (no remount between steps):
 * `onCancel` (e.g. back to the previous step), `secondaryActions` (buttons before Cancel).
 */
export function MutationDialog({
  title,
  submitLabel,
  cancelLabel = 'Cancel',
  onSubmit,
  onClose,
  onCancel = onClose,
  inFlight,
  generalErrors = [],
  submitDisabled = false,
  success,
  successLabel = 'OK',
  secondaryActions,
  surfaceClassName,
  modalType = 'modal',
  children,
}: {
  title: string;
  submitLabel: string;
  cancelLabel?: string;
  onSubmit: () => void;
  /** Dismissing the dialog (Escape, outside click) and OK after success. */
  onClose: () => void;
  /** The Cancel button; onClose unless given. */
  onCancel?: () => void;
  inFlight: boolean;
  generalErrors?: ReadonlyArray<string>;
  /** Submit stays disabled (beyond the in-flight state), e.g. until a required choice is made. */
  submitDisabled?: boolean;
  /** Shown instead of the form once the mutation succeeded, for dialogs that report before they close. */
  success?: ReactNode;
  successLabel?: string;
  secondaryActions?: ReactNode;
  surfaceClassName?: string;
  /** 'alert' for a question that interrupts another dialog (role alertdialog; outside clicks do not dismiss it). */
  modalType?: 'modal' | 'alert';
  children?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <Dialog open modalType={modalType} onOpenChange={(_, { open }) => !open && onClose()}>
      <DialogSurface className={surfaceClassName}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {success ? (
              <MessageBar intent="success">
                <MessageBarBody>{success}</MessageBarBody>
              </MessageBar>
            ) : (
              <>
                {generalErrors.map((message) => (
                  <MessageBar key={message} intent="error">
                    <MessageBarBody>{message}</MessageBarBody>
                  </MessageBar>
                ))}
                {children}
              </>
            )}
          </DialogContent>
          <DialogActions className={styles.actions}>
            {success ? (
              <Button appearance="primary" onClick={onClose}>
                {successLabel}
              </Button>
            ) : (
              <>
                {secondaryActions}
                <Button onClick={onCancel}>{cancelLabel}</Button>
                <Button
                  appearance="primary"
                  disabled={inFlight || submitDisabled}
                  icon={inFlight ? <Spinner size="tiny" /> : undefined}
                  onClick={onSubmit}
                >
                  {submitLabel}
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
