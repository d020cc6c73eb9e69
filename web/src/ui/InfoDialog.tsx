import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/**
 * The shell of a dialog that shows something (a list, a history) and is closed with one Close button; actions
 * inside it (each with its own mutation) belong to its body. For a dialog that submits one mutation use
 * MutationDialog.
 */
export function InfoDialog({
  title,
  onClose,
  closeLabel = 'Close',
  surfaceClassName,
  contentClassName,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  closeLabel?: string;
  surfaceClassName?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(_, { open }) => !open && onClose()}>
      <DialogSurface className={surfaceClassName}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={contentClassName}>{children}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{closeLabel}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
