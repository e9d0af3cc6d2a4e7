import { Datagrid, FunctionField, List, TextField, useTranslate } from 'react-admin';
import { opsReferralDecide, type OpsReferralReview } from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { LocalDateField } from '../lib/dates';
import { Decisions } from './decide-button';
import { ValueChipField } from '../lib/value-chip';

/** The message key of each reason a reward is held. */
const REASON_LABELS: Record<OpsReferralReview['holdReasons'][number], string> = {
  address: 'console.referrals.same_address',
  payeeName: 'console.referrals.same_payee',
  bankAccount: 'console.referrals.same_account',
};

/**
 * Invitation rewards held because inviter and friend look like one person; finance
 * pays (the bonus is credited then) or refuses each.
 */
export const ReferralReviewList = () => {
  const translate = useTranslate();
  return (
    <List exporter={false} pagination={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="inviterUsername" />
        <TextField source="friendUsername" />
        <TextField source="amount" />
        <TextField source="deposit" />
        <FunctionField<OpsReferralReview>
          label="console.referrals.shared"
          render={(r) => r.holdReasons.map((h) => translate(REASON_LABELS[h])).join(', ')}
        />
        <ValueChipField source="status" kind="referral_status" />
        <LocalDateField source="createdAt" showTime />
        <TextField source="decidedBy" emptyText="-" />
        <FunctionField<OpsReferralReview>
          label="console.finance.decide"
          render={(r) => {
            if (r.status !== 'held') return null;
            return (
              <Decisions
                decisions={[
                  {
                    action: 'pay',
                    label: 'console.referrals.pay',
                    confirm: 'console.referrals.confirm_pay',
                    values: { amount: r.amount, inviter: r.inviterUsername },
                  },
                  {
                    action: 'reject',
                    label: 'console.referrals.refuse',
                    colour: 'error',
                    confirm: 'console.referrals.confirm_refuse',
                    values: { inviter: r.inviterUsername, friend: r.friendUsername },
                  },
                ]}
                run={(action) =>
                  opsCall(opsReferralDecide, { body: { friendId: r.friendId, action } })
                }
              />
            );
          }}
        />
      </Datagrid>
    </List>
  );
};
