import type { ReactElement } from 'react';
import type { TableBlock } from '@stride/domain/content';
import { RichText } from '../content-links.js';

/**
 * A table of the content (size charts, the foot-size guide, a comparison): a caption for screen readers and sighted
 * shoppers alike, column headers, and the first cell of each row as its header. Wide tables scroll sideways inside
 * their box on a phone instead of widening the page.
 */
export function TableView({ block }: { readonly block: TableBlock }): ReactElement {
  return (
    <div className="content-table">
      {block.title && <h3 className="content-table__title">{block.title}</h3>}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard */}
      <div className="content-table__scroll" tabIndex={0} role="region" aria-label={block.caption ?? block.title ?? block.columns.join(', ')}>
        <table>
          {block.caption && <caption>{block.caption}</caption>}
          <thead>
            <tr>
              {block.columns.map((column, index) => (
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {block.note && <RichText className="content-table__note" html={block.note} />}
    </div>
  );
}
