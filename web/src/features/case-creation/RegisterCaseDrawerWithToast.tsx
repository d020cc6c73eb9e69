import { Toast, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import type { ComponentProps } from 'react';
import { RegisterCaseDrawer } from './RegisterCaseDrawer.tsx';

/** The success toast reads 'Success' for 3 seconds. */
const SUCCESS_TOAST_MS = 3000;

/**
 * The Register Case drawer with the toaster that says 'Success' once cases are registered: both load when the drawer
 * is first opened (or hovered), not with the portfolio.
 */
export function RegisterCaseDrawerWithToast({ onCreated, ...props }: ComponentProps<typeof RegisterCaseDrawer>) {
  const toasterId = useId('register-case-toaster');
  const { dispatchToast } = useToastController(toasterId);
  return (
    <>
      <RegisterCaseDrawer
        {...props}
        onCreated={(ids) => {
          dispatchToast(
            <Toast>
              <ToastTitle>Success</ToastTitle>
            </Toast>,
            { intent: 'success', timeout: SUCCESS_TOAST_MS },
          );
          onCreated(ids);
        }}
      />
      <Toaster toasterId={toasterId} position="top-end" />
    </>
  );
}
