import GroupsRounded from '@mui/icons-material/GroupsRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '@design-system/components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '@design-system/components/EmptyState/EmptyState';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import { teamColours, type TeamMember, type TeamResolution } from '@/domain/shop-team';
import type { AffectedBooking } from '@/domain/shop-team-conflicts';
import { errorText } from '@/lib/error-text';
import { TeamAffectedDialog } from './team-affected-dialog';
import { TeamMemberDialog } from './team-member-dialog';
import { TeamMemberRow } from './team-member-row';
import {
  affectedBookingsOf,
  useShopTeam,
  useTeamPhotoUpload,
  useTeamWrite,
  type TeamWrite,
} from './use-shop-team';

type Editing = { member: TeamMember | null } | null;

/**
 * The team editor (issue 14 "Team"): the list, add/edit in a dialog, removal after a confirmation, and, when a
 * change would break upcoming bookings, the dialog that reassigns or cancels each before the change is made.
 */
export function ShopTeamSettings({ shopId }: { shopId: string }) {
  const intl = useIntl();
  const team = useShopTeam(shopId);
  const write = useTeamWrite(shopId);
  const upload = useTeamPhotoUpload(shopId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [pending, setPending] = useState<{ write: TeamWrite; affected: AffectedBooking[] } | null>(
    null,
  );
  const [photo, setPhoto] = useState<{ file: File | null; progress: number | null }>({
    file: null,
    progress: null,
  });
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const failureText = (error: unknown) => errorText(error, intl, 'shopSetup.team.saveFailed');

  /** Sends a write (again, with answers); a 409 opens the affected-bookings dialog instead of failing. */
  const send = async (next: TeamWrite, resolutions?: TeamResolution[]) => {
    setFailure(null);
    try {
      const result = await write.mutateAsync({ write: next, resolutions });
      const staffId = result.member?.id ?? null;
      if (photo.file && staffId) {
        // from here on the person exists: a failed upload is retried as an edit, never a second create
        if (result.member) setEditing({ member: result.member });
        setPending(null);
        setPhoto((p) => ({ ...p, progress: 0 }));
        await upload.mutateAsync({
          staffId,
          file: photo.file,
          onProgress: (progress) => setPhoto((p) => ({ ...p, progress })),
        });
      }
      setPending(null);
      setEditing(null);
      setRemoving(null);
      setPhoto({ file: null, progress: null });
      setSaved(
        intl.formatMessage(
          { id: next.kind === 'delete' ? 'shopSetup.team.deleted' : 'shopSetup.team.saved' },
          { cancelled: result.cancelled, reassigned: result.reassigned },
        ),
      );
    } catch (error) {
      setPhoto((p) => ({ ...p, progress: null }));
      const affected = affectedBookingsOf(error);
      if (affected) {
        setRemoving(null);
        setPending({ write: next, affected });
      } else setFailure(failureText(error));
    }
  };

  if (team.isPending)
    return (
      <Stack
        spacing={1}
        aria-busy="true"
        role="status"
        aria-label={intl.formatMessage({ id: 'shopSetup.team.loading' })}
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  if (team.isError)
    return (
      <ErrorState
        title={intl.formatMessage({ id: 'shopSetup.team.loadFailed' })}
        retryLabel={intl.formatMessage({ id: 'shopSetup.team.retry' })}
        onRetry={() => void team.refetch()}
        retrying={team.isFetching}
      />
    );

  const { members, services, shopHours } = team.data;
  const busy = write.isPending || upload.isPending;
  const openEditor = (member: TeamMember | null) => {
    setFailure(null);
    setSaved(null);
    setPhoto({ file: null, progress: null });
    setEditing({ member });
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h2">
          <FormattedMessage id="shopSetup.team.title" />
        </Typography>
        {members.length > 0 && (
          <Button variant="contained" onClick={() => openEditor(null)} disabled={busy}>
            <FormattedMessage id="shopSetup.team.add" />
          </Button>
        )}
      </Stack>
      {saved && (
        <Alert severity="success" onClose={() => setSaved(null)}>
          {saved}
        </Alert>
      )}
      {failure && !editing && !pending && <Alert severity="error">{failure}</Alert>}
      {members.length === 0 ? (
        <EmptyState
          icon={<GroupsRounded />}
          title={intl.formatMessage({ id: 'shopSetup.team.emptyTitle' })}
          description={intl.formatMessage({ id: 'shopSetup.team.emptyDescription' })}
          action={{
            label: intl.formatMessage({ id: 'shopSetup.team.add' }),
            onClick: () => openEditor(null),
          }}
        />
      ) : (
        <List disablePadding aria-label={intl.formatMessage({ id: 'shopSetup.team.title' })}>
          {members.map((member) => (
            <TeamMemberRow
              key={member.id}
              member={member}
              serviceCount={services.length}
              disabled={busy}
              onEdit={() => openEditor(member)}
              onDelete={() => {
                setFailure(null);
                setRemoving(member);
              }}
            />
          ))}
        </List>
      )}
      {editing && (
        <TeamMemberDialog
          open
          member={editing.member}
          services={services}
          shopHours={shopHours}
          defaultColour={teamColours([...members, { id: '' }]).get('')!}
          saving={busy && !pending}
          error={failure}
          photo={photo}
          onPhotoChange={(file) => setPhoto({ file, progress: null })}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            void send(
              editing.member
                ? { kind: 'update', staffId: editing.member.id, input }
                : { kind: 'create', input },
            )
          }
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={intl.formatMessage(
          { id: 'shopSetup.team.deleteTitle' },
          { name: removing?.name ?? '' },
        )}
        description={intl.formatMessage({ id: 'shopSetup.team.deleteDescription' })}
        labels={{
          confirm: intl.formatMessage({ id: 'shopSetup.team.deleteConfirm' }),
          cancel: intl.formatMessage({ id: 'shopSetup.team.cancel' }),
          busy: intl.formatMessage({ id: 'shopSetup.team.deleting' }),
        }}
        tone="danger"
        busy={busy}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && void send({ kind: 'delete', staffId: removing.id })}
      >
        {failure && removing && <Alert severity="error">{failure}</Alert>}
      </ConfirmDialog>
      {pending && (
        <TeamAffectedDialog
          key={pending.affected.map((b) => b.bookingId).join()}
          open
          bookings={pending.affected}
          busy={busy}
          error={failure}
          onClose={() => setPending(null)}
          onResolve={(resolutions) => void send(pending.write, resolutions)}
        />
      )}
    </Stack>
  );
}
