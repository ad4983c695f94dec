import { Combobox, InputBase, Loader, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { defaultGroceryCategories, limits, msg } from '@simmer/contracts';
import { useQuery } from '@tanstack/react-query';
import { searchRecipeCategories } from '../api/connected-recipes';

/** An ingredient's category: fruit and vegetable first, then categories recipes and lists already use. */
export function IngredientCategoryInput({
  value,
  onChange,
  error,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label: string;
}) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search] = useDebouncedValue(value.trim().toLowerCase(), limits.searchDebounceMs / 2);
  const { data, isFetching } = useQuery({
    queryKey: ['admin', 'connected-recipes', 'categories', search],
    queryFn: ({ signal }) => searchRecipeCategories(search, signal),
    enabled: search.length > 0,
    staleTime: 60_000,
    placeholderData: (prev) => prev,
  });
  const suggestions = search ? (data?.data ?? []) : [...defaultGroceryCategories];
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(option) => {
        onChange(option);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          label={label}
          placeholder="fruit, dairy..."
          value={value}
          error={error}
          withAsterisk
          rightSection={isFetching ? <Loader size={14} /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onChange={(e) => {
            onChange(e.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={suggestions.length === 0}>
        <Combobox.Options aria-label={`${msg.connectedRecipeCategory} suggestions`}>
          {suggestions.map((c) => (
            <Combobox.Option value={c} key={c}>
              {c}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
