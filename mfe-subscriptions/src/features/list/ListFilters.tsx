import { Field, Grid, GridItem, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import type { SourceFilter } from '../../api';
import { SearchIcon } from '../../components/icons';
import { subscriptionsMessages } from '../../i18n/subscriptions';

const t = subscriptionsMessages.list;
const SOURCES: readonly SourceFilter[] = ['all', 'boe', 'doga', 'other'];

function isSourceFilter(value: string): value is SourceFilter {
  return (SOURCES as readonly string[]).includes(value);
}

export interface ListFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  source: SourceFilter;
  onSourceChange: (source: SourceFilter) => void;
}

/** Search box and source dropdown: one column on small screens; on medium, search takes 3 of 4. */
export function ListFilters({ search, onSearchChange, source, onSourceChange }: ListFiltersProps) {
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(4, 1fr)' }} gap="3" role="search">
      <GridItem colSpan={{ base: 1, md: 3 }}>
        <Field.Root>
          <Field.Label srOnly>{t.searchLabel}</Field.Label>
          <InputGroup startElement={<SearchIcon />}>
            <Input
              type="search"
              value={search}
              placeholder={t.searchPlaceholder}
              onChange={(event) => onSearchChange(event.target.value)}
            />
          </InputGroup>
        </Field.Root>
      </GridItem>
      <GridItem>
        <Field.Root>
          <Field.Label srOnly>{t.sourceLabel}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={source}
              onChange={(event) => {
                const { value } = event.target;
                if (isSourceFilter(value)) onSourceChange(value);
              }}
            >
              {SOURCES.map((value) => (
                <option key={value} value={value}>
                  {t.sourceOptions[value]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </GridItem>
    </Grid>
  );
}
