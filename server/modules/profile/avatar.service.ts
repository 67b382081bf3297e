import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { AVATAR_TYPES, PROFILE_MESSAGES } from '../../../src/domain/profile';
import { ApiError } from '../../http/api-error';
import { AVATAR_NAME_PATTERN, AvatarModel, avatarUrlOf } from '../../models/avatar.model';
import { UserModel } from '../../models/user.model';
import { loadActiveUser } from './profile.records';

type AvatarType = (typeof AVATAR_TYPES)[number];
const EXTENSION_OF: Record<AvatarType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
const isAvatarType = (mime: string): mime is AvatarType =>
  (AVATAR_TYPES as readonly string[]).includes(mime);

export interface StoredAvatar {
  contentType: string;
  data: Buffer;
}

/** Upload, replace, remove and serve profile pictures (the `avatars` collection). */
export function createAvatarService() {
  return {
    /**
     * Stores an uploaded image as the user's avatar. The type comes from the bytes (magic numbers): a file
     * named `.png` or declared `image/png` that is really text, SVG (script-capable) or GIF is refused.
     */
    async upload(userId: string, bytes: Buffer): Promise<{ avatarUrl: string }> {
      await loadActiveUser(userId);
      const detected = await fileTypeFromBuffer(bytes);
      if (!detected || !isAvatarType(detected.mime))
        throw ApiError.badRequest(PROFILE_MESSAGES.avatarInvalidType, {
          avatar: 'invalidImageType',
        });
      const name = `${randomUUID()}.${EXTENSION_OF[detected.mime]}`;
      await AvatarModel.create({
        _id: name,
        userId,
        contentType: detected.mime,
        size: bytes.length,
        data: bytes,
      });
      // One atomic swap on the user returns the previous name, so concurrent uploads each delete exactly the
      // file they replaced and none is left orphaned.
      const previous = await UserModel.findOneAndUpdate(
        { _id: userId, deletedAt: null },
        { $set: { avatarFile: name } },
        { returnDocument: 'before' },
      ).lean<{ avatarFile?: string | null }>();
      if (!previous) {
        await AvatarModel.deleteOne({ _id: name });
        throw ApiError.unauthorized('Invalid or expired token');
      }
      if (previous.avatarFile) await AvatarModel.deleteOne({ _id: previous.avatarFile, userId });
      return { avatarUrl: avatarUrlOf(name)! };
    },

    /** Removes the user's avatar (also fine when there is none). */
    async remove(userId: string): Promise<{ avatarUrl: null }> {
      await loadActiveUser(userId);
      const previous = await UserModel.findOneAndUpdate(
        { _id: userId },
        { $set: { avatarFile: null } },
        { returnDocument: 'before' },
      ).lean<{ avatarFile?: string | null }>();
      if (previous?.avatarFile) await AvatarModel.deleteOne({ _id: previous.avatarFile, userId });
      return { avatarUrl: null };
    },

    /** Every avatar of a user, including any left behind by an interrupted upload (account deletion). */
    async removeAllOf(userId: string): Promise<void> {
      await AvatarModel.deleteMany({ userId });
    },

    /** The bytes behind a public avatar URL, or null (also for names the server never generates). */
    async read(name: string): Promise<StoredAvatar | null> {
      if (!AVATAR_NAME_PATTERN.test(name)) return null;
      // Hydrated rather than lean: mongoose then gives the bytes as a Buffer, not the driver's Binary.
      const avatar = await AvatarModel.findById(name);
      if (!avatar) return null;
      const data = Buffer.from(avatar.data);
      return { contentType: avatar.contentType, data };
    },

    /** Metadata only (export my data): never the bytes. */
    async metadataOf(userId: string, name: string | null | undefined) {
      if (!name) return null;
      const avatar = await AvatarModel.findById(name)
        .select({ contentType: 1, size: 1, createdAt: 1, userId: 1 })
        .lean<{ contentType: string; size: number; createdAt: Date; userId: string }>();
      if (!avatar || avatar.userId !== userId) return null;
      return {
        url: avatarUrlOf(name),
        contentType: avatar.contentType,
        size: avatar.size,
        createdAt: avatar.createdAt,
      };
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
