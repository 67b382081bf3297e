import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BusinessType } from '../../../src/domain/shop';
import {
  arch,
  bottle,
  candle,
  chair,
  comb,
  dots,
  dropper,
  frame,
  hand,
  leaf,
  lotus,
  mirror,
  plant,
  pole,
  room,
  scissors,
  stones,
  table,
  towels,
  type Palette,
} from './shop-image-shapes';
import { PALETTES } from './shop-image-palettes';

/**
 * Illustrated "photos" for the demo shops: small, deterministic SVG scenes (gradients and shapes, no text, no
 * external URLs), six per business type, written to public/images/shops/ and served by the app.
 *
 *   npx tsx server/db/seed/shop-images.ts      (re)writes the files; a unit test checks they are current.
 */

export const SHOP_IMAGE_DIR = 'public/images/shops';
export const SHOP_IMAGE_URL = '/images/shops';
export const IMAGES_PER_TYPE = 6;

type Scene = (id: string, p: Palette) => string;

const SCENES: Record<BusinessType, Scene[]> = {
  salon: [
    (id, p) =>
      frame(
        id,
        p,
        room(p) +
          mirror(130, 140, p) +
          mirror(530, 140, p) +
          chair(200, 520, p) +
          chair(600, 520, p) +
          plant(380, 460, p),
      ),
    (id, p) =>
      frame(
        id,
        p,
        `<circle cx="560" cy="230" r="190" fill="${p.c}" opacity=".6"/>` +
          scissors(560, 240, p.a, 1.6) +
          comb(110, 380, p.d) +
          plant(190, 300, p, 1.1) +
          dots(p, 3),
      ),
    (id, p) =>
      frame(
        id,
        p,
        room(p, 460) +
          `<rect x="80" y="120" width="640" height="200" rx="24" fill="${p.c}" opacity=".7"/>` +
          bottle(220, 460, 70, 130, p.a, p.d) +
          bottle(320, 460, 56, 100, p.b, p.d) +
          bottle(410, 460, 64, 160, p.d, p.a) +
          bottle(510, 460, 52, 90, p.a, p.b) +
          plant(630, 460, p),
      ),
  ],
  barbershop: [
    (id, p) =>
      frame(
        id,
        p,
        room(p, 440) +
          pole(130, 150, p) +
          mirror(300, 120, p) +
          chair(370, 540, p) +
          pole(670, 150, p),
      ),
    (id, p) =>
      frame(
        id,
        p,
        `<circle cx="400" cy="300" r="210" fill="${p.wall}"/><circle cx="400" cy="300" r="210" fill="none" stroke="${p.b}" stroke-width="6" opacity=".6"/>` +
          scissors(400, 290, p.b, 1.8) +
          comb(308, 470, p.a),
      ),
    (id, p) =>
      frame(
        id,
        p,
        room(p, 470) +
          `<rect x="90" y="110" width="620" height="14" rx="7" fill="${p.b}" opacity=".8"/>` +
          bottle(200, 470, 60, 120, p.a, p.b) +
          bottle(290, 470, 54, 90, p.b, p.a) +
          `<rect x="360" y="350" width="240" height="120" rx="16" fill="${p.b}" opacity=".9"/><path d="M380 380h200M380 410h200M380 440h200" stroke="${p.d}" stroke-width="6" opacity=".35"/>` +
          pole(680, 220, p),
      ),
  ],
  spa: [
    (id, p) =>
      frame(
        id,
        p,
        `<circle cx="400" cy="250" r="200" fill="${p.c}" opacity=".55"/>` +
          stones(400, 470, p, 1.2) +
          leaf(520, 300, -30, p.a) +
          leaf(260, 320, 200, p.d, 0.8) +
          candle(140, 500, 90, p) +
          candle(670, 500, 130, p),
      ),
    (id, p) =>
      frame(
        id,
        p,
        room(p, 450) +
          arch(290, 90, 220, 300, p.c, 'opacity=".75"') +
          lotus(400, 300, p, 1.1) +
          towels(110, 520, p) +
          plant(660, 470, p),
      ),
    (id, p) =>
      frame(
        id,
        p,
        `<path d="M0 420C160 360 300 470 420 420S660 340 800 400V600H0Z" fill="${p.a}" opacity=".55"/><path d="M0 470C180 430 320 520 470 470S680 420 800 460V600H0Z" fill="${p.d}" opacity=".45"/>` +
          lotus(400, 330, p, 1.3) +
          dots(p, 5),
      ),
  ],
  nail_salon: [
    (id, p) =>
      frame(
        id,
        p,
        room(p, 470) +
          bottle(180, 470, 80, 110, p.a, p.d) +
          bottle(300, 470, 80, 130, p.b, p.d) +
          bottle(420, 470, 80, 100, p.d, p.a) +
          bottle(540, 470, 80, 120, p.a, p.b) +
          bottle(650, 470, 60, 90, p.c, p.d),
      ),
    (id, p) =>
      frame(
        id,
        p,
        `<circle cx="420" cy="300" r="220" fill="${p.c}" opacity=".6"/>` +
          hand(330, 470, p.b) +
          `<ellipse cx="448" cy="294" rx="9" ry="13" fill="${p.a}" transform="rotate(40 448 294)"/><ellipse cx="478" cy="334" rx="9" ry="13" fill="${p.a}" transform="rotate(45 478 334)"/><ellipse cx="505" cy="392" rx="9" ry="13" fill="${p.a}" transform="rotate(50 505 392)"/>` +
          bottle(640, 500, 70, 110, p.a, p.d) +
          dots(p, 7),
      ),
    (id, p) =>
      frame(
        id,
        p,
        room(p, 430) +
          `<rect x="120" y="300" width="560" height="40" rx="14" fill="${p.c}"/><rect x="150" y="340" width="20" height="160" fill="${p.d}"/><rect x="630" y="340" width="20" height="160" fill="${p.d}"/>` +
          mirror(330, 70, p) +
          bottle(220, 300, 40, 60, p.a, p.d) +
          bottle(280, 300, 40, 76, p.b, p.d) +
          plant(580, 300, p, 0.8),
      ),
  ],
  beauty_clinic: [
    (id, p) =>
      frame(
        id,
        p,
        room(p, 460) +
          `<rect x="120" y="110" width="230" height="230" rx="30" fill="${p.c}"/><path d="M235 160v130M170 225h130" stroke="${p.a}" stroke-width="34" stroke-linecap="round"/>` +
          dropper(520, 460, p) +
          bottle(640, 460, 70, 100, p.c, p.a) +
          plant(430, 460, p, 0.8),
      ),
    (id, p) =>
      frame(
        id,
        p,
        `<circle cx="400" cy="300" r="230" fill="${p.c}" opacity=".7"/>` +
          leaf(300, 330, -40, p.a, 1.2) +
          leaf(330, 340, -80, p.d, 0.9) +
          dropper(520, 470, p) +
          dots(p, 11),
      ),
    (id, p) =>
      frame(
        id,
        p,
        room(p, 450) +
          `<rect x="90" y="120" width="620" height="210" rx="28" fill="${p.c}" opacity=".85"/>` +
          bottle(210, 330, 56, 110, p.a, p.d) +
          bottle(300, 330, 70, 80, p.b, p.a) +
          bottle(400, 330, 50, 130, p.d, p.b) +
          bottle(490, 330, 64, 96, p.a, p.c) +
          bottle(590, 330, 52, 70, p.c, p.a) +
          table(400, 580, p),
      ),
  ],
  massage: [
    (id, p) =>
      frame(
        id,
        p,
        room(p, 440) +
          arch(300, 70, 200, 260, p.c, 'opacity=".7"') +
          table(400, 560, p) +
          stones(400, 410, p, 0.6) +
          plant(110, 440, p) +
          candle(690, 440, 80, p),
      ),
    (id, p) =>
      frame(
        id,
        p,
        `<circle cx="400" cy="300" r="220" fill="${p.c}" opacity=".55"/>` +
          hand(230, 400, p.a) +
          hand(570, 400, p.a, true) +
          stones(400, 480, p, 0.8) +
          dots(p, 13),
      ),
    (id, p) =>
      frame(
        id,
        p,
        room(p, 470) +
          `<g stroke="${p.a}" stroke-width="16" stroke-linecap="round"><path d="M640 470V150M680 470V110M720 470V190"/></g>` +
          leaf(640, 220, -150, p.a, 0.5) +
          leaf(680, 170, -30, p.a, 0.5) +
          towels(180, 520, p) +
          candle(430, 470, 70, p) +
          candle(500, 470, 110, p),
      ),
  ],
};

/** `salon-1.svg` … `salon-6.svg` for each business type: 3 scenes × 2 palettes. */
export function generateShopImages(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [type, scenes] of Object.entries(SCENES) as [BusinessType, Scene[]][]) {
    const palettes = PALETTES[type];
    let n = 0;
    for (const palette of palettes) {
      for (const scene of scenes) {
        n += 1;
        const name = `${type.replace('_', '-')}-${n}`;
        files.set(`${name}.svg`, scene(name.replace(/[^a-z0-9]/g, ''), palette));
      }
    }
  }
  return files;
}

/** URLs of the images for a business type, in a stable order. */
export function shopImageUrls(type: BusinessType): string[] {
  return Array.from(
    { length: IMAGES_PER_TYPE },
    (_, i) => `${SHOP_IMAGE_URL}/${type.replace('_', '-')}-${i + 1}.svg`,
  );
}

export function writeShopImages(rootDir: string): number {
  const dir = path.join(rootDir, SHOP_IMAGE_DIR);
  fs.mkdirSync(dir, { recursive: true });
  let bytes = 0;
  for (const [name, svg] of generateShopImages()) {
    fs.writeFileSync(path.join(dir, name), svg);
    bytes += Buffer.byteLength(svg);
  }
  return bytes;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const bytes = writeShopImages(root);
  console.log(
    `wrote ${generateShopImages().size} images (${Math.round(bytes / 1024)} KB) to ${SHOP_IMAGE_DIR}`,
  );
}
