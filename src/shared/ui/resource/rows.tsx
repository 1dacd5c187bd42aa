import type { ReactNode } from 'react';
import { tableCellClasses as classes } from '../table';
import cells from './rows.module.css';

interface CheckboxProps {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}

/** A row's checkbox, the whole cell its target: light enough for every row of a long list. */
export function RowCheckbox({ label, checked, onChange }: CheckboxProps) {
  return (
    <label className={cells.hit}>
      <AllRowsCheckbox label={label} checked={checked} onChange={onChange} />
    </label>
  );
}

/** The checkbox of a column's header (all rows), or of a row inside a label of its own. */
export function AllRowsCheckbox({ label, checked, onChange }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      className={cells.checkbox}
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/** A row's name as a link-looking button (it opens the row's form). */
export function RowLinkButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`mantine-focus-auto ${classes.link} ${cells.linkButton}`}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** A cell of plain text, cut with an ellipsis (the whole text in its title). */
export function TextCell({ text }: { text: string }) {
  return (
    <p className={`${classes.text} ${classes.truncate}`} title={text}>
      {text}
    </p>
  );
}

/** The description column of a kind's table (its header is the page's language). */
export const descriptionColumn = {
  key: 'description',
  minWidth: 200,
  grow: 3,
  priority: 'low' as const,
  render: (row: { description: string }) => <TextCell text={row.description} />,
};
