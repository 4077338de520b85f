import { z } from 'zod';
import { commonBlockFields, optRichText, optText, text } from './common.js';
import { CONTENT_LIMITS } from './limits.js';

/** Columns and rows of one table block: a size chart has a handful of columns and a few dozen sizes. */
export const CONTENT_TABLE_LIMITS = { columns: 12, rows: 80, cell: 60 } as const;

/**
 * A table of plain text (size charts, the foot-size guide, a product comparison): `columns` are the header cells,
 * every row has one cell per column, and the first cell of a row heads it (`<th scope="row">`).
 */
export const tableBlockSchema = z
  .strictObject({
    type: z.literal('table'),
    ...commonBlockFields,
    title: optText(),
    /** What the table shows, read first by screen readers (`<caption>`). */
    caption: optText(CONTENT_LIMITS.mediumText),
    columns: z.array(text(CONTENT_TABLE_LIMITS.cell)).min(1).max(CONTENT_TABLE_LIMITS.columns),
    rows: z
      .array(z.strictObject({ cells: z.array(z.string().trim().max(CONTENT_TABLE_LIMITS.cell)).min(1).max(CONTENT_TABLE_LIMITS.columns) }))
      .min(1)
      .max(CONTENT_TABLE_LIMITS.rows),
    /** A note under the table (how to measure, what the sizes are based on). */
    note: optRichText(),
  })
  .refine((table) => table.rows.every((row) => row.cells.length === table.columns.length), {
    message: 'Every row needs one cell per column.',
    path: ['rows'],
  });
export type TableBlock = z.infer<typeof tableBlockSchema>;
