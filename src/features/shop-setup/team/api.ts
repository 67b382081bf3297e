import type {
  CreateTeamMemberInput,
  TeamMember,
  TeamOverview,
  TeamResolution,
  UpdateTeamMemberInput,
} from '@/domain/shop-team';
import { api } from '@/lib/api';

/**
 * The team calls (server/modules/shop-team). Each returns the envelope's data or throws ApiError; a write that
 * would break upcoming bookings throws 409 TEAM_AFFECTS_BOOKINGS whose `data.affected` lists them, and is sent
 * again with `resolutions`.
 */

export interface TeamWriteResult {
  cancelled: number;
  reassigned: number;
}

export function fetchTeam(shopId: string, signal?: AbortSignal) {
  return api.get<TeamOverview>(`shops/${shopId}/team`, { signal });
}

export function createTeamMember(shopId: string, input: CreateTeamMemberInput) {
  return api.post<{ member: TeamMember } & TeamWriteResult>(`shops/${shopId}/team`, input);
}

export function updateTeamMember(shopId: string, staffId: string, input: UpdateTeamMemberInput) {
  return api.put<{ member: TeamMember } & TeamWriteResult>(
    `shops/${shopId}/team/${staffId}`,
    input,
  );
}

export function deleteTeamMember(shopId: string, staffId: string, resolutions?: TeamResolution[]) {
  return api.delete<{ id: string } & TeamWriteResult>(`shops/${shopId}/team/${staffId}`, {
    json: resolutions ? { resolutions } : {},
  });
}

/** Uploads a person's photo; `onProgress` gets 0…1 as the bytes go out. */
export async function uploadTeamPhoto(
  shopId: string,
  staffId: string,
  file: File,
  onProgress?: (fraction: number) => void,
) {
  const form = new FormData();
  form.append('photo', file);
  return api.upload<{ member: TeamMember }>(`shops/${shopId}/team/${staffId}/photo`, form, {
    onUploadProgress: onProgress ? (progress) => onProgress(progress.percent) : undefined,
  });
}
