import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { reportWorkbook } from './report-workbook';

describe('the report workbook', () => {
  it('holds one sheet per table with its header and rows', async () => {
    const xlsx = await reportWorkbook([
      {
        name: 'Hub events',
        header: ['uuid', 'weight'],
        rows: [
          ['a', 12.5],
          ['b', null],
        ],
      },
      { name: 'Stock', header: ['materialType', 'quantity'], rows: [['PET_CLEAR', 40]] },
    ]);
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(xlsx as unknown as ArrayBuffer);
    expect(read.worksheets.map((s) => s.name)).toEqual(['Hub events', 'Stock']);
    const events = read.getWorksheet('Hub events')!;
    expect(events.getRow(1).values).toEqual([undefined, 'uuid', 'weight']);
    expect(events.getRow(2).values).toEqual([undefined, 'a', 12.5]);
    expect(read.getWorksheet('Stock')!.getCell('B2').value).toBe(40);
  });
});
