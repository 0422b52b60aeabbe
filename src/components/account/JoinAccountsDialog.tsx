import { useStore } from '@nanostores/react';
import { accountExistsMessage, PROVIDER_LABELS } from '../../lib/accounts/social.ts';
import { auth as authMessages } from '../../lib/i18n/messages/en.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';
import { $joinAccountsDialogOpen } from '../../stores/dialogs.ts';
import { $accountLink, $socialBusy, cancelJoinAccounts, joinAccounts } from '../../stores/social-sign-in.ts';
import Dialog from '../ui/Dialog.tsx';

/** Account-join confirmation (spec sections 2 and 4), in the page's language. */
export default function JoinAccountsDialog({ messages = authMessages }: { messages?: Section<'auth'> }) {
  const open = useStore($joinAccountsDialogOpen);
  const link = useStore($accountLink);
  const busy = useStore($socialBusy);
  if (!open || !link) return null;
  return (
    <Dialog open title={messages.confirmation} onClose={cancelJoinAccounts} width="25rem" className="confirm-dialog" closeLabel={messages.close}>
      <p className="confirm-dialog__context">{accountExistsMessage(PROVIDER_LABELS[link.earlierProvider], messages)}</p>
      <p className="confirm-dialog__question">{messages.joinQuestion}</p>
      <div className="confirm-dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={cancelJoinAccounts} disabled={busy !== null}>
          {messages.cancel}
        </button>
        <button type="button" className="btn" onClick={() => void joinAccounts(messages)} disabled={busy !== null} aria-busy={busy !== null}>
          {busy !== null && <span className="spinner spinner--small" aria-hidden="true" />}
          {messages.joinAccounts}
        </button>
      </div>
    </Dialog>
  );
}
