import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { HEADER_SORTS, type SearchSort } from '@/domain/search';

export interface SortMenuLabels {
  label: string;
  options: Record<SearchSort, string>;
}

export interface SortMenuProps {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
  labels: SortMenuLabels;
  /** default: the header's five (spec 02 §2.1) */
  options?: readonly SearchSort[];
}

/** The search header's sort dropdown. */
export function SortMenu({ value, onChange, labels, options = HEADER_SORTS }: SortMenuProps) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 170 }}>
      <InputLabel id={`${id}-label`}>{labels.label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        label={labels.label}
        value={value}
        onChange={(e) => onChange(e.target.value as SearchSort)}
      >
        {options.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {labels.options[sort]}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
