import {
  Avatar,
  Badge,
  CloseButton,
  Combobox,
  Group,
  Loader,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { limits, msg, paths, type SearchResult } from '@simmer/contracts';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { contentTypeLabel, openContent } from '../../../lib/open-content';
import { isSearchable, useTypeahead } from '../api/typeahead';

/** Navigation state /search-results reads its keyword from (spec 000 §2 Search). */
export interface SearchResultsState {
  keyword: string;
}

/**
 * The header search (spec 000 §2, §5): suggestions load 500 ms after typing stops and only
 * for at least two characters; clearing the text empties them; a click outside closes and
 * clears them (they come back with the next keystroke). Enter with a keyword opens /search-results with the keyword in navigation
 * state; a suggestion opens its page by content type (premium items ask a visitor to log in).
 */
export function HeaderSearch({
  width = 260,
  autoFocus = false,
}: {
  width?: number | string;
  autoFocus?: boolean;
}) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [settled] = useDebouncedValue(text, limits.searchDebounceMs);
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  // A settled value only counts while it is still what the box holds.
  const current = settled === text ? text.trim() : '';
  const { data, isFetching } = useTypeahead(current);
  const suggestions = isSearchable(current) ? (data ?? []) : [];
  const showDropdown = isSearchable(text) && combobox.dropdownOpened;

  const clear = () => {
    setText('');
    combobox.closeDropdown();
  };

  const open = (item: SearchResult) => {
    clear();
    const to = openContent(item);
    if (to) navigate(to);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const keyword = text.trim();
    if (!keyword) return;
    const selected = combobox.selectedOptionIndex;
    if (selected >= 0 && suggestions[selected]) return open(suggestions[selected]);
    combobox.closeDropdown();
    navigate(paths.searchResults(), { state: { keyword } satisfies SearchResultsState });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some browsers still in use
    <form role="search" onSubmit={submit} style={{ width }}>
      <Combobox
        store={combobox}
        onOptionSubmit={(value) => {
          const item = suggestions.find((s) => `${s.content_type}:${s.id}` === value);
          if (item) open(item);
        }}
        withinPortal
        width={Math.max(320, typeof width === 'number' ? width : 320)}
        position="bottom-end"
      >
        <Combobox.Target>
          <TextInput
            aria-label={msg.searchPlaceholder}
            placeholder={msg.searchPlaceholder}
            value={text}
            autoFocus={autoFocus}
            leftSection={<IconSearch size={16} />}
            rightSection={
              isFetching && isSearchable(text) ? (
                <Loader size={14} />
              ) : text ? (
                <CloseButton size="sm" aria-label={msg.searchClear} onClick={clear} />
              ) : null
            }
            onChange={(e) => {
              const value = e.currentTarget.value;
              setText(value);
              if (!value.trim()) combobox.closeDropdown();
              else combobox.openDropdown();
              combobox.resetSelectedOption();
            }}
            onBlur={() => combobox.closeDropdown()}
            onKeyDown={(e) => {
              if (e.key === 'Escape') clear();
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!showDropdown} data-testid="search-suggestions">
          <Combobox.Options mah={360} style={{ overflowY: 'auto' }}>
            {suggestions.map((s) => (
              <Combobox.Option key={`${s.content_type}:${s.id}`} value={`${s.content_type}:${s.id}`}>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={s.title_image} radius="sm" size={36} alt="" />
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" fw={600} truncate>
                      {s.title}
                    </Text>
                    <Group gap={6}>
                      <Text size="xs" c="dimmed">
                        {contentTypeLabel(s.content_type)}
                        {s.show_name ? ` · ${s.show_name}` : ''}
                      </Text>
                      {s.is_premium && (
                        <Badge size="xs" color="yellow" c="dark">
                          {msg.premiumTag}
                        </Badge>
                      )}
                    </Group>
                  </div>
                </Group>
              </Combobox.Option>
            ))}
            {!isFetching && current && suggestions.length === 0 && (
              <Combobox.Empty>{msg.searchNoSuggestions}</Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </form>
  );
}
