import type { EventData, StoredEvent } from '@cairn/contracts';
import type { AppContext } from '../app-context';
import { decideAnalysis, fileUploadDecider } from './file-upload.decider';

/** Records the worker's text recognition of an upload; the command id derives from the upload event. */
export const recordAnalysis = async (
  app: AppContext,
  analysis: { data: EventData<'FileAnalyzed'> },
  cause: StoredEvent,
): Promise<void> => {
  const stream = `fileUpload-${analysis.data.uuid}`;
  await app.commands.execute(
    {
      commandId: `${cause.id}:ocr`,
      actorUuid: null,
      hubUuid: cause.metadata.hubUuid ?? null,
      correlationId: cause.metadata.correlationId,
      now: app.now().toISOString(),
    },
    async (reader) => ({
      appends: [
        {
          streamId: stream,
          events: decideAnalysis(analysis.data, await reader.load(stream, fileUploadDecider)),
        },
      ],
      result: { status: 200, body: { uuid: analysis.data.uuid } },
    }),
  );
};
