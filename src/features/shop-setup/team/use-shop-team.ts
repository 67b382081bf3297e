import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateTeamMemberInput,
  TeamMember,
  TeamResolution,
  UpdateTeamMemberInput,
} from '@/domain/shop-team';
import type { AffectedBooking } from '@/domain/shop-team-conflicts';
import { ApiError } from '@/lib/api';
import { hasErrorCode } from '@/lib/error-code';
import { shopAdminKeys } from '../shop-admin-keys';
import {
  createTeamMember,
  deleteTeamMember,
  fetchTeam,
  type TeamWriteResult,
  updateTeamMember,
  uploadTeamPhoto,
} from './api';

export const shopTeamKeys = {
  team: (shopId: string) => [...shopAdminKeys.shop(shopId), 'team'] as const,
};

export function useShopTeam(shopId: string) {
  return useQuery({
    queryKey: shopTeamKeys.team(shopId),
    queryFn: ({ signal }) => fetchTeam(shopId, signal),
  });
}

/** One team write: a create, an edit or a removal, with the owner's answers for affected bookings. */
export type TeamWrite =
  | { kind: 'create'; input: CreateTeamMemberInput }
  | { kind: 'update'; staffId: string; input: UpdateTeamMemberInput }
  | { kind: 'delete'; staffId: string };

/**
 * Sends a team write; every write refetches the whole shop's settings below the root key, since a reassignment
 * or cancellation also changed the bookings the other tabs show.
 */
export function useTeamWrite(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      write,
      resolutions,
    }: {
      write: TeamWrite;
      resolutions?: TeamResolution[];
    }): Promise<TeamWriteResult & { member?: TeamMember }> => {
      if (write.kind === 'create')
        return createTeamMember(shopId, {
          ...write.input,
          ...(resolutions ? { resolutions } : {}),
        });
      if (write.kind === 'update')
        return updateTeamMember(shopId, write.staffId, {
          ...write.input,
          ...(resolutions ? { resolutions } : {}),
        });
      return deleteTeamMember(shopId, write.staffId, resolutions);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopAdminKeys.shop(shopId) }),
  });
}

export function useTeamPhotoUpload(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { staffId: string; file: File; onProgress?: (fraction: number) => void }) =>
      uploadTeamPhoto(shopId, args.staffId, args.file, args.onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopTeamKeys.team(shopId) }),
  });
}

/** The bookings a refused write would break (a 409 TEAM_AFFECTS_BOOKINGS), else null. */
export function affectedBookingsOf(error: unknown): AffectedBooking[] | null {
  if (!(error instanceof ApiError) || !hasErrorCode(error, 'TEAM_AFFECTS_BOOKINGS')) return null;
  const list = (error.data as { affected?: AffectedBooking[] } | undefined)?.affected;
  return Array.isArray(list) ? list : [];
}
