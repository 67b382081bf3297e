/** Drawing primitives for the demo shop illustrations (SVG strings). */

export interface Palette {
  bg: [string, string];
  wall: string;
  floor: string;
  a: string; // main accent
  b: string; // second accent
  c: string; // light
  d: string; // dark
}

export const r = (n: number) => Math.round(n * 10) / 10;

export function frame(id: string, p: Palette, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img">` +
    `<defs><linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/>` +
    `<stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>` +
    `<radialGradient id="${id}l" cx=".3" cy=".2" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".55"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="800" height="600" fill="url(#${id}g)"/>${body}<rect width="800" height="600" fill="url(#${id}l)"/></svg>\n`
  );
}

export const shadow = (cx: number, cy: number, rx: number, color = '#000', opacity = 0.12) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r(rx / 7)}" fill="${color}" opacity="${opacity}"/>`;

export function arch(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  const rad = w / 2;
  return `<path d="M${x} ${y + h}V${y + rad}A${rad} ${rad} 0 0 1 ${x + w} ${y + rad}V${y + h}Z" fill="${fill}" ${extra}/>`;
}

export function plant(x: number, base: number, p: Palette, scale = 1): string {
  const s = scale;
  const leaves = [-50, -25, 0, 25, 50]
    .map(
      (angle, i) =>
        `<ellipse cx="${x}" cy="${r(base - 70 * s)}" rx="${r(14 * s)}" ry="${r((46 + (i % 2) * 12) * s)}" fill="${i % 2 ? p.a : p.d}" opacity=".85" transform="rotate(${angle} ${x} ${r(base - 40 * s)})"/>`,
    )
    .join('');
  return (
    shadow(x, base, 34 * s) +
    leaves +
    `<path d="M${r(x - 26 * s)} ${r(base - 46 * s)}h${r(52 * s)}l${r(-7 * s)} ${r(46 * s)}h${r(-38 * s)}Z" fill="${p.b}"/>`
  );
}

export function room(p: Palette, floorY = 430): string {
  return `<rect y="0" width="800" height="${floorY}" fill="${p.wall}" opacity=".55"/><rect y="${floorY}" width="800" height="${600 - floorY}" fill="${p.floor}" opacity=".7"/>`;
}

export function mirror(x: number, y: number, p: Palette): string {
  return (
    arch(x - 8, y - 8, 156, 236, p.b) +
    arch(x, y, 140, 220, p.c, 'opacity=".9"') +
    `<path d="M${x + 30} ${y + 60}l40 -30M${x + 36} ${y + 90}l60 -44" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".7"/>`
  );
}

export function chair(x: number, base: number, p: Palette): string {
  return (
    shadow(x, base, 70) +
    `<rect x="${x - 6}" y="${base - 80}" width="12" height="70" fill="${p.d}"/><ellipse cx="${x}" cy="${base - 6}" rx="50" ry="9" fill="${p.d}"/>` +
    `<rect x="${x - 62}" y="${base - 120}" width="124" height="42" rx="18" fill="${p.a}"/>` +
    `<rect x="${x - 54}" y="${base - 230}" width="108" height="120" rx="26" fill="${p.a}"/>` +
    `<rect x="${x - 78}" y="${base - 150}" width="26" height="16" rx="8" fill="${p.d}"/><rect x="${x + 52}" y="${base - 150}" width="26" height="16" rx="8" fill="${p.d}"/>`
  );
}

export function pole(x: number, y: number, p: Palette): string {
  const stripes = Array.from(
    { length: 6 },
    (_, i) => `<path d="M${x - 22} ${y + 40 + i * 30}l44 -26v18l-44 26Z" fill="${p.a}"/>`,
  ).join('');
  return (
    `<rect x="${x - 30}" y="${y - 14}" width="60" height="18" rx="9" fill="${p.b}"/><rect x="${x - 30}" y="${y + 212}" width="60" height="18" rx="9" fill="${p.b}"/>` +
    `<rect x="${x - 22}" y="${y}" width="44" height="214" rx="10" fill="${p.c}"/>${stripes}`
  );
}

export function scissors(cx: number, cy: number, color: string, size = 1): string {
  const s = size;
  return (
    `<g transform="translate(${cx} ${cy}) scale(${s})" stroke="${color}" stroke-width="10" fill="none" stroke-linecap="round">` +
    `<circle cx="-34" cy="52" r="22"/><circle cx="34" cy="52" r="22"/><path d="M-20 34L40 -70M20 34L-40 -70"/></g>`
  );
}

export function comb(x: number, y: number, color: string): string {
  const teeth = Array.from({ length: 14 }, (_, i) => `M${x + 12 + i * 12} ${y + 26}v40`).join('');
  return `<rect x="${x}" y="${y}" width="184" height="30" rx="12" fill="${color}"/><path d="${teeth}" stroke="${color}" stroke-width="6" stroke-linecap="round"/>`;
}

export function stones(x: number, base: number, p: Palette, scale = 1): string {
  const sizes = [90, 72, 56, 40];
  let y = base;
  let out = shadow(x, base + 4, 100 * scale);
  sizes.forEach((w, i) => {
    const rx = w * scale;
    const ry = rx * 0.36;
    y -= ry * (i === 0 ? 1 : 1.7);
    out += `<ellipse cx="${r(x + (i % 2 ? 6 : -4) * scale)}" cy="${r(y)}" rx="${r(rx)}" ry="${r(ry)}" fill="${i % 2 ? p.d : p.a}" opacity="${0.95 - i * 0.08}"/>`;
  });
  return out;
}

export function candle(x: number, base: number, h: number, p: Palette): string {
  return (
    `<rect x="${x - 22}" y="${base - h}" width="44" height="${h}" rx="6" fill="${p.c}"/>` +
    `<path d="M${x} ${base - h - 36}c12 14 12 26 0 30c-12 -4 -12 -16 0 -30Z" fill="${p.b}"/><circle cx="${x}" cy="${base - h - 14}" r="26" fill="${p.b}" opacity=".18"/>`
  );
}

export function towels(x: number, base: number, p: Palette): string {
  const roll = (cx: number, cy: number, color: string) =>
    `<circle cx="${cx}" cy="${cy}" r="40" fill="${color}"/><circle cx="${cx}" cy="${cy}" r="26" fill="none" stroke="${p.c}" stroke-width="5" opacity=".8"/><circle cx="${cx}" cy="${cy}" r="11" fill="none" stroke="${p.c}" stroke-width="5" opacity=".8"/>`;
  return (
    shadow(x + 40, base, 110) +
    roll(x - 20, base - 40, p.c) +
    roll(x + 62, base - 40, p.b) +
    roll(x + 20, base - 108, p.a)
  );
}

export function lotus(cx: number, cy: number, p: Palette, size = 1): string {
  const petals = [-60, -30, 0, 30, 60]
    .map(
      (a, i) =>
        `<ellipse cx="0" cy="-56" rx="26" ry="62" fill="${i % 2 ? p.a : p.d}" opacity=".8" transform="rotate(${a})"/>`,
    )
    .join('');
  return `<g transform="translate(${cx} ${cy}) scale(${size})">${petals}<ellipse cx="0" cy="4" rx="96" ry="14" fill="${p.d}" opacity=".25"/></g>`;
}

export function bottle(
  x: number,
  base: number,
  w: number,
  h: number,
  body: string,
  cap: string,
): string {
  return (
    shadow(x, base, w * 0.9) +
    `<rect x="${x - w / 2}" y="${base - h}" width="${w}" height="${h}" rx="${r(w / 4)}" fill="${body}"/>` +
    `<rect x="${r(x - w / 5)}" y="${r(base - h - h * 0.45)}" width="${r((w * 2) / 5)}" height="${r(h * 0.5)}" rx="6" fill="${cap}"/>` +
    `<rect x="${r(x - w / 2 + 8)}" y="${base - h + 14}" width="10" height="${r(h * 0.55)}" rx="5" fill="#fff" opacity=".45"/>`
  );
}

export function dropper(x: number, base: number, p: Palette): string {
  return (
    shadow(x, base, 50) +
    `<rect x="${x - 40}" y="${base - 120}" width="80" height="120" rx="18" fill="${p.a}" opacity=".9"/>` +
    `<rect x="${x - 16}" y="${base - 160}" width="32" height="44" rx="6" fill="${p.d}"/><ellipse cx="${x}" cy="${base - 172}" rx="18" ry="22" fill="${p.d}"/>` +
    `<rect x="${x - 28}" y="${base - 90}" width="56" height="40" rx="6" fill="${p.c}" opacity=".85"/>`
  );
}

export function leaf(cx: number, cy: number, angle: number, color: string, scale = 1): string {
  return `<path d="M0 0C40 -60 120 -60 160 0C120 60 40 60 0 0Z" fill="${color}" transform="translate(${cx} ${cy}) rotate(${angle}) scale(${scale})"/><path d="M0 0H150" stroke="#fff" stroke-width="3" opacity=".5" transform="translate(${cx} ${cy}) rotate(${angle}) scale(${scale})"/>`;
}

export function table(x: number, base: number, p: Palette): string {
  return (
    shadow(x, base + 4, 230) +
    `<rect x="${x - 220}" y="${base - 150}" width="440" height="44" rx="20" fill="${p.c}"/>` +
    `<rect x="${x - 220}" y="${base - 150}" width="150" height="44" rx="20" fill="${p.b}" opacity=".9"/>` +
    `<rect x="${x - 190}" y="${base - 108}" width="16" height="108" fill="${p.d}"/><rect x="${x + 174}" y="${base - 108}" width="16" height="108" fill="${p.d}"/>`
  );
}

export function hand(cx: number, cy: number, color: string, flip = false): string {
  const t = `translate(${cx} ${cy}) scale(${flip ? -1 : 1} 1)`;
  return `<path d="M0 0c30 -10 60 -40 70 -90c4 -16 22 -12 20 6l-6 46l50 -70c10 -14 28 -4 20 12l-44 70l60 -60c12 -12 28 2 16 16l-60 66l50 -34c14 -8 24 8 12 18c-50 40 -90 80 -150 86Z" fill="${color}" transform="${t}"/>`;
}

export function dots(p: Palette, seed: number): string {
  let out = '';
  for (let i = 0; i < 14; i += 1) {
    const x = (seed * 97 + i * 173) % 800;
    const y = (seed * 53 + i * 89) % 260;
    out += `<circle cx="${x}" cy="${y}" r="${3 + (i % 4) * 2}" fill="${p.c}" opacity=".5"/>`;
  }
  return out;
}
