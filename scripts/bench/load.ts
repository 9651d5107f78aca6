import autocannon from 'autocannon';

import type {Figure} from './figures';

/**
 * A bounded load on loopback: 10 connections for 10 seconds against nginx,
 * cycling through pages, the search index and hashed assets.
 */
export async function loadFigures(baseUrl: string, paths: string[]): Promise<Figure[]> {
  const result = await autocannon({
    url: baseUrl,
    connections: 10,
    duration: 10,
    requests: paths.map((path) => ({method: 'GET', path, headers: {'accept-encoding': 'gzip'}})),
  });
  return [
    {
      name: 'load: requests per second (10 connections, 10 s, mixed pages and assets)',
      value: result.requests.average,
      unit: 'req/s',
    },
    {
      name: 'load: errors and non-2xx responses',
      value: result.errors + result.non2xx + result.timeouts,
      unit: '',
      budget: 0,
    },
    {name: 'load: latency p99', value: result.latency.p99, unit: 'ms'},
  ];
}

/**
 * Requests per second for the search index alone (gzip accepted), the
 * largest file a reader fetches: 10 connections for 5 seconds. With the
 * build's precompressed copy nginx sends it as it is; without, it gzips
 * the whole file on every request.
 */
export async function searchIndexLoadFigure(baseUrl: string, path: string): Promise<Figure> {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections: 10,
    duration: 5,
    headers: {'accept-encoding': 'gzip'},
  });
  return {
    name: `load: requests per second for ${path} alone`,
    value: result.requests.average,
    unit: 'req/s',
  };
}
