export { PageFrame } from './PageFrame';
export { usePageFrame, useRangeToolbar, type PageFrameValue } from './context';
export { createToolbarStore, type ToolbarRequest, type ToolbarStore } from './toolbarStore';
export { ListPage } from './ListPage';
