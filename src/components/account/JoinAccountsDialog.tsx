import { useStore } from '@nanostores/react';
import { accountExistsMessage, PROVIDER_LABELS } from '../../lib/accounts/social.ts';
import { $joinAccountsDialogOpen } from '../../stores/dialogs.ts';
import { $accountLink, $socialBusy, cancelJoinAccounts, joinAccounts } from '../../stores/social-sign-in.ts';
import Dialog from '../ui/Dialog.tsx';

/** Account-join confirmation (spec sections 2 and 4). */
export default function JoinAccountsDialog() {
  const open = useStore($joinAccountsDialogOpen);
  const link = useStore($accountLink);
  const busy = useStore($socialBusy);
  if (!open || !link) return null;
  return (
    <Dialog open title="Confirmation" onClose={cancelJoinAccounts} width="25rem" className="confirm-dialog">
      <p className="confirm-dialog__context">{accountExistsMessage(PROVIDER_LABELS[link.earlierProvider])}</p>
      <p className="confirm-dialog__question">Would you like to join these account?</p>
      <div className="confirm-dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={cancelJoinAccounts} disabled={busy !== null}>
          Cancel
        </button>
        <button type="button" className="btn" onClick={() => void joinAccounts()} disabled={busy !== null} aria-busy={busy !== null}>
          {busy !== null && <span className="spinner spinner--small" aria-hidden="true" />}
          Yes, join accounts
        </button>
      </div>
    </Dialog>
  );
}
