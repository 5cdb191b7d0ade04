import PDFDocument from 'pdfkit';
import { formatQuantity, materialTypeLabel, type DeclarationPeriodQuery } from '@cairn/contracts';
import type { HubRow } from '@cairn/projection-service';
import type { ClearedMaterial } from './declaration.sources';
import { flowSection } from './declaration-flow.pdf';
import type { MaterialFlow } from '@cairn/contracts';

type Doc = InstanceType<typeof PDFDocument>;

/** One clearance: what left, to whom, and where the material came from. */
const clearanceSection = (
  doc: Doc,
  cleared: ClearedMaterial,
  heading: string,
  verifyBase: string | undefined,
) => {
  const { clearance } = cleared;
  doc.fontSize(14).text(heading);
  doc.fontSize(11);
  doc.text(`Reference: ${clearance.uuid}`);
  // Anyone checks the clearance without an account (issue 34: public verification).
  if (verifyBase) doc.text(`Verify: ${verifyBase}/verify/${clearance.uuid}`);
  doc.text(`Weighed: ${clearance.weighedAt.slice(0, 10)}`);
  doc.text(
    `Material: ${cleared.materialTypes.map(materialTypeLabel).join(', ') || (clearance.materialType ?? '-')}`,
  );
  doc.text(`Quantity: ${formatQuantity(clearance.weight, clearance.quantityUnit)}`);
  if (cleared.buyer) doc.text(`Buyer: ${cleared.buyer}`);
  if (clearance.licensePlate) doc.text(`Transport: ${clearance.licensePlate}`);
  doc.moveDown(0.5);
  doc.fontSize(12).text('Sources of the material');
  doc.fontSize(11);
  if (cleared.sources.length === 0) doc.text('No registered source (collected by the hub itself).');
  for (const source of cleared.sources) doc.text(`• ${source}`);
  doc.moveDown();
};

/** Kilograms and litres are never added together: one total per unit. */
const totals = (cleared: ClearedMaterial[]): string =>
  (['KG', 'LITER'] as const)
    .map((unit) => {
      const of = cleared.filter((c) => c.clearance.quantityUnit === unit);
      return of.length
        ? formatQuantity(
            of.reduce((s, c) => s + c.clearance.weight, 0),
            unit,
          )
        : null;
    })
    .filter((t): t is string => t !== null)
    .join(' and ');

/**
 * The recycler's sustainability declaration, as a PDF (pdfkit, already the project's PDF library for
 * evidence packs): of one clearance, or, with a period, of every clearance weighed in it, each with
 * its own sources (docs/decisions.md).
 */
export const declarationPdf = (
  hub: HubRow,
  clearances: ClearedMaterial[],
  madeAt: string,
  period?: DeclarationPeriodQuery,
  verifyBase?: string,
  /** The hub's material flow in the period, drawn before the clearances. */
  flow?: MaterialFlow,
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `Sustainability declaration ${hub.name}`, Producer: 'Cairn' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(20).text('Sustainability declaration');
    doc.moveDown(0.5).fontSize(12);
    doc.text(`Recycler: ${hub.name}`);
    doc.text(
      [hub.street, `${hub.zipCode} ${hub.city}`, hub.region, hub.country]
        .filter(Boolean)
        .join(', '),
    );
    if (period) {
      doc.text(`Period: ${period.from} to ${period.to}`);
      doc.text(
        clearances.length === 0
          ? 'No clearance was weighed in this period.'
          : `Clearances: ${clearances.length}, in all ${totals(clearances)}`,
      );
    }
    doc.moveDown();
    if (flow) flowSection(doc, flow);
    clearances.forEach((cleared, i) =>
      clearanceSection(
        doc,
        cleared,
        period ? `Clearance ${i + 1} of ${clearances.length}` : 'Clearance',
        verifyBase,
      ),
    );
    if (clearances.length > 0)
      doc.text(
        `${hub.name} declares that the material above was received from the sources named, recorded in Cairn with a picture and weight at every step, and reviewed there.`,
      );
    doc.moveDown().fontSize(9).text(`Made by Cairn on ${madeAt}.`);
    doc.end();
  });
