import { ListsGrid } from '../features/lists/components/lists-grid';

/** The Lists tab: the allow and block lists policies refer to. */
export function ListsPage() {
  return <ListsGrid />;
}
