// autocannon ships no types: the options and results the benchmarks use.
declare module "autocannon" {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: Request) => Request }[];
  };
  type Histogram = { average: number; p50: number; p99: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "3xx": number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
