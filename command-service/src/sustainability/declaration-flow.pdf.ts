import { formatQuantity, type MaterialFlow } from '@cairn/contracts';
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

const LABEL_WIDTH = 150;
const BAR_WIDTH = 260;
const BAR_HEIGHT = 11;

/**
 * The period's material flow as a bar per step, drawn with the PDF's own vector shapes (no image, no
 * font metrics of a browser): the same figures as the flow screen and the mass balance, so the same
 * period prints the same page. Its words carry every figure, for a reader who cannot see the bars.
 */
export const flowSection = (doc: Doc, flow: MaterialFlow) => {
  const s = flow.steps;
  const rows: Array<[string, number]> = [
    ['Registered', s.registered],
    ['Taken into grading', s.gradedInput],
    ['Graded', s.gradedOutput],
    ['Taken into processing', s.processedInput + s.processedLoad],
    ['Processed', s.processedOutput],
    ['Cleared (weighed)', s.cleared],
  ];
  const max = Math.max(...rows.map(([, w]) => w));
  doc.fontSize(12).text('Material flow of the period (kilograms, UTC days)');
  doc.fontSize(10);
  if (max <= 0) {
    doc.text('Nothing was weighed at this hub in this period.').moveDown();
    return;
  }
  const left = doc.page.margins.left;
  for (const [label, weight] of rows) {
    const y = doc.y;
    const width = Math.max(weight > 0 ? 1 : 0, Math.round((BAR_WIDTH * weight) / max));
    doc.fillColor('#1c2127').text(label, left, y, { width: LABEL_WIDTH - 8, lineBreak: false });
    if (width > 0)
      doc
        .rect(left + LABEL_WIDTH, y, width, BAR_HEIGHT)
        .fill('#2d72d2')
        .fillColor('#1c2127');
    doc.text(formatQuantity(weight, 'KG'), left + LABEL_WIDTH + width + 6, y, {
      lineBreak: false,
    });
    doc.x = left;
    doc.y = y + BAR_HEIGHT + 5;
  }
  const loss = (input: number, output: number) => formatQuantity(Math.max(0, input - output), 'KG');
  doc.text(
    `Loss in grading ${loss(s.gradedInput, s.gradedOutput)}, in processing ${loss(
      s.processedInput + s.processedLoad,
      s.processedOutput,
    )}.`,
    left,
  );
  if (flow.flaggedRegistered > 0)
    doc.text(
      `Of the registered weight, ${formatQuantity(flow.flaggedRegistered, 'KG')} rests on flagged hub events.`,
    );
  if (flow.sources.length > 0)
    doc.text(
      `Registered from: ${flow.sources
        .map((x) => `${sourceText(x)} ${formatQuantity(x.weight, 'KG')}`)
        .join('; ')}.`,
    );
  doc.moveDown();
};

const sourceText = (x: MaterialFlow['sources'][number]) => {
  switch (x.kind) {
    case 'COLLECTORS':
      return 'collectors';
    case 'PICKUP_POINT':
      return `pick-up point ${x.name ?? ''}`.trim();
    case 'HUB':
      return `hub ${x.name ?? ''}`.trim();
    case 'UNREGISTERED_SUPPLIER':
      return 'other suppliers';
    case 'UNNAMED':
      return 'no source named';
    default: {
      const none: never = x.kind;
      return String(none);
    }
  }
};
