import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  pushPublicKey,
  pushSubscribe,
  pushUnsubscribe,
  reminderPreferences,
  setReminderPreferences,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { realMember } from '../../plugins/session-auth.plugin';
import type { ReminderMember, RemindersService } from './reminders.service';

const memberOf = (req: FastifyRequest): ReminderMember => {
  const member = realMember(req);
  return { memberId: member.id, merchantCode: member.merchantCode };
};

/** Issue 33: the VAPID public key, a device's subscription, and the reminder choices. */
export default async function remindersRoutes(
  app: FastifyInstance,
  opts: { reminders: RemindersService; publicKey: string | null },
) {
  const { reminders } = opts;

  registerOperation(app, pushPublicKey, () => ({ publicKey: opts.publicKey }));

  registerOperation(app, pushSubscribe, (req) =>
    reminders.subscribe(memberOf(req), {
      endpoint: req.body.endpoint,
      keys: req.body.keys,
      language: req.body.language ?? req.language,
    }),
  );

  registerOperation(app, pushUnsubscribe, (req) =>
    reminders.unsubscribe(memberOf(req), req.body.endpoint),
  );

  registerOperation(app, reminderPreferences, (req) =>
    reminders.preferences(memberOf(req).memberId),
  );

  registerOperation(app, setReminderPreferences, (req) =>
    reminders.setPreferences(memberOf(req), req.body),
  );
}
