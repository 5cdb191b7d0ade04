import { Button, H2, Spinner } from '@blueprintjs/core';
import { NonIdealState } from '../../common/headings';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { mutate as revalidate } from 'swr';
import { plateFromText, type FileUpload } from '@cairn/contracts';
import { getUser } from '../../api/session';
import { waitForAnalysis } from '../../common/file-upload.api';
import { isLocalUpload } from '../outbox/outbox';
import { ImmediateReviewWarnings } from '../../auto-review/immediate-review';
import { PictureStep } from '../picture-step';
import type { HubConfig } from '../use-hub-config.hook';
import { t } from '../hub-forms.messages';

/**
 * The evidence of a form: the uploaded picture or document. `onRead` gets the upload again once the
 * worker has read it (for prefills such as the licence plate).
 */
export function useEvidence(
  onUploaded: (upload: FileUpload) => void,
  onRead?: (upload: FileUpload) => void,
) {
  const [upload, setUpload] = useState<FileUpload | null>(null);
  useEffect(() => {
    if (!upload || !onRead || isLocalUpload(upload)) return;
    if (upload.postAnalysisResults?.length) {
      onRead(upload);
      return;
    }
    const abort = new AbortController();
    void waitForAnalysis(upload.uuid, abort.signal).then((read) => {
      if (read) onRead(read);
    });
    return () => abort.abort();
  }, [upload?.uuid]); // once per upload; onRead reads the form at that moment
  return {
    upload,
    setUpload: (next: FileUpload) => {
      setUpload(next);
      onUploaded(next);
    },
  };
}

/** After a save every figure on the overview may have changed: refresh them all, then go back to it. */
export const savedThenOverview = async (navigate: NavigateFunction) => {
  navigate('/hub-overview');
  await revalidate(() => true);
};

/** The plate the picture shows, if the text recognition found one. */
export const plateOf = (upload: FileUpload) => plateFromText(upload.postAnalysisResults ?? []);

interface EvidenceFormProps {
  title: string;
  hub: HubConfig;
  pictureMessage: string;
  upload: FileUpload | null;
  onUploaded: (upload: FileUpload) => void;
  /** Form valid and nothing else missing; the picture is checked here. */
  valid: boolean;
  saving: boolean;
  savingTitle: string;
  saveText?: string;
  /** The picture shows a scale display whose reading is the form's `weight`: IMAGE_IMMEDIATE_REVIEW warns before Save. */
  scalePicture?: boolean;
  /** false: the form asks no picture (a hub setting leaves the step out, e.g. showMaterialClearanceTransport). */
  picture?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * The frame of every hub app form with evidence (Document 3 §2, §4): the camera or, where the hub
 * allows it, a PDF or image of at most 5,000,000 bytes; Cancel or leaving the camera returns to
 * /hub-overview; while saving a loading view replaces the form; Save waits for a valid form and an upload.
 */
export function EvidenceForm({
  title,
  hub,
  pictureMessage,
  upload,
  onUploaded,
  valid,
  saving,
  savingTitle,
  saveText = t('hub.save'),
  scalePicture = false,
  picture = true,
  onSubmit,
  children,
}: EvidenceFormProps) {
  const navigate = useNavigate();
  const leave = () => navigate('/hub-overview');
  if (saving)
    return (
      <NonIdealState
        className="bag-form__saving"
        icon={<Spinner size={48} />}
        title={savingTitle}
      />
    );
  return (
    <form
      className="bag-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <H2>{title}</H2>
      {picture && (
        <PictureStep
          message={pictureMessage}
          allowFileUpload={hub.enableDocumentUpload ?? false}
          cameraResolution={getUser()?.cameraResolution ?? hub.cameraResolution}
          upload={upload}
          onUploaded={onUploaded}
          onAbandon={leave}
        />
      )}
      {children}
      {scalePicture && upload && <ImmediateReview hub={hub} upload={upload} />}
      <div className="bag-form__actions">
        <Button size="large" text={t('hub.cancel')} onClick={leave} />
        <Button
          size="large"
          type="submit"
          intent="primary"
          text={saveText}
          disabled={!valid || (picture && !upload) || saving}
        />
      </div>
    </form>
  );
}

/** IMAGE_IMMEDIATE_REVIEW: what the review would say of a picture already on the server (not one waiting in the outbox). */
export function ImmediateReview({ hub, upload }: { hub: HubConfig; upload: FileUpload }) {
  if (!hub.features?.includes('IMAGE_IMMEDIATE_REVIEW') || isLocalUpload(upload)) return null;
  return <ImmediateReviewWarnings uploadUuid={upload.uuid} />;
}
