import { Button, Center, Text } from '@mantine/core';

interface LoadMoreFooterProps {
  /** Whether there is another page to load. */
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** How many rows are loaded: with none, nothing is said. */
  loaded: number;
  /** The button's text. */
  loadMore: string;
  /** Said when every page is loaded. */
  allLoaded: string;
}

/** Under a paged table: a button loading the next page, or that every page is loaded. */
export function LoadMoreFooter({
  hasMore,
  loading,
  onLoadMore,
  loaded,
  loadMore,
  allLoaded,
}: LoadMoreFooterProps) {
  if (hasMore) {
    return (
      <Center p="sm">
        <Button variant="light" size="xs" loading={loading} onClick={onLoadMore}>
          {loadMore}
        </Button>
      </Center>
    );
  }
  if (loaded === 0) return null;
  return (
    <Text size="xs" c="dimmed" ta="center" p="sm">
      {allLoaded}
    </Text>
  );
}
