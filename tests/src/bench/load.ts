import autocannon from 'autocannon'

export interface LoadResult {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  non2xx: number
}

/** Loopback-only load for a fixed time; bounded in count and duration. */
export async function load(url: string, options: { seconds: number; connections: number }): Promise<LoadResult> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url)) throw new Error('load only against this machine')
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, pipelining: 1 })
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}
