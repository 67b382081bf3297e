import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { isId } from '../../../src/domain/ids';
import { AVATAR_MAX_PIXELS, AVATAR_TYPES } from '../../../src/domain/profile';
import { ApiError } from '../../http/api-error';
import {
  AvatarModel,
  AvatarVersionModel,
  avatarUrlOf,
  avatarVersionId,
} from '../../models/avatar.model';
import { isDuplicateKey } from '../../models/claim.model';
import { UserModel } from '../../models/user.model';
import { loadActiveUser } from './profile.records';
import { loadSharp } from '../../heavy-modules';

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

const invalidImage = () =>
  new ApiError('AVATAR_INVALID_TYPE', { errors: { avatar: 'invalidImageType' } });

/**
 * The image re-encoded in its own format without any metadata: EXIF (camera, GPS position, time), XMP, IPTC
 * and ICC are all dropped, since a public avatar must not tell where the photo was taken. The size is read
 * from the header first, so an image over AVATAR_MAX_PIXELS is refused before any pixel is decoded.
 */
async function withoutMetadata(bytes: Buffer, mime: AvatarType): Promise<Buffer> {
  const sharp = await loadSharp();
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    throw invalidImage();
  }
  if (!width || !height) throw invalidImage();
  if (width * height > AVATAR_MAX_PIXELS)
    throw new ApiError('AVATAR_TOO_MANY_PIXELS', {
      errors: {
        avatar: 'imageTooManyPixels',
      },
    });
  // limitInputPixels again, in case the header lied; rotate() bakes the EXIF orientation into the pixels
  // so the picture still stands upright once the EXIF is gone
  const image = sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS }).rotate();
  const encoded =
    mime === 'image/jpeg'
      ? image.jpeg({ quality: 90 })
      : mime === 'image/png'
        ? image.png()
        : image.webp({ quality: 90 });
  try {
    return await encoded.toBuffer();
  } catch {
    // a header that parses over a body that does not (truncated or corrupt upload)
    throw invalidImage();
  }
}

interface AvatarPointer {
  avatarFile?: string | null;
  avatarVersion?: number | null;
  deletedAt?: Date | null;
}

/** The newest state of a user's avatar chain: its version and the avatar it shows (null: none). */
interface AvatarHead {
  version: number;
  name: string | null;
}

const gone = () => new ApiError('TOKEN_INVALID');

async function pointerOf(userId: string): Promise<AvatarPointer | null> {
  const user = await UserModel.findById(userId, {
    avatarFile: 1,
    avatarVersion: 1,
    deletedAt: 1,
  }).lean<AvatarPointer>();
  return user && !user.deletedAt ? user : null;
}

/**
 * Walks the claim chain up from the user's hint (`_id` reads only) to the newest claim. The user document
 * carries avatarFile and avatarVersion in one write, so at the hint they agree with each other.
 */
async function headOf(userId: string, user: AvatarPointer): Promise<AvatarHead> {
  let head: AvatarHead = { version: user.avatarVersion ?? 0, name: user.avatarFile ?? null };
  for (;;) {
    const next = await AvatarVersionModel.findById(avatarVersionId(userId, head.version + 1)).lean<{
      name: string | null;
    }>();
    if (!next) return head;
    head = { version: head.version + 1, name: next.name };
  }
}

/**
 * Makes the user document show the newest claim. FerretDB updates are read-modify-write, so a slower writer
 * can put an older head back after ours: each writer checks after its write that no newer claim exists, else
 * writes again. The last write is therefore always followed by a check that saw it was the newest.
 */
async function settle(userId: string): Promise<void> {
  for (;;) {
    const user = await pointerOf(userId);
    if (!user) return;
    const head = await headOf(userId, user);
    if (user.avatarVersion !== head.version || (user.avatarFile ?? null) !== head.name)
      await UserModel.updateOne(
        { _id: userId },
        { $set: { avatarFile: head.name, avatarVersion: head.version } },
      );
    const newer = await AvatarVersionModel.exists({
      _id: avatarVersionId(userId, head.version + 1),
    });
    if (!newer) return;
  }
}

/**
 * Moves the user's avatar to `name` (null: none). Claiming the next version fixes the order of concurrent
 * changes; the winner of claim n+1 alone deletes the avatar of version n, so every replaced avatar is deleted
 * exactly once and the newest one is never touched, whatever the interleaving. Returns false when the user
 * is gone.
 */
async function changeAvatar(userId: string, name: string | null): Promise<boolean> {
  let replaced: string | null;
  for (;;) {
    const user = await pointerOf(userId);
    if (!user) return false;
    const head = await headOf(userId, user);
    if (name === null && head.name === null) return true; // nothing to remove
    try {
      await AvatarVersionModel.create({
        _id: avatarVersionId(userId, head.version + 1),
        userId,
        version: head.version + 1,
        name,
        createdAt: new Date(),
      });
      replaced = head.name;
      break;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // another change took that version first: read the chain again and follow it
    }
  }
  await settle(userId);
  if (replaced && replaced !== name) await AvatarModel.deleteOne({ _id: replaced, userId });
  return true;
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
      if (!detected || !isAvatarType(detected.mime)) throw invalidImage();
      const clean = await withoutMetadata(bytes, detected.mime);
      const name = `${randomUUID()}.${EXTENSION_OF[detected.mime]}`;
      await AvatarModel.create({
        _id: name,
        userId,
        contentType: detected.mime,
        size: clean.length,
        data: clean,
      });
      if (!(await changeAvatar(userId, name))) {
        await AvatarModel.deleteOne({ _id: name });
        throw gone();
      }
      return { avatarUrl: avatarUrlOf(name)! };
    },

    /** Removes the user's avatar and its stored image (also fine when there is none). */
    async remove(userId: string): Promise<{ avatarUrl: null }> {
      await loadActiveUser(userId);
      if (!(await changeAvatar(userId, null))) throw gone();
      return { avatarUrl: null };
    },

    /** Every avatar of a user, including any left behind by an interrupted upload (account deletion). */
    async removeAllOf(userId: string): Promise<void> {
      await AvatarModel.deleteMany({ userId });
      await AvatarVersionModel.deleteMany({ userId });
    },

    /** The bytes behind a public avatar URL, or null (also for names the server never generates). */
    async read(name: string): Promise<StoredAvatar | null> {
      if (!isId('avatar', name)) return null;
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
