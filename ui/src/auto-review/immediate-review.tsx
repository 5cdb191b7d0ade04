import { Callout } from '@blueprintjs/core';
import { useWatch } from 'react-hook-form';
import useSWR from 'swr';
import type { ImmediateReview } from '@cairn/contracts';
import { fetcher } from '../api/request';
import { immediateWarnings } from './immediate-warnings';
import './auto-review.css';

/** IMAGE_IMMEDIATE_REVIEW: right after the picture is taken, before Save, what the review would say. */
export function ImmediateReviewWarnings({ uploadUuid }: { uploadUuid: string }) {
  const typed = useWatch({ name: 'weight' }) as string | undefined;
  const { data } = useSWR<ImmediateReview>(
    `/api/fileUploads/${encodeURIComponent(uploadUuid)}/immediateReview`,
    fetcher,
    {
      revalidateOnFocus: false,
      // The worker reads the picture a moment after the upload: ask again until it has.
      refreshInterval: (latest) => (latest?.analyzed ? 0 : 1000),
    },
  );
  const warnings = immediateWarnings(data, typed ?? '');
  if (warnings.length === 0) return null;
  return (
    <Callout intent="warning" icon="warning-sign" className="immediate-review">
      {warnings.map((w) => (
        <p key={w}>{w}</p>
      ))}
    </Callout>
  );
}
