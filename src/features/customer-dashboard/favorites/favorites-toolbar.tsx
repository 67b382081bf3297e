import { useRef } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import UploadRounded from '@mui/icons-material/UploadRounded';
import {
  FAVORITES_FILTERS,
  FAVORITES_SORTS,
  type FavoritesFilter,
  type FavoritesSort,
} from '@/domain/favorites-view';
import { LIMITS } from '@/domain/limits';

export interface FavoritesToolbarProps {
  query: string;
  onQuery: (query: string) => void;
  filter: FavoritesFilter;
  onFilter: (filter: FavoritesFilter) => void;
  sort: FavoritesSort;
  onSort: (sort: FavoritesSort) => void;
  /** export and import wait for both lists */
  ready: boolean;
  importing: boolean;
  onExport: () => void;
  onImport: (file: File) => void;
}

/** Search, filter, sort, export and import above the favourites (spec 02 §2.5). */
export function FavoritesToolbar({
  query,
  onQuery,
  filter,
  onFilter,
  sort,
  onSort,
  ready,
  importing,
  onExport,
  onImport,
}: FavoritesToolbarProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          type="search"
          size="small"
          label={t('favorites.tab.search')}
          value={query}
          onChange={(e) => onQuery(e.target.value)}
          sx={{ flex: '1 1 220px' }}
          slotProps={{
            htmlInput: { maxLength: LIMITS.shortText },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          label={t('favorites.tab.sort')}
          value={sort}
          onChange={(e) => onSort(e.target.value as FavoritesSort)}
          sx={{ minWidth: 180 }}
        >
          {FAVORITES_SORTS.map((id) => (
            <MenuItem key={id} value={id}>
              {t(`favorites.tab.sort.${id}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          onChange={(_e, value: FavoritesFilter | null) => value && onFilter(value)}
          aria-label={t('favorites.tab.filter')}
          sx={{ flexWrap: 'wrap' }}
        >
          {FAVORITES_FILTERS.map((id) => (
            <ToggleButton key={id} value={id}>
              {t(`favorites.tab.filter.${id}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <Button size="small" startIcon={<DownloadRounded />} onClick={onExport} disabled={!ready}>
          {t('favorites.tab.export')}
        </Button>
        <Button
          size="small"
          startIcon={<UploadRounded />}
          onClick={() => fileInput.current?.click()}
          disabled={!ready || importing}
        >
          {t(importing ? 'favorites.tab.importing' : 'favorites.tab.import')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          data-testid="favorites-import-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onImport(file);
          }}
        />
      </Box>
    </Box>
  );
}
