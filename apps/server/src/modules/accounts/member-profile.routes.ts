import type { FastifyInstance } from 'fastify';
import { ICON_DATA_URL_MAX_LENGTH, memberIcon, setNickname, uploadIcon } from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import type { AccountServices } from './account-services';
import { realMember } from '../../plugins/session-auth.plugin';

/**
 * An image call's body: room beyond the largest data URL, so a file a little over 5 MB is a 400
 * naming the field (the schema's bound) rather than a bare 413; far larger bodies are cut off.
 */
const ICON_BODY_LIMIT = 2 * ICON_DATA_URL_MAX_LENGTH;
/** Decoding and re-encoding an image is the costliest call a member makes. */
const ICON_RATE = { max: 10, timeWindow: 60_000 };

/** The member centre: nickname and head icon. */
export default async function memberProfileRoutes(app: FastifyInstance, opts: AccountServices) {
  const { profile } = opts;

  registerOperation(app, setNickname, async (req) => {
    await profile.setNickname(realMember(req).id, req.body.nickname);
    return null;
  });
  registerOperation(app, memberIcon, (req) => profile.icon(realMember(req).id));
  registerOperation(
    app,
    uploadIcon,
    (req) => profile.uploadIcon(realMember(req).id, req.body.image),
    {
      bodyLimit: ICON_BODY_LIMIT,
      rateLimit: ICON_RATE,
    },
  );
}
