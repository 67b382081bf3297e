/** Placeholder export, replaced by the editor's own component (not routed anywhere until then). */
export function ShopNotificationSettings(_props: { shopId: string }): null {
  return null;
}
