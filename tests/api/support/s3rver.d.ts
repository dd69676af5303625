// The part of s3rver (which ships no types) that the tests use.
declare module "s3rver" {
  export default class S3rver {
    constructor(options: { address?: string; port?: number; directory: string; silent?: boolean });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
