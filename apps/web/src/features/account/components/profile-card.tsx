import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import CircleUser from 'lucide-react/icons/circle-user';
import Camera from 'lucide-react/icons/camera';
import Pencil from 'lucide-react/icons/pencil';
import { NICKNAME_MAX_LENGTH, NOTIFICATION_MS } from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useSession } from '@/lib/use-session';
import { useTranslation } from '@/lib/use-translation';
import { checkedInOrder } from '@/lib/checked-form';
import { useMemberIcon, useMemberProfile, useSetNickname, useUploadIcon } from '../api/profile';
import { useOneLineForm } from '../hooks/use-one-line-form';
import { readAsDataUrl } from '@/lib/read-as-data-url';
import { ICON_TYPES, iconFileProblem } from '../utils/icon-file';
import { IconButton } from '@/components/ui/icon-button';

// A nickname is required by the disabled button; the server checks it (setNicknameBody).
const nicknameSchema = checkedInOrder(['nickname'], []);

/** Name, level label (§2.12, links to benefits), nickname and head icon (§7 info/*). */
export const ProfileCard = ({ variant }: { variant: 'base' | 'new' }) => {
  const { t } = useTranslation();
  const id = useId();
  const session = useSession();
  const profile = useMemberProfile();
  const icon = useMemberIcon();
  const fileInput = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  // The icon and the nickname share the card's one message line and one-at-a-time guard.
  const { form, values, busy, edit, submit, showAt, error, refused } = useOneLineForm(
    nicknameSchema,
    { nickname: '' },
  );
  const nickname = values.nickname;
  const upload = useUploadIcon({
    mutationConfig: {
      meta: { showsRefusal: true },
      onSuccess: () => showToast('success', t('account.member.icon_saved'), NOTIFICATION_MS),
      onError: refused,
    },
  });
  const save = useSetNickname({
    mutationConfig: {
      meta: { showsRefusal: true },
      onSuccess: () => {
        setEditing(false);
        showToast('success', t('account.member.nickname_saved'), NOTIFICATION_MS);
      },
      onError: refused,
    },
  });

  const level = profile.data?.level?.name ?? profile.data?.clubLabel?.labelName ?? null;
  const name = profile.data?.userName ?? session?.userName ?? '';

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return Promise.resolve();
    return submit(async () => {
      const problem = iconFileProblem(file);
      if (problem) {
        showAt(
          'root',
          t(problem === 'type' ? 'account.member.icon_type' : 'account.member.icon_size'),
        );
        return;
      }
      await upload.mutateAsync({ image: await readAsDataUrl(file) }).catch(() => undefined);
    })(e);
  };

  const onSave = submit(async (v) => {
    await save.mutateAsync({ nickname: v.nickname.trim() }).catch(() => undefined);
  });

  return (
    <section
      className={`card member-profile member-profile--${variant}`}
      data-testid="member-profile"
      aria-label={name}
    >
      <div className="member-profile__row">
        <button
          type="button"
          className="member-profile__icon"
          onClick={() => fileInput.current?.click()}
          disabled={busy}
          aria-label={t('account.member.icon_change')}
          data-testid="member-icon-button"
        >
          {icon.data?.iconUrl ? (
            <img
              src={icon.data.iconUrl}
              alt={t('account.member.icon_alt')}
              width={64}
              height={64}
              data-testid="member-icon"
            />
          ) : (
            <CircleUser size={64} aria-hidden="true" />
          )}
          <span className="member-profile__camera" aria-hidden="true">
            <Camera size={14} />
          </span>
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={ICON_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void onFile(e)}
          data-testid="member-icon-input"
        />
        <div className="member-profile__who">
          <h2 className="member-profile__name" data-testid="member-name">
            {name}
          </h2>
          <p className="account-muted" data-testid="member-nickname">
            {profile.data?.nickname ?? t('account.member.nickname_none')}
          </p>
          <Link
            className="member-profile__level"
            to={paths.memberBenefits}
            data-testid="member-level"
          >
            {t('account.member.level')}: {level ?? t('account.member.level_none')}
          </Link>
        </div>
        {editing ? null : (
          <IconButton
            label={t('account.member.nickname_edit')}
            icon={Pencil}
            size={18}
            onClick={() => {
              form.setValue('nickname', profile.data?.nickname ?? '');
              setEditing(true);
            }}
            testId="member-nickname-edit"
          />
        )}
      </div>
      {editing ? (
        <form className="account-form" noValidate onSubmit={(e) => void onSave(e)}>
          <label className="field-label" htmlFor={`${id}-nickname`}>
            {t('account.member.nickname')}
          </label>
          <div className="account-form__row">
            <input
              id={`${id}-nickname`}
              className="field-input account-input"
              maxLength={NICKNAME_MAX_LENGTH}
              value={nickname}
              onChange={(e) => edit('nickname', e.currentTarget.value)}
              data-testid="member-nickname-input"
            />
            <button
              type="submit"
              className="button button--primary"
              disabled={busy || nickname.trim() === ''}
              data-testid="member-nickname-save"
            >
              {t('account.member.save')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setEditing(false)}
            >
              {t('account.member.cancel')}
            </button>
          </div>
        </form>
      ) : null}
      {error ? (
        <p className="account-error" role="alert" data-testid="member-profile-error">
          {error}
        </p>
      ) : null}
    </section>
  );
};
