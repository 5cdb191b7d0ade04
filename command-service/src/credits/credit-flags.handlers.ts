import type { AlertRequest, StoredEvent } from '@cairn/contracts';
import type { AppContext } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { admins } from '../notifications/alert-recipients';
import { recordAlert } from '../notifications/alert-record';
import { CREDIT_REGISTRY_STREAM, creditRegistryDecider } from './credit-registry.decider';
import { serialsOf } from './credits.handlers';

const TEXTS = {
  EN: (serials: string, reason: string) => ({
    title: 'Plastic credits flagged',
    body: `The evidence behind ${serials} was ${reason.toLowerCase().replace('_', ' ')}: the credits are flagged; check them before they are sold.`,
  }),
  DE: (serials: string, reason: string) => ({
    title: 'Plastikgutschriften markiert',
    body: `Die Nachweise hinter ${serials} wurden geändert (${reason}): die Gutschriften sind markiert; prüfen Sie sie vor dem Verkauf.`,
  }),
};

/**
 * The alerts reactor's CREDIT_EVIDENCE_CHANGED: flags the blocks standing on the record (not
 * changing them) and tells every admin. Both command ids derive from the cause: a replay flags
 * and tells nothing twice.
 */
export const flagCreditsOf = async (
  app: AppContext,
  request: Extract<AlertRequest, { rule: 'CREDIT_EVIDENCE_CHANGED' }>,
  cause: StoredEvent,
): Promise<void> => {
  const ctx: CommandContext = {
    commandId: `${cause.id}:credits:flag`,
    actorUuid: null,
    hubUuid: request.hubUuid,
    correlationId: cause.metadata.correlationId,
    now: app.now().toISOString(),
  };
  let serials: string[] = [];
  await app.commands.execute(ctx, async (reader) => {
    const registry = await reader.load(CREDIT_REGISTRY_STREAM, creditRegistryDecider);
    const events = creditRegistryDecider.decide(
      {
        type: 'FlagCredits',
        hubEventUuid: request.hubEventUuid,
        reason: request.reason,
        at: ctx.now,
      },
      registry,
    );
    const flagged = events.flatMap((e) => (e.type === 'CreditsFlagged' ? e.data.blockUuids : []));
    serials = flagged.flatMap((uuid) => {
      const block = registry.blocks.get(uuid);
      return block ? [serialsOf(block).serial] : [];
    });
    return {
      appends: [{ streamId: CREDIT_REGISTRY_STREAM, events }],
      result: { status: 200, body: { flagged } },
    };
  });
  if (serials.length === 0) return;
  const list = serials.join(', ');
  await recordAlert(
    app,
    { ...ctx, commandId: `${cause.id}:credits:alert` },
    {
      streamId: `alert-credits-${cause.id}`,
      alertType: 'CREDITS_FLAGGED',
      hubUuid: request.hubUuid,
      subjectUuid: request.hubEventUuid,
      tags: [],
      outbox: true,
      texts: (language) => TEXTS[language](list, request.reason),
      link: `/registry?serial=${encodeURIComponent(serials[0])}`,
      users: await admins(app),
    },
  );
};
