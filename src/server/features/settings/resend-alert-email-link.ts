// "Resend link" beside a workspace's alert e-mail that is waiting for verification (admins).
import { eq } from 'drizzle-orm';
import { linkSentText, VERIFY_MSG, type LinkSent } from '../../../contracts/verification.js';
import type { Actor } from '../../auth/actor.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { workspaces } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { assertMaySendLink } from '../../accounts/email-token.js';
import { personName, sendVerificationLink } from '../../accounts/send-verification-link.js';

export async function resendAlertEmailLink(
  db: Db,
  config: Config,
  actor: Actor,
): Promise<LinkSent> {
  if (!config.mail.smtpUrl) throw new AppError('unavailable', VERIFY_MSG.mailNotConfigured);
  return db.transaction(async (tx) => {
    const [ws] = await tx
      .select()
      .from(workspaces)
      .where(eq(workspaces.id, actor.workspaceId))
      .for('update');
    if (!ws?.alertEmail) throw badRequest(VERIFY_MSG.noAlertEmail);
    if (ws.alertEmailVerifiedAt) throw new AppError('conflict', VERIFY_MSG.alertEmailVerified);
    await assertMaySendLink(tx, { purpose: 'alert_email', workspaceId: ws.id }, { resend: true });
    await sendVerificationLink(tx, config, {
      kind: 'alert_email',
      email: ws.alertEmail,
      workspaceId: ws.id,
      workspaceName: ws.name,
      personName: personName(actor),
    });
    return { email: ws.alertEmail, message: linkSentText(ws.alertEmail) };
  });
}
