import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { BusinessType } from '@/domain/shop';
import { formatKm } from '../RatingStars/format-km';
import { ShopRating } from '../RatingStars/ShopRating';

export interface MapResultListLabels {
  /** the list's accessible name, e.g. "Shops on the map" */
  title: string;
  businessType: Record<BusinessType, string>;
  rating: (value: string) => string;
  reviews: (count: number) => string;
  noRating: string;
  /** "{distance} away" (distance already formatted) */
  distance: (distance: string) => string;
}

export interface MapResultListShop {
  id: string;
  name: string;
  businessType: BusinessType;
  location: { address: string; city: string };
  rating: number;
  reviewCount: number;
  distance?: number | null;
}

export interface MapResultListProps {
  shops: readonly MapResultListShop[];
  /** the shop pointed at on the map or in the list (highlighted) */
  activeId: string | null;
  /** the shop chosen (shown as selected and scrolled into view) */
  selectedId: string | null;
  labels: MapResultListLabels;
  /** pointer or keyboard focus enters (id) or leaves (null) a shop */
  onActivate: (id: string | null) => void;
  onSelect: (id: string) => void;
}

/**
 * Scrolls the list (only the list) so the item is in view. Not `scrollIntoView`: that scrolls the page too, and
 * it ran when the focus left a list item for the map card's button, between the press and the release, so the
 * page moved under the pointer and the click on the card was lost.
 */
function revealWithin(list: HTMLElement, item: HTMLElement): void {
  const box = list.getBoundingClientRect();
  const at = item.getBoundingClientRect();
  if (at.top < box.top) list.scrollTop -= box.top - at.top;
  else if (at.bottom > box.bottom) list.scrollTop += at.bottom - box.bottom;
}

/**
 * The shops on the map, beside it (wide screens): pointing at one highlights its pin, choosing one shows it on
 * the map; the shop chosen or pointed at on the map is highlighted here and scrolled into view.
 */
export function MapResultList({
  shops,
  activeId,
  selectedId,
  labels,
  onActivate,
  onSelect,
}: MapResultListProps) {
  const intl = useIntl();
  const items = useRef(new Map<string, HTMLElement>());
  const container = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const id = selectedId ?? activeId;
    const item = id ? items.current.get(id) : undefined;
    if (item && container.current) revealWithin(container.current, item);
  }, [activeId, selectedId]);
  return (
    <Box
      ref={container}
      component="nav"
      aria-label={labels.title}
      data-testid="map-result-list"
      sx={{ height: '100%', overflowY: 'auto', borderRight: 1, borderColor: 'divider' }}
    >
      <List dense disablePadding onMouseLeave={() => onActivate(null)}>
        {shops.map((shop) => {
          const distance = typeof shop.distance === 'number' ? formatKm(intl, shop.distance) : null;
          const active = shop.id === activeId;
          return (
            <ListItem key={shop.id} disablePadding>
              <ListItemButton
                ref={(node: HTMLElement | null) => {
                  if (node) items.current.set(shop.id, node);
                  else items.current.delete(shop.id);
                }}
                selected={shop.id === selectedId}
                aria-current={shop.id === selectedId ? 'true' : undefined}
                data-active={active ? 'true' : undefined}
                onMouseEnter={() => onActivate(shop.id)}
                onFocus={() => onActivate(shop.id)}
                onBlur={() => onActivate(null)}
                onClick={() => onSelect(shop.id)}
                sx={(theme) => ({
                  display: 'grid',
                  gap: 0.25,
                  py: 1,
                  borderLeft: 4,
                  borderColor: active ? (theme.vars ?? theme).palette.primary.main : 'transparent',
                })}
              >
                <Typography component="span" variant="subtitle2" sx={{ fontWeight: 700 }}>
                  {shop.name}
                </Typography>
                <Typography component="span" variant="caption" color="text.secondary">
                  {labels.businessType[shop.businessType] ?? shop.businessType}
                  {distance ? ` · ${labels.distance(distance)}` : ''}
                </Typography>
                <ShopRating
                  compact
                  rating={shop.rating}
                  reviewCount={shop.reviewCount}
                  labels={labels}
                />
                <Typography component="span" variant="caption" color="text.secondary">
                  {[shop.location.address, shop.location.city].filter(Boolean).join(', ')}
                </Typography>
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
