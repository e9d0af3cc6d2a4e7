import { useId, useState } from 'react';
import { AGE_DOCUMENT_MAX_BYTES, type AgeVerificationValue } from '@lotto/contract';
import { InputField } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { SubmitButton } from '@/components/ui/submit-button';
import { checkedInOrder, useCheckedForm } from '@/lib/checked-form';
import { formatMerchantTime } from '@/lib/merchant-time';
import { refusalOf } from '@/lib/refusal';
import { ApiError } from '@/lib/api-client';
import { readAsDataUrl } from '@/lib/read-as-data-url';
import { useZoneOffsets } from '@/lib/settings';
import { useTranslation, type Translate } from '@/lib/use-translation';
import { useAgeVerification, useSubmitAgeDocument } from '../api/age-verification';
import { ProtectionSection } from './protection-section';
import '../messages';
import '../protection.css';

const DOCUMENT_TYPES = ['image/png', 'image/jpeg'];

type Errors = { dateOfBirth?: string; document?: string; form?: string };

/** The server's refusal at this form's fields; a too-young date says the age it asks. */
const errorsOf = (error: unknown, minimumAge: number, t: Translate) => {
  const r = refusalOf(error);
  const codes =
    error instanceof ApiError
      ? ((error.value as { fieldCodes?: Record<string, { code?: string }> } | null)?.fieldCodes ??
        {})
      : {};
  const out: Errors = {};
  if (r.fields.dateOfBirth)
    out.dateOfBirth =
      codes.dateOfBirth?.code === 'invalid'
        ? t('protection.age.too_young', { min: minimumAge })
        : t('protection.age.date_invalid');
  if (r.fields.data) out.document = t('protection.age.document_rule');
  if (!out.dateOfBirth && !out.document) out.form = r.message;
  return out;
};

const StateText = ({ value }: { value: AgeVerificationValue }) => {
  const { t } = useTranslation();
  const offsets = useZoneOffsets();
  return (
    <div
      className={`protection-status age-state age-state--${value.state}`}
      data-testid="age-state"
      data-state={value.state}
    >
      <p className="protection-status__text">{t(`protection.age.state_${value.state}`)}</p>
      {value.state === 'rejected' && value.reason ? (
        <p data-testid="age-reason">{t('protection.age.reason', { reason: value.reason })}</p>
      ) : null}
      {value.submittedAt !== null && value.state === 'pending' ? (
        <p className="protection-muted">
          {t('protection.age.sent_at', { at: formatMerchantTime(value.submittedAt, offsets) })}
        </p>
      ) : null}
      <p className="protection-muted">
        {value.required
          ? t('protection.age.required', { min: value.minimumAge })
          : t('protection.age.optional', { min: value.minimumAge })}
      </p>
    </div>
  );
};

const DocumentForm = ({ value }: { value: AgeVerificationValue }) => {
  const { t } = useTranslation();
  const dateId = useId();
  const fileId = useId();
  const fileHint = useId();
  // The file is no text field: the form keeps it beside its values and checks it with them.
  const [file, setFile] = useState<File | null>(null);
  const documentFits = (f: File | null): f is File =>
    f !== null && DOCUMENT_TYPES.includes(f.type) && f.size < AGE_DOCUMENT_MAX_BYTES;
  const { form, submit, errorOf, showAt, field } = useCheckedForm(
    checkedInOrder(
      ['dateOfBirth'],
      [
        [
          'dateOfBirth',
          (v) =>
            /^\d{4}-\d{2}-\d{2}$/.test(v.dateOfBirth) ? null : t('protection.age.date_invalid'),
        ],
        ['document', () => (documentFits(file) ? null : t('protection.age.document_rule'))],
      ],
      { every: true },
    ),
    { dateOfBirth: '' },
    { clearOnEdit: false },
  );
  const refused = (error: unknown) => {
    form.clearErrors();
    const found = errorsOf(error, value.minimumAge, t);
    if (found.dateOfBirth) showAt('dateOfBirth', found.dateOfBirth);
    if (found.document) showAt('document', found.document);
    if (found.form) showAt('root', found.form);
  };
  const send = useSubmitAgeDocument({ mutationConfig: { onError: refused } });
  const errors: Errors = {
    dateOfBirth: errorOf('dateOfBirth'),
    document: errorOf('document'),
    form: errorOf('root'),
  };

  const onSubmit = submit(async ({ dateOfBirth }) => {
    if (!documentFits(file)) return;
    const data = await readAsDataUrl(file).catch((error: unknown) => {
      refused(error);
      return null;
    });
    if (data !== null) await send.mutateAsync({ dateOfBirth, data }).catch(() => undefined);
  });

  return (
    <form className="protection-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <InputField
        id={dateId}
        label={t('protection.age.date_of_birth')}
        type="date"
        className="field-input protection-input"
        max={new Date().toISOString().slice(0, 10)}
        {...field('dateOfBirth')}
        alertError
        testId="age-date-of-birth"
      />
      <label className="field-label" htmlFor={fileId}>
        {t('protection.age.document')}
      </label>
      <input
        id={fileId}
        type="file"
        accept="image/png,image/jpeg"
        className="field-input protection-input protection-file"
        aria-describedby={fileHint}
        aria-invalid={errors.document ? true : undefined}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        data-testid="age-document"
      />
      <p id={fileHint} className="protection-muted">
        {t('protection.age.document_hint')}
      </p>
      {errors.document ? (
        <p role="alert" className="field-error">
          {errors.document}
        </p>
      ) : null}
      {errors.form ? (
        <p role="alert" className="field-error" data-testid="age-form-error">
          {errors.form}
        </p>
      ) : null}
      <div className="protection-actions">
        <SubmitButton pending={send.isPending} testId="age-submit" inline>
          {t('protection.age.submit')}
        </SubmitButton>
      </div>
    </form>
  );
};

/** Issue 34: the member's age verification: its state, and an ID document to send. */
export const AgeVerificationPage = () => {
  const { t } = useTranslation();
  const age = useAgeVerification();
  const value = age.data;
  const canSend = value && (value.state === 'none' || value.state === 'rejected');
  return (
    <Page name="age-verification" className="protection-page">
      <p className="protection-muted">{t('protection.age.intro')}</p>
      {value ? (
        <ProtectionSection title={t('protection.age.state_title')} testId="age-verification">
          <StateText value={value} />
        </ProtectionSection>
      ) : age.isError ? (
        <p role="alert" className="field-error">
          {t('protection.load_failed')}
        </p>
      ) : (
        <div className="card protection-skeleton" aria-hidden="true" />
      )}
      {canSend ? (
        <ProtectionSection
          title={t('protection.age.send_title')}
          hint={t('protection.age.send_hint', { min: value.minimumAge })}
          testId="age-send"
        >
          <DocumentForm value={value} />
        </ProtectionSection>
      ) : null}
    </Page>
  );
};
