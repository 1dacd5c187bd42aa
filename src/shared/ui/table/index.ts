export { VirtualTable, type VirtualColumn, type VirtualTableHeight } from './VirtualTable';
export { CellButton } from './CellButton';
export { CellBadge } from './CellBadge';
export { textCell, textColumn, WIDE_TIME, type ColumnLayout } from './cells';
export { LoadMoreFooter } from './LoadMoreFooter';
export { TableHead } from './TableHead';
export { hiddenColumns, type ColumnPriority, type FitColumn } from './columnFit';
export { badgeVars, compactTimeFormat, fixedText, useCompactTime } from './tableCells';
/** Classes of plain table cells (badge, link, text, buttons) light enough for every row. */
export { default as tableCellClasses } from './TableCells.module.css';
export { QueryTableList } from './QueryTableList';
export { ListTable } from './ListTable';
