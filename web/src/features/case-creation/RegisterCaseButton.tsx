import { Button, Toast, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { Suspense, lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import type { LawFirmChoice } from '../../ui/LawFirmPicker.tsx';

// The drawer (its form, the law firm picker, the mutations) loads when first opened (or hovered), not with the portfolio.
const importDrawer = () => import('./RegisterCaseDrawer.tsx');
const RegisterCaseDrawer = lazy(async () => ({ default: (await importDrawer()).RegisterCaseDrawer }));

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
  // Once opened the drawer stays mounted, so that closing it animates.
  const [opened, setOpened] = useState(false);
  const toasterId = useId('register-case-toaster');
  const { dispatchToast } = useToastController(toasterId);
  const navigate = useNavigate();
  return (
    <>
      <Button
        appearance="primary"
        disabled={!canCreate}
        onPointerEnter={() => void importDrawer()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Register New Case
      </Button>
      {opened ? (
        <Suspense fallback={null}>
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
        </Suspense>
      ) : null}
      <Toaster toasterId={toasterId} position="top-end" />
    </>
  );
}
