import type { ReactNode } from 'react';
import Dialog from '../ui/Dialog.tsx';
import { useIsMobile } from './useIsMobile.ts';

/** Width of the login and register dialogs (spec section 9). */
export const AUTH_DIALOG_WIDTH = '25rem';

interface AuthDialogFrameProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  hideClose?: boolean;
  leading?: ReactNode;
  className?: string;
  closeLabel?: string;
}

/**
 * The frame of the sign-in dialogs: 25rem wide; on mobile full-screen and non-modal (page
 * scrolling is blocked meanwhile by the global scroll lock, spec section 2).
 */
export default function AuthDialogFrame({ title, onClose, children, hideClose, leading, className, closeLabel }: AuthDialogFrameProps) {
  const mobile = useIsMobile();
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      width={AUTH_DIALOG_WIDTH}
      modal={!mobile}
      fullScreenOnMobile
      hideClose={hideClose ?? false}
      leading={leading}
      {...(closeLabel ? { closeLabel } : {})}
      className={['auth-dialog', className ?? ''].join(' ').trim()}
    >
      {children}
    </Dialog>
  );
}
