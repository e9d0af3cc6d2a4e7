import { useState } from 'react';
import type { Announcement } from '@lotto/contract';
import { useSession } from '@/lib/use-session';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { SafeHtml } from '@/components/ui/safe-html';

/** Session storage: the popups were shown to this session already. */
const SHOWN_KEY = 'loginPopupsShown';

/** §2.3 the login popup list (PU announcements), one after another, once per session. */
export const LoginPopupList = ({ popups }: { popups: readonly Announcement[] | undefined }) => {
  const session = useSession();
  const [index, setIndex] = useState(() =>
    sessionStorage.getItem(SHOWN_KEY) === '1' ? Number.POSITIVE_INFINITY : 0,
  );
  const current = popups?.[index];
  if (!session || !current) return null;
  const next = () => {
    sessionStorage.setItem(SHOWN_KEY, '1');
    setIndex((i) => i + 1);
  };
  return (
    <TitledDialog
      title={current.title}
      onClose={next}
      testId="login-popup"
      headerClassName="popup-head"
    >
      <SafeHtml className="announcement-content" html={current.content} />
      {popups && popups.length > 1 ? (
        <p className="popup-count">
          {Math.min(index + 1, popups.length)} / {popups.length}
        </p>
      ) : null}
    </TitledDialog>
  );
};
