import ExcelJS from 'exceljs';

/** A table: its header and its rows, the cells as the CSV and the workbook show them. */
export interface ReportTable {
  name: string;
  header: string[];
  rows: Array<Array<string | number | null>>;
}

/** The XLSX of a report (ExcelJS): one sheet per table, the header bold and frozen. */
export const reportWorkbook = async (tables: readonly ReportTable[]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Cairn';
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.name.slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.addRow(table.header).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row.map((cell) => cell ?? ''));
    sheet.columns.forEach((column) => {
      column.width = 18;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
