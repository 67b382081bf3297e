/** Links into /search used by the header, footer, category cards and content pages (spec 01). */

/** `/search?category={id}` */
export function categoryHref(category: string): string {
  return `/search?${new URLSearchParams({ category }).toString()}`;
}

/** `/search?category=hairServices&service=mensHaircut` */
export function serviceMenuHref(menu: string, service: string): string {
  return `/search?${new URLSearchParams({ category: menu, service }).toString()}`;
}
