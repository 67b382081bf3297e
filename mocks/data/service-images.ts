import { serviceImageOf, type ServiceImage } from '@/domain/service-images';

/**
 * The mocks' service pictures: the uploaded file by image id (served as it is at every size: the mocks do not
 * resize) and each service's current picture, which the public menu shows as the server's catalog does.
 */
const files = new Map<string, File>();
const current = new Map<string, string>();

export const mockServiceImageFile = (imageId: string): File | undefined => files.get(imageId);

export function storeMockServiceImageFile(imageId: string, file: File): void {
  files.set(imageId, file);
}

/** Makes `imageId` the service's picture (null: none) and forgets the file it replaced. */
export function setMockServiceImage(serviceId: string, imageId: string | null): void {
  const before = current.get(serviceId);
  if (before && before !== imageId) files.delete(before);
  if (imageId) current.set(serviceId, imageId);
  else current.delete(serviceId);
}

/** A service's picture as the public menu gives it. */
export const mockServiceImage = (shopId: string, serviceId: string): ServiceImage | null =>
  serviceImageOf(shopId, current.get(serviceId));

export function resetMockServiceImages(): void {
  files.clear();
  current.clear();
}
