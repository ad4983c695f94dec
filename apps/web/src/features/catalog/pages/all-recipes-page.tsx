import { msg } from '@simmer/contracts';
import { CatalogList } from '../components/catalog-list';

export default function AllRecipesPage() {
  return (
    <CatalogList
      kind="recipes"
      title={msg.allRecipesTitle}
      empty={msg.noRecipesToShow}
      emptySearch={msg.noRecipesFound}
      filterable
    />
  );
}
