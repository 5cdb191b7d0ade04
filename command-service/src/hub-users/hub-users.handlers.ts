import {
  type AddHubUserRequest,
  type HubUserKind,
  canHaveHubOwner,
  hubUserRole,
  regionOfCountry,
} from '@cairn/contracts';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { DomainError } from '../command-handling/domain-error';
import { loadHub } from '../hubs/hub.handlers';
import { emailText } from '../emails/email-texts';
import { writeEmail } from '../identity/email-outbox';
import { registrationAppends, temporaryPassword } from '../identity/user-registration';

export interface AddedHubUser {
  uuid: string;
  firstName: string;
  lastName: string;
  fullName: string;
  gender: string;
  email: string | null;
  phoneNumber: string | null;
  authType: string;
  role: string;
  company: { uuid: string; name: string };
}

/**
 * Adds a manager or an owner to a hub. The claim streams keep emails and phone numbers unique; a new
 * email account gets its password through the email outbox, like a hub's first owner.
 */
export const addHubUser = async (
  app: AppContext,
  ctx: CommandContext,
  hubUuid: string,
  kind: HubUserKind,
  body: AddHubUserRequest,
): Promise<AddedHubUser> => {
  const hub = await loadHub(app, hubUuid);
  if (hub.state === 'ARCHIVED') throw new DomainError('invalid', 'hubNotActive');
  if (kind === 'owner' && !canHaveHubOwner(hub))
    throw new DomainError('invalid', 'hubOwnerNotAllowed');
  const uuid = app.newId();
  const email = body.email?.trim() || null;
  const phoneNumber = body.phoneNumber?.trim() || null;
  const role = hubUserRole(kind);
  const temporary = body.authType === 'EMAIL_PASSWORD' ? await temporaryPassword() : null;
  const done = await runCommand(app, { ...ctx, hubUuid }, async (reader) => ({
    appends: await registrationAppends(reader, {
      uuid,
      hubUuid,
      role,
      gender: body.gender,
      firstName: body.firstName,
      lastName: body.lastName,
      email,
      phoneNumber,
      language: body.language,
      authType: body.authType,
      region: regionOfCountry(hub.country),
      passwordHash: temporary?.hash ?? null,
      mustChange: temporary !== null,
      at: ctx.now,
    }),
    result: { status: 201, body: { uuid } },
  }));
  // Only the first run of a command writes the email: a repeated Idempotency-Key appends nothing.
  if (temporary && email && done.checkpoint) {
    await writeEmail(
      app.config.dataDir,
      email,
      emailText(body.language, 'welcomeSubject'),
      emailText(body.language, 'welcomeAddedUser', {
        role: kind,
        hub: hub.name,
        email,
        password: temporary.password,
      }),
    );
  }
  const added = (done.body as { uuid: string }).uuid;
  return {
    uuid: added,
    firstName: body.firstName,
    lastName: body.lastName,
    fullName: `${body.firstName} ${body.lastName}`,
    gender: body.gender,
    email,
    phoneNumber,
    authType: body.authType,
    role,
    company: { uuid: hub.uuid, name: hub.name },
  };
};
