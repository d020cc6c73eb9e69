import { Button, Toast, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RegisterCaseDrawer } from './RegisterCaseDrawer.tsx';
import type { LawFirmChoice } from '../../ui/LawFirmPicker.tsx';

/** The success toast reads 'Success' for 3 seconds. */
const SUCCESS_TOAST_MS = 3000;

/**
 * The portfolio's 'Register New Case': disabled unless the viewer may register cases; opens the
 * Register Case drawer. There is no bulk upload in this product yet, so the button never links to one.
 */
export function RegisterCaseButton({
  canCreate,
  ownFirm,
  onCreated,
}: {
  canCreate: boolean;
  ownFirm: LawFirmChoice | null;
  onCreated?: (caseInternalIDs: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const toasterId = useId('register-case-toaster');
  const { dispatchToast } = useToastController(toasterId);
  const navigate = useNavigate();
  return (
    <>
      <Button appearance="primary" disabled={!canCreate} onClick={() => setOpen(true)}>
        Register New Case
      </Button>
      <RegisterCaseDrawer
        open={open}
        ownFirm={ownFirm}
        onClose={() => setOpen(false)}
        onCreated={(ids) => {
          setOpen(false);
          dispatchToast(
            <Toast>
              <ToastTitle>Success</ToastTitle>
            </Toast>,
            { intent: 'success', timeout: SUCCESS_TOAST_MS },
          );
          onCreated?.(ids);
          if (ids[0]) navigate(`/portfolio/${ids[0]}`);
        }}
      />
      <Toaster toasterId={toasterId} position="top-end" />
    </>
  );
}
