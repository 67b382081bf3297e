import autocannon from 'autocannon';

/**
 * The search benchmark's request mix: what people type and tap on /search (text, typos, near me with a radius,
 * a city, the filters, every sort, deep pages), rotated across the connections.
 */
export const SEARCH_MIX: readonly string[] = [
  'search=taglio',
  'search=massaggio&sortBy=rating',
  'search=Aurora',
  'search=bel',
  'search=manicure&page=2',
  'search=masagio', // typo
  'search=parruchiere', // typo
  'search=colroe', // transposed letters
  'coordinates=41.9028,12.4964&radiusKm=5',
  'coordinates=45.4642,9.19&radiusKm=10&sortBy=distance',
  'coordinates=40.8518,14.2681&radiusKm=2&search=taglio',
  'coordinates=43.7696,11.2558&sortBy=distance&openNow=true',
  'location=Roma',
  'location=Milano&sortBy=distance',
  'location=Firenze&search=massaggio',
  'businessType=salon,barbershop&minRating=4',
  'minPrice=20&maxPrice=60',
  'features=parking,wifi',
  'openNow=true',
  'hasAvailability=true',
  'services=haircut,manicure',
  'sortBy=rating',
  'sortBy=reviews',
  'sortBy=price_low',
  'sortBy=price_high',
  'sortBy=newest',
  'sortBy=alphabetical&page=40&limit=12',
  'sortBy=next_available',
  'hasAvailability=true&sortBy=next_available&page=3',
  'page=50&limit=20',
].map((query) => `/api/shops/search?${query}`);

export interface LoadFigures {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** connection errors, timeouts and non-2xx answers */
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * A near-me search comes from wherever the visitor stands: its coordinates move by up to ~3 km on every request,
 * so these searches are all different (the server's per-minute answer cache cannot serve them), as in real life.
 */
export function withVisitorPosition(path: string, random: () => number = Math.random): string {
  return path.replace(/coordinates=(-?[\d.]+),(-?[\d.]+)/, (_m, lat: string, lng: string) => {
    const jitter = () => (random() - 0.5) * 0.05;
    return `coordinates=${(Number(lat) + jitter()).toFixed(5)},${(Number(lng) + jitter()).toFixed(5)}`;
  });
}

/** `connections` clients for `seconds`, each request the next URL of the mix (near-me ones from a new position). */
export async function runSearchLoad(
  baseUrl: string,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadFigures> {
  let next = 0;
  const latencies: number[] = [];
  let non2xx = 0;
  const run = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: withVisitorPosition(SEARCH_MIX[next++ % SEARCH_MIX.length]!),
        }),
      },
    ],
  });
  run.on('response', (_client, statusCode, _bytes, ms) => {
    latencies.push(ms);
    if (statusCode < 200 || statusCode >= 300) non2xx += 1;
  });
  const result = await run;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / (result.duration || seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + non2xx, // autocannon counts timeouts among errors
  };
}

/** One request at a time, `times` per URL: the median latency of each search in the mix (what is slow). */
export async function probeEachSearch(
  baseUrl: string,
  times = 5,
): Promise<{ path: string; medianMs: number; total: number | null }[]> {
  const out: { path: string; medianMs: number; total: number | null }[] = [];
  for (const path of SEARCH_MIX) {
    const ms: number[] = [];
    let total: number | null = null;
    for (let i = 0; i < times; i += 1) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`);
      const body = (await response.json()) as { data?: { total?: number } };
      ms.push(performance.now() - started);
      total = body.data?.total ?? null;
    }
    ms.sort((a, b) => a - b);
    out.push({ path, medianMs: ms[Math.floor(ms.length / 2)]!, total });
  }
  return out;
}
