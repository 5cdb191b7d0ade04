import { type AutoReviewFinding, UNIT_LABEL } from '@cairn/contracts';
import { t } from './findings.messages';

const unitText = (unit: string | undefined) =>
  unit ? ` ${UNIT_LABEL[unit as keyof typeof UNIT_LABEL] ?? unit.toLowerCase()}` : '';
const fromText = (kind: string | undefined) =>
  kind === 'PDF' ? t('finding.fromPdf') : kind === 'PICTURE' ? t('finding.fromPicture') : '';

/** A finding in words in the reader's language, with its evidence (contracts' findingSentence in English). */
export const findingText = ({ tag, evidence: e }: AutoReviewFinding): string => {
  const key = `finding.${tag}`;
  const text = t(key, {
    ...e,
    unit: unitText(e.quantityUnit),
    km: UNIT_LABEL.KM,
    from: fromText(e.documentKind),
    same: t(e.sameFile ? 'finding.samePictureFile' : 'finding.samePicture'),
    day: e.duplicateOfCreatedAt ? e.duplicateOfCreatedAt.slice(0, 10) : '?',
    dispatchedBy: e.dispatchedBy ?? t('finding.itsSupplier'),
  });
  return text === key ? tag : text;
};
