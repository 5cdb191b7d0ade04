import PDFDocument from 'pdfkit';
import { formatQuantity, materialTypeLabel } from '@cairn/contracts';
import type { HubRow } from '@cairn/projection-service';
import type { ClearedMaterial } from './declaration.sources';

/**
 * The recycler's sustainability declaration of one clearance, as a PDF (pdfkit, already the
 * project's PDF library for evidence packs): who declares, what left and to whom, and where the
 * material came from.
 */
export const declarationPdf = (
  hub: HubRow,
  cleared: ClearedMaterial,
  madeAt: string,
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const { clearance } = cleared;
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
    doc.text(`${hub.street}, ${hub.zipCode} ${hub.city}, ${hub.country}`);
    doc.moveDown();
    doc.fontSize(14).text('Clearance');
    doc.fontSize(11);
    doc.text(`Reference: ${clearance.uuid}`);
    doc.text(`Weighed: ${clearance.weighedAt.slice(0, 10)}`);
    doc.text(
      `Material: ${cleared.materialTypes.map(materialTypeLabel).join(', ') || (clearance.materialType ?? '-')}`,
    );
    doc.text(`Quantity: ${formatQuantity(clearance.weight, clearance.quantityUnit)}`);
    if (cleared.buyer) doc.text(`Buyer: ${cleared.buyer}`);
    if (clearance.licensePlate) doc.text(`Transport: ${clearance.licensePlate}`);
    doc.moveDown();
    doc.fontSize(14).text('Sources of the material');
    doc.fontSize(11);
    if (cleared.sources.length === 0)
      doc.text('No registered source (collected by the hub itself).');
    for (const source of cleared.sources) doc.text(`• ${source}`);
    doc.moveDown();
    doc.text(
      `${hub.name} declares that the material above was received from the sources named, recorded in Cairn with a picture and weight at every step, and reviewed there.`,
    );
    doc.moveDown().fontSize(9).text(`Made by Cairn on ${madeAt}.`);
    doc.end();
  });
