// Content archives (GET /report/zipSign, GET /report/zip): a month's media, or chosen posts of
// it, zipped from the store behind a signed id that works without a session.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useSignedInApi } from "../support/helpers";

const { api: t, demo: demoToken, rival: rivalToken } = await useSignedInApi();

const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: t.headers(token) });
type Month = { year: number; month: number };
type Report = { posts: { id: number }[] };

describe("content archives", () => {
  it("signs a month's archive and streams a zip of its media", async () => {
    const [latest] = (await get("/v1.3/report/months", demoToken)).json().data as Month[];
    const signed = await get(`/v1.3/report/zipSign?month=${latest!.month}&year=${latest!.year}&version=1`, demoToken);
    expect(signed.statusCode).toBe(200);
    const { id, url } = signed.json().data as { id: string; url: string };
    expect(url).toContain("/v1.3/report/zip?id=");
    const zip = await get(`/v1.3/report/zip?id=${encodeURIComponent(id)}`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.headers["content-disposition"]).toMatch(/attachment; filename="content-\d{4}-\d{2}\.zip"/);
    const file = path.join(os.tmpdir(), `results-test-${process.pid}.zip`);
    fs.writeFileSync(file, zip.rawPayload);
    const listing = execFileSync("unzip", ["-l", file]).toString();
    fs.rmSync(file);
    expect(listing).toMatch(/\.jpg/);
    expect(listing).toMatch(/\.mp4/);
    // The month's 35 posts and their rights.csv.
    expect(listing).toMatch(/36 files/);
  });

  it("an archive of chosen posts holds only those; a forged or foreign id is refused", async () => {
    const [latest] = (await get("/v1.3/report/months", demoToken)).json().data as Month[];
    const month = (await get(`/v1.3/report/monthly?month=${latest!.month}&year=${latest!.year}`, demoToken)).json().data as Report;
    const ids = month.posts.slice(0, 2).map((p) => p.id);
    const signed = (await get(`/v1.3/report/zipSign?month=${latest!.month}&year=${latest!.year}&posts=${ids.join(",")}`, demoToken)).json().data;
    const zip = await get(`/v1.3/report/zip?id=${encodeURIComponent(signed.id)}`);
    const file = path.join(os.tmpdir(), `results-test-some-${process.pid}.zip`);
    fs.writeFileSync(file, zip.rawPayload);
    expect(execFileSync("unzip", ["-l", file]).toString()).toMatch(/3 files/);
    fs.rmSync(file);
    expect((await get(`/v1.3/report/zip?id=${encodeURIComponent(signed.id.slice(0, -3) + "abc")}`)).statusCode).toBe(400);
    // Rival Studio cannot sign Demo Bistro's month or posts.
    expect((await get(`/v1.3/report/zipSign?month=${latest!.month}&year=${latest!.year}&posts=${ids.join(",")}`, rivalToken)).statusCode).toBe(404);
    const older = ((await get("/v1.3/report/months", demoToken)).json().data as Month[])[3]!;
    expect((await get(`/v1.3/report/zipSign?month=${older.month}&year=${older.year}`, rivalToken)).statusCode).toBe(404);
    expect((await get(`/v1.3/report/zipSign?month=${latest!.month}&year=${latest!.year}&posts=1,x`, demoToken)).statusCode).toBe(400);
  });

  it("signs the month in progress, which has posts but no monthly report yet; a month without posts is refused in a sentence", async () => {
    const me = (await get("/v1.3/users/me", demoToken)).json();
    const business = (me.data ?? me).business_id as number;
    const reported = ((await get("/v1.3/report/months", demoToken)).json().data as Month[]).map((m) => `${m.year}-${String(m.month).padStart(2, "0")}`);
    const periods = (await get(`/v1.3/businesses/${business}/ig-actions/periods`, demoToken)).json().data as { period: string }[];
    const open = periods.find((p) => !reported.includes(p.period))!;
    expect(open, "the seed has a month with posts and no report").toBeDefined();
    const [year, month] = open.period.split("-").map(Number);
    const signed = await get(`/v1.3/report/zipSign?month=${month}&year=${year}`, demoToken);
    expect(signed.statusCode).toBe(200);
    const zip = await get(`/v1.3/report/zip?id=${encodeURIComponent(signed.json().data.id)}`);
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const empty = await get("/v1.3/report/zipSign?month=1&year=2001", demoToken);
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe("There are no posts of January 2001 to download.");
  });
});
