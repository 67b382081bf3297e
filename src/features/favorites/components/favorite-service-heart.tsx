import IconButton from '@mui/material/IconButton';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import { useIntl } from 'react-intl';
import { useFavoriteServices } from '../use-favorite-services';

export interface FavoriteServiceHeartProps {
  service: { id: string; name: string };
}

/**
 * The heart on a service (details modal, booking page): adds it to or removes it from the signed-in customer's
 * favourite services. Not shown to guests and other roles (only customers keep favourites).
 */
export function FavoriteServiceHeart({ service }: FavoriteServiceHeartProps) {
  const intl = useIntl();
  const favorites = useFavoriteServices();
  if (!favorites.enabled) return null;
  const on = favorites.isFavorite(service.id);
  return (
    <IconButton
      size="small"
      aria-pressed={on}
      disabled={favorites.isPending(service.id)}
      aria-label={intl.formatMessage(
        { id: on ? 'favorites.service.remove' : 'favorites.service.add' },
        { name: service.name },
      )}
      onClick={(event) => {
        // inside a clickable row (the booking page's service card): the heart does not choose the service
        event.preventDefault();
        event.stopPropagation();
        favorites.toggle(service);
      }}
      sx={{ color: on ? 'error.main' : 'text.secondary' }}
    >
      {on ? <FavoriteRounded fontSize="small" /> : <FavoriteBorderRounded fontSize="small" />}
    </IconButton>
  );
}
