import classes from './TableCells.module.css';

interface CellButtonProps {
  /** What the button says: a short word, the same in every row (see fixedText). */
  children: string;
  /** Names the row it acts on, e.g. "Details of trace 42". */
  label: string;
  onClick: () => void;
  /** Mantine's Button variants, drawn by the table's own class. */
  variant?: 'light' | 'default';
}

/**
 * A button in a row of a virtualised table: the look of Mantine's small Button from plain
 * elements and one stylesheet, because a table renders a screenful of rows on mount and more in
 * every frame of a scroll.
 */
export function CellButton({ children, label, onClick, variant = 'light' }: CellButtonProps) {
  return (
    <button
      type="button"
      className={`mantine-focus-auto mantine-active ${classes.button} ${classes[variant]}`}
      onClick={onClick}
      aria-label={label}
    >
      <span className={classes.buttonInner}>
        <span className={classes.buttonLabel}>{children}</span>
      </span>
    </button>
  );
}
