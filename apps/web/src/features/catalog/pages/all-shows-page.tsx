import { msg } from '@simmer/contracts';
import { CatalogList } from '../components/catalog-list';

export default function AllShowsPage() {
  return <CatalogList kind="shows" title={msg.allShowsTitle} empty={msg.noShowsToShow} />;
}
