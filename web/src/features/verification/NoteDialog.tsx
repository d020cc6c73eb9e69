import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Textarea,
} from '@fluentui/react-components';
import { useState } from 'react';
import { VERIFICATION_TEXTS } from './texts.ts';

/** Asks for the note of 'Needs more information' or 'Could not verify' (1 to 5000 characters). */
export function NoteDialog({
  title,
  initialNote = '',
  busy,
  error,
  onSave,
  onClose,
}: {
  title: string;
  initialNote?: string;
  busy: boolean;
  error: string | null;
  onSave: (note: string) => void;
  onClose: () => void;
}) {
  const [note, setNote] = useState(initialNote);
  return (
    <Dialog open onOpenChange={(_, state) => !state.open && onClose()}>
      <DialogSurface style={{ maxWidth: 620 }}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <Field label={VERIFICATION_TEXTS.noteLabel} required validationMessage={error ?? undefined}>
              <Textarea value={note} maxLength={5000} onChange={(_, state) => setNote(state.value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{VERIFICATION_TEXTS.cancel}</Button>
            <Button appearance="primary" disabled={busy || !note.trim()} onClick={() => onSave(note.trim())}>
              {VERIFICATION_TEXTS.save}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
