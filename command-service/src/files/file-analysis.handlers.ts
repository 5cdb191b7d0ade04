import type { EventData, StoredEvent } from '@cairn/contracts';
import type { AppContext } from '../app-context';
import { fileUploadDecider } from './file-upload.decider';

/** Records the worker's text recognition of an upload; the command id derives from the upload event. */
export const recordAnalysis = async (
  app: AppContext,
  analysis: { data: EventData<'FileAnalyzed'> },
  cause: StoredEvent,
): Promise<void> => {
  const { uuid, engine, results, analyzedAt } = analysis.data;
  const stream = `fileUpload-${uuid}`;
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
          events: fileUploadDecider.decide(
            { type: 'RecordAnalysis', uuid, engine, results, at: analyzedAt },
            await reader.load(stream, fileUploadDecider),
          ),
        },
      ],
      result: { status: 200, body: { uuid } },
    }),
  );
};
