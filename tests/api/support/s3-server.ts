// A real S3-compatible server for tests: s3rver, in this process, on a free loopback port, its
// objects in a temp dir. It must start: a test of the S3 store never passes without one.
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

export type TestS3 = { env: Record<string, string>; close(): Promise<void> };

const BUCKET = "brand-tool-test";

/** s3rver's fixed credentials, the bucket created, and the S3_* settings that reach it. */
export async function startS3Server(): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  let endpoint: string;
  try {
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
    client.destroy();
  } catch (error) {
    throw new Error(`The test S3 server (s3rver) could not be started, so the S3 file store cannot be tested: ${String(error)}`, { cause: error });
  }
  return {
    env: { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/** A loopback port nothing listens on: connections to it are refused. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
