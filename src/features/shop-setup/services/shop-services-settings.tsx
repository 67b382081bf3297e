import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '@design-system/components/EmptyState/EmptyState';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import type { ManagedService, ServiceFormValues } from '@/domain/shop-services';
import { errorText } from '@/lib/error-text';
import { useToast } from '@/lib/toast';
import { ServiceDeleteDialog } from './service-delete-dialog';
import { ServiceFormDialog } from './service-form-dialog';
import { ServiceImageEditor } from './service-image-editor';
import { ServiceRow, moveButtonId, serviceNameIn } from './service-row';
import {
  useCreateService,
  useDeleteService,
  useDeleteServiceImage,
  useManagedServices,
  useReorderServices,
  useSaveService,
  useToggleService,
  useUploadServiceImage,
} from './use-shop-services';

function Loading({ label }: { label: string }) {
  return (
    <Stack spacing={1} aria-busy="true" aria-label={label} role="status">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={64} />
      ))}
    </Stack>
  );
}

/** The form dialog's state: closed, adding, or editing one service. */
type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; service: ManagedService };

/**
 * The services tab of the shop's settings (spec 03 "Services"): the list in the order customers see, each with
 * price, duration and an enabled switch that acts at once (and moves back with a toast if the server refuses);
 * move up/down; add and edit in a dialog; delete after confirming, or disable when upcoming bookings use it.
 */
export function ShopServicesSettings({ shopId }: { shopId: string }) {
  const intl = useIntl();
  const toast = useToast();
  const t = (id: string) => intl.formatMessage({ id });
  const services = useManagedServices(shopId);
  const create = useCreateService(shopId);
  const save = useSaveService(shopId);
  const toggle = useToggleService(shopId);
  const reorder = useReorderServices(shopId);
  const remove = useDeleteService(shopId);
  const uploadImage = useUploadServiceImage(shopId);
  const removeImage = useDeleteServiceImage(shopId);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<ManagedService | null>(null);

  const list = services.data ?? [];
  const closeForm = () => setEditing({ mode: 'closed' });

  const saveForm = async (values: ServiceFormValues) => {
    const saved =
      editing.mode === 'edit'
        ? await save.mutateAsync({ id: editing.service.id, values })
        : await create.mutateAsync(values);
    toast.show({
      kind: 'default',
      severity: 'success',
      message: t(
        editing.mode === 'edit' ? 'shopSetup.services.saved' : 'shopSetup.services.created',
      ),
    });
    closeForm();
    return saved;
  };

  const onToggle = (service: ManagedService, enabled: boolean) =>
    toggle.mutate(
      { id: service.id, enabled },
      {
        onError: (error) =>
          toast.show({
            kind: 'error',
            message: errorText(error, intl, 'shopSetup.services.statusError'),
          }),
      },
    );

  const onMove = (index: number, direction: -1 | 1) => {
    const ids = list.map((s) => s.id);
    const target = index + direction;
    const moved = ids[index];
    if (moved === undefined || target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, moved];
    reorder.mutate(ids, {
      onError: (error) =>
        toast.show({
          kind: 'error',
          message: errorText(error, intl, 'shopSetup.services.orderError'),
        }),
    });
    // the focus follows the row; at an edge, to its other move button
    requestAnimationFrame(() => {
      const atEdge = target === 0 || target === ids.length - 1;
      const id = moveButtonId(moved, atEdge ? (-direction as -1 | 1) : direction);
      document.getElementById(id)?.focus();
    });
  };

  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
    toggle.reset();
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.show({
          kind: 'default',
          severity: 'success',
          message: t('shopSetup.services.deleted'),
        });
        closeDelete();
      },
    });
  };
  const disableInstead = () => {
    if (!deleting) return;
    toggle.mutate(
      { id: deleting.id, enabled: false },
      {
        onSuccess: () => {
          toast.show({
            kind: 'default',
            severity: 'success',
            message: t('shopSetup.services.disabled'),
          });
          closeDelete();
        },
        onError: (error) =>
          toast.show({
            kind: 'error',
            message: errorText(error, intl, 'shopSetup.services.statusError'),
          }),
      },
    );
  };

  const addButton = (
    <Button
      variant="contained"
      startIcon={<AddRounded />}
      onClick={() => setEditing({ mode: 'add' })}
    >
      {t('shopSetup.services.add')}
    </Button>
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        useFlexGap
      >
        <Box>
          <Typography component="h2" variant="h6">
            {t('shopSetup.services.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('shopSetup.services.subtitle')}
          </Typography>
        </Box>
        {list.length > 0 && addButton}
      </Stack>

      {services.isError ? (
        <ErrorState
          title={t('shopSetup.services.loadError')}
          retryLabel={t('shopSetup.services.retry')}
          onRetry={() => void services.refetch()}
          retrying={services.isFetching}
          headingLevel={3}
        />
      ) : !services.data ? (
        <Loading label={t('shopSetup.services.loading')} />
      ) : list.length === 0 ? (
        <EmptyState
          title={t('shopSetup.services.empty')}
          description={t('shopSetup.services.emptyHint')}
          action={{
            label: t('shopSetup.services.add'),
            onClick: () => setEditing({ mode: 'add' }),
          }}
          headingLevel={3}
        />
      ) : (
        <List disablePadding aria-label={t('shopSetup.services.title')}>
          {list.map((service, index) => (
            <ServiceRow
              key={service.id}
              service={service}
              first={index === 0}
              last={index === list.length - 1}
              onToggle={(enabled) => onToggle(service, enabled)}
              onMove={(direction) => onMove(index, direction)}
              onEdit={() => setEditing({ mode: 'edit', service })}
              onDelete={() => setDeleting(service)}
            />
          ))}
        </List>
      )}

      {editing.mode !== 'closed' && (
        <ServiceFormDialog
          open
          service={editing.mode === 'edit' ? editing.service : null}
          onClose={closeForm}
          onSave={saveForm}
          picture={
            editing.mode === 'edit' && (
              <ServiceImageEditor
                // the list's copy: it follows an upload while the dialog stays open
                image={(list.find((s) => s.id === editing.service.id) ?? editing.service).image}
                onUpload={(file, onProgress) =>
                  uploadImage.mutateAsync({ id: editing.service.id, file, onProgress })
                }
                onRemove={() => removeImage.mutateAsync(editing.service.id)}
              />
            )
          }
        />
      )}
      <ServiceDeleteDialog
        name={deleting ? serviceNameIn(intl, deleting) : null}
        enabled={deleting?.enabled ?? false}
        busy={remove.isPending}
        error={remove.error}
        onClose={closeDelete}
        onConfirm={confirmDelete}
        onDisable={disableInstead}
        disabling={toggle.isPending}
      />
    </Stack>
  );
}
