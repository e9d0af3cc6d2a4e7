import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { TextField } from './text-field';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** A new password and its confirmation; the password field re-checks the confirmation (§5). */
/** What both fields are: a required password the browser may offer to generate and save. */
const NEW_PASSWORD = {
  required: true,
  type: 'password',
  autoComplete: 'new-password',
  maxLength: 64,
} as const;

export const NewPasswordFields = <T extends NewPasswordValues>({
  form,
}: {
  form: UseFormReturn<T>;
}) => {
  const { t } = useTranslation();
  const { register, formState, getValues, trigger } = form;
  const newName = 'newPassword' as Path<T>;
  const confirmName = 'confirmPassword' as Path<T>;
  return (
    <>
      <TextField
        label={t('auth.new_password')}
        registration={register(newName, {
          onChange: () => {
            if (getValues(confirmName)) void trigger(confirmName);
          },
        })}
        {...NEW_PASSWORD}
        placeholder={t('auth.new_password_placeholder')}
        error={formState.errors.newPassword?.message as string | undefined}
        testId="new-password"
      />
      <TextField
        label={t('auth.confirm_password')}
        registration={register(confirmName)}
        {...NEW_PASSWORD}
        placeholder={t('auth.confirm_password_placeholder')}
        error={formState.errors.confirmPassword?.message as string | undefined}
        testId="confirm-password"
      />
    </>
  );
};
