/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface RequestSpec {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    setupRequest?: (req: RequestSpec, context: Record<string, unknown>) => RequestSpec
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
  }
  interface Histogram {
    average: number
    mean: number
    p50: number
    p90: number
    p99: number
    max: number
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    requests?: RequestSpec[]
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    throughput: Histogram & { total: number }
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
