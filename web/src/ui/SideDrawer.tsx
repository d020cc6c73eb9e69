import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

/**
 * The shell of a panel that slides in from the right (case history, access log): its title with a Close button,
 * what goes under the title (`header`: a caption, tabs), and the body. Escape and a click outside close it too.
 */
export function SideDrawer({
  title,
  open,
  onClose,
  className,
  header,
  children,
}: {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  /** The drawer's width, e.g. makeStyles({ drawer: { width: '460px', maxWidth: '100vw' } }). */
  className?: string;
  header?: ReactNode;
  children: ReactNode;
}) {
  return (
    <OverlayDrawer
      className={className}
      position="end"
      open={open}
      onOpenChange={(_, { open: next }) => {
        if (!next) onClose();
      }}
    >
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="Close" icon={<Dismiss24Regular />} onClick={onClose} />}>
          {title}
        </DrawerHeaderTitle>
        {header}
      </DrawerHeader>
      <DrawerBody>{children}</DrawerBody>
    </OverlayDrawer>
  );
}
