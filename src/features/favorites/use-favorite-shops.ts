/** Contract stub: replaced by the favourites feature. */
export function useFavoriteShops() {
  return {
    isFavorite: (_shopId: string): boolean => false,
    isPending: (_shopId: string): boolean => false,
    toggle: (_shop: { id: string; name: string }): void => undefined,
  };
}
