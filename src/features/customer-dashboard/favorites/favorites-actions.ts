import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Favorite } from '@/domain/favorites';
import type { FavoriteService } from '@/domain/favorite-services';
import {
  buildFavoritesExport,
  favoritesExportFileName,
  FAVORITES_IMPORT_MAX_BYTES,
  newFavoritesOf,
  parseFavoritesImport,
} from '@/domain/favorites-transfer';
import {
  addFavorite,
  addFavoriteService,
  favoriteServicesQuery,
  favoritesQuery,
} from '@/features/favorites';
import { hasErrorCode } from '@/lib/error-code';
import { useToast } from '@/lib/toast';
import { shareOrCopy } from '@/lib/share';

/**
 * The favourites tab's export, import and share (spec 02 §2.5, §9), all in the browser: export saves the two
 * lists as a version 1.0 JSON file; import reads such a file and adds, one API call each, only what the customer
 * does not have yet (so importing twice changes nothing); share uses the device's share sheet, else copies the link.
 */
export function useFavoritesActions(
  userId: string,
  shops: readonly Favorite[] | undefined,
  services: readonly FavoriteService[] | undefined,
) {
  const intl = useIntl();
  const toast = useToast();
  const client = useQueryClient();
  const [importing, setImporting] = useState(false);
  const t = useCallback(
    (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    [intl],
  );

  const exportFile = useCallback(() => {
    if (!shops || !services) return;
    const now = new Date();
    const file = buildFavoritesExport({ shops, services }, now);
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = favoritesExportFileName(now);
    document.body.append(link);
    link.click();
    link.remove();
    // the download has the blob by the time the click returns; free it after this turn
    setTimeout(() => URL.revokeObjectURL(url), 0);
    toast.show({ kind: 'default', severity: 'success', message: t('favorites.tab.exported') });
  }, [shops, services, toast, t]);

  const importFile = useCallback(
    async (file: File) => {
      if (!shops || !services) return;
      const invalid = () =>
        toast.show({ kind: 'error', message: t('favorites.tab.importInvalid') });
      if (file.size > FAVORITES_IMPORT_MAX_BYTES) return invalid();
      const parsed = parseFavoritesImport(await file.text());
      if (!parsed.ok) return invalid();
      const fresh = newFavoritesOf(parsed.value, {
        shopIds: shops.map((f) => f.shopId),
        serviceIds: services.map((f) => f.serviceId),
      });
      setImporting(true);
      let added = 0;
      let skipped = 0;
      // one at a time: a file may name hundreds, and the server answers each in turn anyway
      const each = async (
        add: () => Promise<unknown>,
        duplicate: 'ALREADY_FAVORITE' | 'ALREADY_FAVORITE_SERVICE',
      ) => {
        try {
          await add();
          added += 1;
        } catch (error) {
          // already there (another tab) or no longer listed: nothing to add
          if (!hasErrorCode(error, duplicate, 'SHOP_NOT_FOUND', 'SHOP_SERVICE_NOT_FOUND'))
            throw error;
          skipped += 1;
        }
      };
      try {
        for (const shop of fresh.shops)
          await each(() => addFavorite(shop.shopId, shop.notes), 'ALREADY_FAVORITE');
        for (const service of fresh.services)
          await each(
            () => addFavoriteService(service.serviceId, service.notes),
            'ALREADY_FAVORITE_SERVICE',
          );
        const already =
          parsed.value.shops.length +
          parsed.value.services.length -
          fresh.shops.length -
          fresh.services.length;
        toast.show({
          kind: 'default',
          severity: 'success',
          message: t('favorites.tab.imported', { added, skipped: skipped + already }),
        });
      } catch {
        toast.show({ kind: 'error', message: t('favorites.tab.importFailed', { added }) });
      } finally {
        setImporting(false);
        await Promise.all([
          client.invalidateQueries({ queryKey: favoritesQuery(userId).queryKey }),
          client.invalidateQueries({ queryKey: favoriteServicesQuery(userId).queryKey }),
        ]);
      }
    },
    [shops, services, toast, t, client, userId],
  );

  const share = useCallback(
    async (title: string, path: string) => {
      const url = new URL(path, window.location.origin).toString();
      const outcome = await shareOrCopy({ title, url });
      if (outcome === 'copied')
        toast.show({
          kind: 'default',
          severity: 'success',
          message: t('favorites.tab.linkCopied'),
        });
      else if (outcome === 'failed')
        toast.show({ kind: 'error', message: t('favorites.tab.shareFailed') });
    },
    [toast, t],
  );

  return useMemo(
    () => ({ exportFile, importFile, importing, share }),
    [exportFile, importFile, importing, share],
  );
}
