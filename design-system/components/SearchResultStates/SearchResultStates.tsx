import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CategoryCard } from '../CategoryCard/CategoryCard';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { ShopCardSkeleton } from '../ShopCardSkeleton/ShopCardSkeleton';

/** The results grid: 1, 2 or 3 columns (spec 02 §2.1). */
export function ResultsGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}

export function SearchResultsLoading({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <ResultsGrid>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <ShopCardSkeleton label={i === 0 ? label : undefined} />
        </li>
      ))}
    </ResultsGrid>
  );
}

export interface SearchErrorLabels {
  /** 'Oops! Something went wrong' */
  title: string;
  /** 'Try Again' */
  retry: string;
}

export function SearchError({
  message,
  onRetry,
  labels,
}: {
  /** the error's own text */
  message: string;
  onRetry: () => void;
  labels: SearchErrorLabels;
}) {
  return (
    <ErrorState
      title={labels.title}
      description={message}
      retryLabel={labels.retry}
      onRetry={onRetry}
    />
  );
}

export interface SearchEmptyLabels {
  title: string;
  description: string;
  clearFilters: string;
  expandArea: string;
}

export function SearchEmpty({
  onClearFilters,
  onExpandArea,
  labels,
}: {
  onClearFilters: () => void;
  /** clears the distance filter */
  onExpandArea: () => void;
  labels: SearchEmptyLabels;
}) {
  return (
    <EmptyState
      title={labels.title}
      description={labels.description}
      action={{ label: labels.clearFilters, onClick: onClearFilters }}
      secondaryAction={{ label: labels.expandArea, onClick: onExpandArea }}
    />
  );
}

export interface WelcomeCategory {
  /** a category id (`/search?category=`) */
  id: string;
  title: string;
  /** e.g. "25 venues"; left out while the counts are unknown */
  caption?: string;
  href: string;
}

export function SearchWelcome({
  title,
  subtitle,
  categories,
  onSelect,
}: {
  title: string;
  subtitle: string;
  categories: WelcomeCategory[];
  /** a category card was chosen: start a category search */
  onSelect: (id: string) => void;
}) {
  return (
    <Box component="section" aria-labelledby="search-welcome-title" sx={{ py: 2 }}>
      <Typography id="search-welcome-title" component="h2" variant="h5">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {subtitle}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {categories.map((c) => (
          <li key={c.id}>
            <CategoryCard
              id={c.id}
              title={c.title}
              caption={c.caption}
              href={c.href}
              onNavigate={() => onSelect(c.id)}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
