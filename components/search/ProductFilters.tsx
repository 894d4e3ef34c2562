import { LIST_FILTERS } from './url-state';
import CategoryMenu from './CategoryMenu';
import ListFilter from './ListFilter';
import PriceRange from './PriceRange';
import RatingMenu from './RatingMenu';

/** The product filters of a listing: price, (the category tree on the search page), flavour, size and rating. */
export default function ProductFilters({ categories = false }: { categories?: boolean }) {
  return (
    <>
      <PriceRange />
      {categories && <CategoryMenu />}
      {LIST_FILTERS.map((filter) => (
        <ListFilter key={filter.attribute} attribute={filter.attribute} label={filter.label} />
      ))}
      <RatingMenu />
    </>
  );
}
