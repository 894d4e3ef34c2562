import SearchBox from '@/components/search/SearchBox';

/** The header search slot (wide screens only): the suggestions combobox of the search feature. */
export default function HeaderSearch() {
  return <SearchBox />;
}
