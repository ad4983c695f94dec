import { Combobox, InputBase, Loader, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { defaultGroceryCategories, limits, msg } from '@simmer/contracts';
import { useQuery } from '@tanstack/react-query';
import { searchCategories } from '../api/grocery-api';

const addPrefix = '$add:';

/**
 * The category field: suggests fruit and vegetable when empty, matching categories as the
 * member types, and "Add {text}" when nothing matches (spec 001 §5).
 */
export function CategoryInput({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search] = useDebouncedValue(value.trim().toLowerCase(), limits.searchDebounceMs / 2);
  const { data, isFetching } = useQuery({
    queryKey: ['grocery', 'categories', search],
    queryFn: ({ signal }) => searchCategories(search, signal),
    staleTime: 60_000,
    placeholderData: (prev) => prev,
  });
  const suggestions = search ? (data?.data ?? []) : [...defaultGroceryCategories];
  const text = value.trim().toLowerCase();
  const exact = suggestions.includes(text);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(option) => {
        onChange(option.startsWith(addPrefix) ? option.slice(addPrefix.length) : option);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          label="Category"
          placeholder="fruit, vegetable, dairy..."
          value={value}
          error={error}
          required
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
      <Combobox.Dropdown>
        <Combobox.Options aria-label="Category suggestions">
          {suggestions.map((c) => (
            <Combobox.Option value={c} key={c}>
              {c}
            </Combobox.Option>
          ))}
          {text && !exact && (
            <Combobox.Option value={`${addPrefix}${text}`}>
              {msg.groceryAddCategory.replace('{text}', text)}
            </Combobox.Option>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
