import { Button } from '@fluentui/react-components';
import { Suspense, lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import type { LawFirmChoice } from '../../ui/LawFirmPicker.tsx';

// The drawer (its form, the law firm picker, the mutations, the success toast) loads when first opened (or hovered),
// not with the portfolio.
const importDrawer = () => import('./RegisterCaseDrawerWithToast.tsx');
const RegisterCaseDrawer = lazy(async () => ({ default: (await importDrawer()).RegisterCaseDrawerWithToast }));

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
              onCreated?.(ids);
              if (ids[0]) navigate(`/portfolio/${ids[0]}`);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
