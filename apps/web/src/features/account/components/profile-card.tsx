import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import CircleUser from 'lucide-react/icons/circle-user';
import Camera from 'lucide-react/icons/camera';
import Pencil from 'lucide-react/icons/pencil';
import { NICKNAME_MAX_LENGTH, NOTIFICATION_MS } from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useSession } from '@/lib/use-session';
import { useTranslation } from '@/lib/use-translation';
import {
  setNicknameRequest,
  uploadIconRequest,
  useMemberIcon,
  useMemberProfile,
} from '../api/profile';
import { errorMessageOf } from '../utils/error-message';
import { ICON_TYPES, iconFileProblem, readAsDataUrl } from '../utils/icon-file';
import { useSingleSubmit } from '@/lib/use-single-submit';

/** Name, level label (§2.12, links to benefits), nickname and head icon (§7 info/*). */
export const ProfileCard = ({ variant }: { variant: 'base' | 'new' }) => {
  const { t } = useTranslation();
  const id = useId();
  const session = useSession();
  const profile = useMemberProfile();
  const icon = useMemberIcon();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  const [nickname, setNickname] = useState('');
  const { pending: busy, guard } = useSingleSubmit();
  const [error, setError] = useState<string | null>(null);

  const level = profile.data?.level?.name ?? profile.data?.clubLabel?.labelName ?? null;
  const name = profile.data?.userName ?? session?.userName ?? '';

  const onFile = guard(async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return;
    const problem = iconFileProblem(file);
    if (problem) {
      setError(t(problem === 'type' ? 'account.member.icon_type' : 'account.member.icon_size'));
      return;
    }
    setError(null);
    try {
      const value = await uploadIconRequest({ image: await readAsDataUrl(file) });
      queryClient.setQueryData(['account', 'icon', session?.token ?? null], value);
      showToast('success', t('account.member.icon_saved'), NOTIFICATION_MS);
    } catch (err) {
      setError(errorMessageOf(err, t('account.security.error')));
    }
  });

  const onSave = guard(async () => {
    setError(null);
    try {
      await setNicknameRequest({ nickname: nickname.trim() });
      await queryClient.invalidateQueries({ queryKey: ['account', 'memberInfo'] });
      setEditing(false);
      showToast('success', t('account.member.nickname_saved'), NOTIFICATION_MS);
    } catch (err) {
      setError(errorMessageOf(err, t('account.security.error')));
    }
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
          <button
            type="button"
            className="icon-button"
            aria-label={t('account.member.nickname_edit')}
            onClick={() => {
              setNickname(profile.data?.nickname ?? '');
              setEditing(true);
            }}
            data-testid="member-nickname-edit"
          >
            <Pencil size={18} aria-hidden="true" />
          </button>
        )}
      </div>
      {editing ? (
        <form className="account-form" noValidate onSubmit={(e) => void onSave(e)}>
          <label className="account-label" htmlFor={`${id}-nickname`}>
            {t('account.member.nickname')}
          </label>
          <div className="account-form__row">
            <input
              id={`${id}-nickname`}
              className="account-input"
              maxLength={NICKNAME_MAX_LENGTH}
              value={nickname}
              onChange={(e) => setNickname(e.currentTarget.value)}
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
