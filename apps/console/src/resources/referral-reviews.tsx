import { ChipField, Datagrid, DateField, FunctionField, List, TextField } from 'react-admin';
import { Stack } from '@mui/material';
import { opsReferralDecide, type OpsReferralReview } from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { Decide } from './decide-button';

const REASON_LABELS: Record<OpsReferralReview['holdReasons'][number], string> = {
  address: 'same address',
  payeeName: 'same payee name',
  bankAccount: 'same bank account',
};

/**
 * Invitation rewards held because inviter and friend look like one person; finance
 * pays (the bonus is credited then) or refuses each.
 */
export const ReferralReviewList = () => (
  <List exporter={false} pagination={false} title="Referral reviews">
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="inviterUsername" label="Inviter" />
      <TextField source="friendUsername" label="Friend" />
      <TextField source="amount" />
      <TextField source="deposit" label="First deposit" />
      <FunctionField<OpsReferralReview>
        label="Shared"
        render={(r) => r.holdReasons.map((h) => REASON_LABELS[h]).join(', ')}
      />
      <ChipField source="status" />
      <DateField source="createdAt" label="Held" showTime />
      <TextField source="decidedBy" label="Decided by" emptyText="-" />
      <FunctionField<OpsReferralReview>
        label="Decide"
        render={(r) => {
          if (r.status !== 'held') return null;
          const decide = (action: 'pay' | 'reject') => () =>
            opsCall(opsReferralDecide, { body: { friendId: r.friendId, action } });
          return (
            <Stack direction="row" spacing={1}>
              <Decide
                label="Pay"
                confirmText={`Pay ${r.amount} to ${r.inviterUsername}?`}
                run={decide('pay')}
              />
              <Decide
                label="Refuse"
                colour="error"
                confirmText={`Refuse the reward of ${r.inviterUsername} for ${r.friendUsername}?`}
                run={decide('reject')}
              />
            </Stack>
          );
        }}
      />
    </Datagrid>
  </List>
);
