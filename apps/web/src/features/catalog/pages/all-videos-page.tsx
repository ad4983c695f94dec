import { msg } from '@simmer/contracts';
import { CatalogList } from '../components/catalog-list';

export default function AllVideosPage() {
  return <CatalogList kind="videos" title={msg.allVideosTitle} empty={msg.noVideosToShow} />;
}
