/** The signed-in shopper: shown at once from the stored auth record, refreshed from GET /v1/users/me. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { CurrentUser } from '../../lib/contract/users.ts';
import { $auth } from '../../stores/auth.ts';
import { loadMe } from '../../stores/account/profile.ts';

/** `words`: the page's 'Cannot get me' (issue 26); English without. */
export function useCurrentUser(words?: { cannotGetMe: string }): { user: CurrentUser | null; loading: boolean } {
  const { user } = useStore($auth);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let current = true;
    void loadMe(words).finally(() => {
      if (current) setLoading(false);
    });
    return () => {
      current = false;
    };
  }, []);
  return { user, loading };
}
