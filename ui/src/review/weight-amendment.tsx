import { Button, ControlGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { AmendWeightRequest, type HubEventRow } from '@cairn/contracts';
import { formatWeight, unitText } from '../common/format';
import { t } from './review.messages';
import { amendWeight, isWeightAmendable } from './review.api';

/** Inline weight amendment (Document 2 §2, §5): only where allowed; stays open when the call fails. */
export function WeightAmendment({
  event,
  onAmended,
}: {
  event: HubEventRow;
  onAmended: (row: HubEventRow) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = formatWeight(event.weight, event.quantityUnit);
  if (!isWeightAmendable(event)) return <span>{shown}</span>;
  if (draft === null) {
    return (
      <span className="weight-amendment">
        {shown}
        <Button
          size="small"
          variant="minimal"
          icon="edit"
          aria-label={t('review.amendWeight')}
          title={t('review.amendWeight')}
          onClick={() => setDraft(String(event.weight))}
        />
      </span>
    );
  }

  const save = async () => {
    const parsed = AmendWeightRequest.safeParse({ weight: draft });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0].message));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const row = await amendWeight(event.uuid, parsed.data.weight);
      // An empty answer counts as a failure (Document 2 §8): the edit stays open.
      if (!row) return;
      onAmended(row);
      setDraft(null);
    } catch {
      // The error bar explains; the edit stays open with the typed value.
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="weight-amendment">
      <ControlGroup>
        <InputGroup
          size="small"
          aria-label={t('review.colWeight')}
          value={draft}
          autoFocus
          intent={error ? 'danger' : 'none'}
          rightElement={
            <span className="weight-amendment__unit">{unitText(event.quantityUnit)}</span>
          }
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void save();
            if (e.key === 'Escape') setDraft(null);
          }}
        />
        <Button
          size="small"
          icon="tick"
          intent="primary"
          aria-label={t('review.saveWeight')}
          loading={busy}
          onClick={() => void save()}
        />
        <Button
          size="small"
          icon="cross"
          aria-label={t('review.cancel')}
          disabled={busy}
          onClick={() => {
            setDraft(null);
            setError(null);
          }}
        />
      </ControlGroup>
      {error && <span className="weight-amendment__error">{error}</span>}
    </span>
  );
}
