import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceImageModel } from '../../server/models/service-image.model';
import { ServiceModel } from '../../server/models/service.model';
import type { ShopService } from '../../src/domain/search-types';
import { SERVICE_IMAGE_MAX_BYTES, SERVICE_IMAGE_SIZES } from '../../src/domain/service-images';
import type { ManagedService } from '../../src/domain/shop-services';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn } from './profile-fixtures';
import type { BookingShop } from './support/booking-fixtures';
import { ownedShop } from './support/owned-shop';

let app: TestApp;
/** a JPEG whose EXIF names a camera */
let JPEG_WITH_EXIF: Buffer;
let PNG: Buffer;

beforeAll(async () => {
  JPEG_WITH_EXIF = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: '#cc0066' },
  })
    .jpeg()
    .withExif({ IFD0: { Make: 'SpyCam', Model: 'X1' } })
    .toBuffer();
  PNG = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#00aa66' } })
    .png()
    .toBuffer();
  app = await startTestApp({ dbName: 'api-shop-service-images', seed: false });
});
afterAll(() => app.close());

const imagePath = (shop: BookingShop, serviceId: string) =>
  `/shops/${shop.id}/services/${serviceId}/image`;

function imageForm(bytes: Buffer, options: { field?: string; type?: string; name?: string } = {}) {
  const form = new FormData();
  form.append(
    options.field ?? 'image',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }),
    options.name ?? 'picture.png',
  );
  return form;
}

const fetchBytes = async (url: string) => {
  const response = await fetch(`${app.baseUrl}${url}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};
const publicMenu = async (shop: BookingShop) =>
  (await client(app).get<{ services: ShopService[] }>(`/shops/${shop.id}/services`)).body.data
    .services;
const filesOf = (serviceId: string) => ServiceImageModel.countDocuments({ serviceId });

describe("a service's picture", () => {
  it('is stored without EXIF at the card sizes, served forever-cacheable, and shown on the public menu at once', async () => {
    const { shop, owner } = await ownedShop(app);
    const serviceId = shop.services.cut;
    const { status, body } = await owner.upload<{ service: ManagedService }>(
      imagePath(shop, serviceId),
      imageForm(JPEG_WITH_EXIF, { type: 'image/jpeg', name: 'cut.jpg' }),
    );
    expect(status).toBe(200);
    const image = body.data.service.image!;
    expect(image.thumb).toMatch(/^\/api\/shops\/.+\/service-images\/[0-9a-f]{24}-thumb\.webp$/);
    for (const size of ['thumb', 'card'] as const) {
      const { response, bytes } = await fetchBytes(image[size]);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBeLessThanOrEqual(SERVICE_IMAGE_SIZES[size].width);
      expect(meta.height).toBeLessThanOrEqual(SERVICE_IMAGE_SIZES[size].height);
    }
    // the card's square thumbnail is cropped to fill
    const thumb = await sharp((await fetchBytes(image.thumb)).bytes).metadata();
    expect([thumb.width, thumb.height]).toEqual([192, 192]);
    expect((await publicMenu(shop)).find((s) => s.id === serviceId)?.image).toEqual(image);
    expect((await publicMenu(shop)).find((s) => s.id === shop.services.color)?.image).toBeNull();
  });

  it('a new upload replaces the picture and deletes the old file; delete removes it (404 after)', async () => {
    const { shop, owner } = await ownedShop(app);
    const serviceId = shop.services.cut;
    const first = (
      await owner.upload<{ service: ManagedService }>(imagePath(shop, serviceId), imageForm(PNG))
    ).body.data.service.image!;
    const second = await owner.upload<{ service: ManagedService }>(
      imagePath(shop, serviceId),
      imageForm(PNG),
    );
    expect(second.status).toBe(200);
    expect(second.body.data.service.image!.thumb).not.toBe(first.thumb);
    expect((await fetchBytes(first.thumb)).response.status).toBe(404);
    expect(await filesOf(serviceId)).toBe(1);

    const removed = await owner.del<{ service: ManagedService }>(imagePath(shop, serviceId));
    expect(removed.status).toBe(200);
    expect(removed.body.data.service.image).toBeNull();
    expect((await fetchBytes(second.body.data.service.image!.card)).response.status).toBe(404);
    expect(await filesOf(serviceId)).toBe(0);
    expect((await publicMenu(shop)).find((s) => s.id === serviceId)?.image).toBeNull();
    const again = await owner.del(imagePath(shop, serviceId));
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'SERVICE_IMAGE_NOT_FOUND' });
  });

  it('is refused by content and size, and nothing is stored', async () => {
    const { shop, owner } = await ownedShop(app);
    const path = imagePath(shop, shop.services.cut);
    const text = await owner.upload(
      path,
      imageForm(Buffer.from('not an image'), { name: 'x.png' }),
    );
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({
      code: 'SERVICE_IMAGE_INVALID_TYPE',
      errors: { image: 'errors.SERVICE_IMAGE_INVALID_TYPE' },
    });
    const svg = await owner.upload(
      path,
      imageForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
        type: 'image/svg+xml',
      }),
    );
    expect(svg.body).toMatchObject({ code: 'SERVICE_IMAGE_INVALID_TYPE' });
    const big = await owner.upload(
      path,
      imageForm(Buffer.concat([PNG, Buffer.alloc(SERVICE_IMAGE_MAX_BYTES)])),
    );
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'SERVICE_IMAGE_TOO_LARGE' });
    const none = await owner.upload(path, new FormData());
    expect(none.body).toMatchObject({ code: 'SERVICE_IMAGE_MISSING' });
    const wrongField = await owner.upload(path, imageForm(PNG, { field: 'photo' }));
    expect(wrongField.body).toMatchObject({ code: 'SERVICE_IMAGE_MISSING' });
    const two = imageForm(PNG);
    two.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'b.png');
    expect((await owner.upload(path, two)).body).toMatchObject({ code: 'SERVICE_IMAGE_MISSING' });
    // a canvas over 40 megapixels is refused before it is decoded
    const huge = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#000000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const tooManyPixels = await owner.upload(path, imageForm(huge));
    expect(tooManyPixels.body).toMatchObject({ code: 'SERVICE_IMAGE_TOO_MANY_PIXELS' });
    expect(await filesOf(shop.services.cut)).toBe(0);
  });

  it("another owner's, a customer's or an unknown service's upload changes nothing", async () => {
    const { shop, owner } = await ownedShop(app);
    const path = imagePath(shop, shop.services.cut);
    const otherOwner = client(app, await signIn(app, await createUser({ role: 'shop' })));
    const customer = client(app, await signIn(app, await createUser()));
    for (const answer of [
      await otherOwner.upload(path, imageForm(PNG)),
      await otherOwner.del(path),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'SHOP_NOT_FOUND' });
    }
    expect((await customer.upload(path, imageForm(PNG))).status).toBe(403);
    expect((await client(app).upload(path, imageForm(PNG))).status).toBe(401);
    const unknown = await owner.upload(imagePath(shop, `${shop.id}--no-such`), imageForm(PNG));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'SHOP_SERVICE_NOT_FOUND' });
    const foreign = await owner.upload(imagePath(shop, 'other-shop--cut'), imageForm(PNG));
    expect(foreign.body).toMatchObject({ code: 'SHOP_SERVICE_NOT_FOUND' });
    expect(await ServiceImageModel.countDocuments({ shopId: shop.id })).toBe(0);
    // a file name the server never makes is not looked up
    expect(
      (await fetchBytes(`/api/shops/${shop.id}/service-images/..%2Fx.webp`)).response.status,
    ).toBe(404);
  });

  it('two uploads at once leave one picture and one file; an edit beside them keeps both', async () => {
    const { shop, owner } = await ownedShop(app);
    const serviceId = shop.services.cut;
    const answers = await Promise.all([
      owner.upload<{ service: ManagedService }>(imagePath(shop, serviceId), imageForm(PNG)),
      owner.upload<{ service: ManagedService }>(imagePath(shop, serviceId), imageForm(PNG)),
      owner.put(`/shops/${shop.id}/services/${serviceId}`, { price: 41 }),
      owner.upload<{ service: ManagedService }>(imagePath(shop, serviceId), imageForm(PNG)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const stored = await ServiceModel.findById(serviceId).lean();
    expect(stored?.priceCents).toBe(4100);
    expect(stored?.imageId).toMatch(/^[0-9a-f]{24}$/);
    expect(await filesOf(serviceId)).toBe(1);
    expect(await ServiceImageModel.exists({ _id: stored!.imageId! })).toBeTruthy();
  });

  it('deleting the service deletes its picture', async () => {
    const { shop, owner } = await ownedShop(app);
    const serviceId = shop.services.color;
    await owner.upload(imagePath(shop, serviceId), imageForm(PNG));
    expect(await filesOf(serviceId)).toBe(1);
    const deleted = await owner.del(`/shops/${shop.id}/services/${serviceId}`);
    expect(deleted.status).toBe(200);
    expect(await filesOf(serviceId)).toBe(0);
  });
});
