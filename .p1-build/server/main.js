var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// server/app.ts
import { randomBytes as randomBytes9 } from "node:crypto";
import { join as join10 } from "node:path";
import Fastify, { LogController } from "fastify";

// server/db/database.ts
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";

// server/db/migrations/2026-11-22-001-init.ts
var init_exports = {};
__export(init_exports, {
  down: () => down,
  up: () => up
});

// server/db/migration-helpers.ts
import { PostgresAdapter } from "kysely";
function isPostgresDb(db) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
function withId(db, t) {
  return isPostgresDb(db) ? t.addColumn("id", "serial", (c) => c.primaryKey()) : t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

// server/db/migrations/2026-11-22-001-init.ts
var notNull = (c) => c.notNull();
async function codeTable(db, name) {
  await db.schema.createTable(name).addColumn("code", "integer", (c) => c.primaryKey()).addColumn("name", "text", notNull).addColumn("name_en", "text", notNull).addColumn("sort", "integer", (c) => c.notNull().defaultTo(0)).execute();
}
async function up(db) {
  await db.schema.createTable("cities").addColumn("code", "integer", (c) => c.primaryKey()).addColumn("name", "text", notNull).addColumn("name_en", "text", notNull).addColumn("abroad", "integer", (c) => c.notNull().defaultTo(0)).addColumn("region", "text", (c) => c.notNull().defaultTo("")).addColumn("sort", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await codeTable(db, "post_types");
  await codeTable(db, "post_modes");
  await withId(db, db.schema.createTable("users")).addColumn("username", "text", (c) => c.notNull().unique()).addColumn("password_hash", "text", notNull).addColumn("nickname", "text", notNull).addColumn("avatar", "text").addColumn("bio", "text", (c) => c.notNull().defaultTo("")).addColumn("role", "text", (c) => c.notNull().defaultTo("user")).addColumn("vip_level", "integer", (c) => c.notNull().defaultTo(0)).addColumn("vip_expires_at", "integer").addColumn("incode", "text", (c) => c.notNull().unique()).addColumn("invited_by", "integer").addColumn("created_at", "integer", notNull).execute();
  await withId(db, db.schema.createTable("sessions")).addColumn("user_id", "integer", notNull).addColumn("token_hash", "text", (c) => c.notNull().unique()).addColumn("created_at", "integer", notNull).addColumn("last_seen_at", "integer", notNull).addColumn("revoked_at", "integer").addColumn("ip", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();
  await withId(db, db.schema.createTable("login_attempts")).addColumn("scope", "text", notNull).addColumn("key", "text", notNull).addColumn("at", "integer", notNull).addColumn("success", "integer", notNull).execute();
  await db.schema.createIndex("login_attempts_key_idx").on("login_attempts").columns(["scope", "key", "at"]).execute();
  await withId(db, db.schema.createTable("posts")).addColumn("user_id", "integer", notNull).addColumn("kind", "text", notNull).addColumn("title", "text", notNull).addColumn("description", "text", (c) => c.notNull().defaultTo("")).addColumn("city_code", "integer", notNull).addColumn("type_code", "integer", notNull).addColumn("mode_code", "integer", notNull).addColumn("price_min", "integer").addColumn("price_max", "integer").addColumn("address", "text", (c) => c.notNull().defaultTo("")).addColumn("hours", "text", (c) => c.notNull().defaultTo("")).addColumn("contact", "text", (c) => c.notNull().defaultTo("")).addColumn("tags", "text", (c) => c.notNull().defaultTo("[]")).addColumn("facts", "text", (c) => c.notNull().defaultTo("[]")).addColumn("vip", "integer", (c) => c.notNull().defaultTo(0)).addColumn("status", "integer", notNull).addColumn("views", "integer", (c) => c.notNull().defaultTo(0)).addColumn("favorites", "integer", (c) => c.notNull().defaultTo(0)).addColumn("created_at", "integer", notNull).addColumn("updated_at", "integer", notNull).execute();
  await db.schema.createIndex("posts_listing_idx").on("posts").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("posts_user_idx").on("posts").column("user_id").execute();
  await withId(db, db.schema.createTable("post_images")).addColumn("post_id", "integer", notNull).addColumn("path", "text", notNull).addColumn("sort", "integer", (c) => c.notNull().defaultTo(0)).addColumn("width", "integer", notNull).addColumn("height", "integer", notNull).execute();
  await db.schema.createIndex("post_images_post_idx").on("post_images").columns(["post_id", "sort"]).execute();
  await db.schema.createTable("media").addColumn("path", "text", (c) => c.primaryKey()).addColumn("kind", "text", notNull).addColumn("mime", "text", notNull).addColumn("size", "integer", notNull).addColumn("width", "integer").addColumn("height", "integer").addColumn("created_at", "integer", notNull).execute();
  await withId(db, db.schema.createTable("ads")).addColumn("slot", "text", notNull).addColumn("title", "text", notNull).addColumn("image", "text", notNull).addColumn("url", "text", notNull).addColumn("type", "integer", (c) => c.notNull().defaultTo(1)).addColumn("sort", "integer", (c) => c.notNull().defaultTo(0)).addColumn("active", "integer", (c) => c.notNull().defaultTo(1)).addColumn("clicks", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await withId(db, db.schema.createTable("notices")).addColumn("kind", "text", notNull).addColumn("text", "text", notNull).addColumn("created_at", "integer", notNull).execute();
  await db.schema.createIndex("notices_kind_idx").on("notices").columns(["kind", "created_at"]).execute();
}
async function down(db) {
  for (const t of ["notices", "ads", "media", "post_images", "posts", "login_attempts", "sessions", "users", "post_modes", "post_types", "cities"]) {
    await db.schema.dropTable(t).execute();
  }
}

// server/db/migrations/2026-11-22-002-media.ts
var media_exports = {};
__export(media_exports, {
  down: () => down2,
  up: () => up2
});
var notNull2 = (c) => c.notNull();
async function up2(db) {
  await db.schema.createTable("post_videos").addColumn("post_id", "integer", (c) => c.primaryKey()).addColumn("url", "text", notNull2).addColumn("pic", "text", notNull2).addColumn("created_at", "integer", notNull2).execute();
  await db.schema.createTable("media_variants").addColumn("path", "text", notNull2).addColumn("width", "integer", notNull2).addColumn("size", "integer", notNull2).addPrimaryKeyConstraint("media_variants_pk", ["path", "width"]).execute();
  await withId(db, db.schema.createTable("image_uploads")).addColumn("path", "text", notNull2).addColumn("user_id", "integer").addColumn("ip", "text", notNull2).addColumn("at", "integer", notNull2).execute();
  await db.schema.createIndex("image_uploads_ip_at_idx").on("image_uploads").columns(["ip", "at"]).execute();
  await db.schema.createIndex("image_uploads_user_at_idx").on("image_uploads").columns(["user_id", "at"]).execute();
}
async function down2(db) {
  for (const t of ["image_uploads", "media_variants", "post_videos"]) {
    await db.schema.dropTable(t).execute();
  }
}

// server/db/migrations/2026-11-22-003-posting.ts
var posting_exports = {};
__export(posting_exports, {
  up: () => up3
});
var notNull3 = (c) => c.notNull();
var TAGS = {
  1: ["\u73B0\u505A\u73B0\u5356", "\u73AF\u5883\u5B89\u9759", "\u53EF\u5916\u5E26", "\u514D\u8D39 Wi-Fi", "\u652F\u6301\u9884\u8BA2", "\u7D20\u98DF\u53CB\u597D", "\u9002\u5408\u805A\u4F1A"],
  2: ["\u4E00\u5BF9\u4E00", "\u5C0F\u73ED\u8BFE", "\u8BD5\u542C\u4E00\u8282", "\u53EF\u7EBF\u4E0A", "\u6559\u6750\u63D0\u4F9B", "\u5468\u672B\u73ED", "\u8FDB\u5EA6\u62A5\u544A"],
  3: ["30 \u5206\u949F\u54CD\u5E94", "\u660E\u7801\u6807\u4EF7", "\u4FDD\u4FEE\u4E09\u4E2A\u6708", "\u539F\u5382\u914D\u4EF6", "\u53EF\u5F00\u53D1\u7968", "\u591C\u95F4\u53EF\u7EA6"],
  4: ["\u8FD1\u5730\u94C1", "\u62CE\u5305\u5165\u4F4F", "\u53EF\u6708\u4ED8", "\u5357\u5317\u901A\u900F", "\u5E26\u770B\u514D\u8D39", "\u623F\u6E90\u771F\u5B9E", "\u914D\u5957\u6210\u719F"],
  5: ["\u81EA\u5E26\u5DE5\u5177", "\u73AF\u4FDD\u6E05\u6D01\u5242", "\u53EF\u957F\u671F\u9884\u7EA6", "\u6309\u5C0F\u65F6\u8BA1\u8D39", "\u80CC\u666F\u6838\u9A8C", "\u5F53\u65E5\u53EF\u7EA6"],
  6: ["\u6B63\u89C4\u7ECF\u8425", "\u624B\u6CD5\u4E13\u4E1A", "\u73AF\u5883\u6574\u6D01", "\u9884\u7EA6\u5236", "\u65B0\u5BA2\u4F53\u9A8C\u4EF7", "\u505C\u8F66\u65B9\u4FBF"],
  7: ["\u4E00\u5BA0\u4E00\u5DFE", "\u53EF\u89C6\u76D1\u63A7", "\u6E29\u548C\u6D17\u62A4", "\u63A5\u9001\u670D\u52A1", "\u75AB\u82D7\u6838\u9A8C", "\u8282\u5047\u65E5\u53EF\u7EA6"],
  8: ["\u7CBE\u4FEE 10 \u5F20", "\u5F53\u5929\u51FA\u7247", "\u53EF\u6539\u7A3F\u4E09\u6B21", "\u63D0\u4F9B RAW", "\u5546\u7528\u6388\u6743", "\u5916\u666F\u53EF\u7EA6"]
};
async function up3(db) {
  await withId(db, db.schema.createTable("tags")).addColumn("type_code", "integer", notNull3).addColumn("name", "text", notNull3).addColumn("sort", "integer", (c) => c.notNull().defaultTo(0)).addUniqueConstraint("tags_type_name_uq", ["type_code", "name"]).execute();
  const rows = Object.entries(TAGS).flatMap(([type, names]) => names.map((name, sort) => ({ type_code: Number(type), name, sort })));
  await db.insertInto("tags").values(rows).execute();
  await withId(db, db.schema.createTable("post_audit")).addColumn("post_id", "integer", notNull3).addColumn("actor_user_id", "integer").addColumn("actor", "text", notNull3).addColumn("from_status", "integer", notNull3).addColumn("to_status", "integer", notNull3).addColumn("reason", "text", (c) => c.notNull().defaultTo("")).addColumn("created_at", "integer", notNull3).execute();
  await db.schema.createIndex("post_audit_post_idx").on("post_audit").columns(["post_id", "id"]).execute();
  await db.schema.alterTable("posts").addColumn("prev_status", "integer").execute();
  await db.schema.alterTable("posts").addColumn("review_note", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("posts").addColumn("video_id", "text").execute();
  await db.schema.alterTable("posts").addColumn("cert_type", "integer").execute();
  await db.schema.createIndex("posts_user_status_idx").on("posts").columns(["user_id", "status", "updated_at"]).execute();
}

// server/db/migrations/2026-11-22-004-uploads.ts
var uploads_exports = {};
__export(uploads_exports, {
  up: () => up4
});
var notNull4 = (c) => c.notNull();
async function up4(db) {
  await db.schema.createTable("uploads").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "integer", notNull4).addColumn("mode", "text", notNull4).addColumn("name", "text", notNull4).addColumn("size", "bigint", notNull4).addColumn("format", "text", notNull4).addColumn("slice_size", "integer", notNull4).addColumn("slices", "integer", notNull4).addColumn("file_hash", "text").addColumn("proof_start", "bigint", notNull4).addColumn("proof_end", "bigint", notNull4).addColumn("status", "text", notNull4).addColumn("video_id", "text").addColumn("error", "text").addColumn("created_at", "integer", notNull4).addColumn("updated_at", "integer", notNull4).execute();
  await db.schema.createIndex("uploads_user_idx").on("uploads").column("user_id").execute();
  await db.schema.createIndex("uploads_updated_idx").on("uploads").columns(["status", "updated_at"]).execute();
  await db.schema.createTable("upload_slices").addColumn("upload_id", "text", notNull4).addColumn("index", "integer", notNull4).addColumn("md5", "text", notNull4).addColumn("size", "integer", notNull4).addColumn("created_at", "integer", notNull4).addPrimaryKeyConstraint("upload_slices_pk", ["upload_id", "index"]).execute();
  await db.schema.createTable("videos").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "integer", notNull4).addColumn("md5", "text", notNull4).addColumn("size", "bigint", notNull4).addColumn("path", "text", notNull4).addColumn("created_at", "integer", notNull4).execute();
  await db.schema.createIndex("videos_md5_idx").on("videos").columns(["md5", "size"]).execute();
  await db.schema.createIndex("videos_user_idx").on("videos").column("user_id").execute();
}

// server/db/database.ts
var MIGRATIONS = {
  "2026-11-22-001-init": init_exports,
  "2026-11-22-002-media": media_exports,
  "2026-11-22-003-posting": posting_exports,
  "2026-11-22-004-uploads": uploads_exports
};
var schemaOf = /* @__PURE__ */ new WeakMap();
function openDatabase(config) {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      ...config.pgSchema ? { options: `-c search_path=${config.pgSchema}` } : {}
    });
    const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    if (config.pgSchema) schemaOf.set(db, config.pgSchema);
    return db;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(join(config.dataDir, "goldpost.sqlite"));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  return new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
}
var provider = { getMigrations: async () => MIGRATIONS };
async function migrateToLatest(db) {
  const { error, results } = await new Migrator({ db, provider, ...schemaOf.has(db) ? { migrationTableSchema: schemaOf.get(db) } : {} }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`migration ${failed} failed`, { cause: error });
  }
}

// server/lib/node-cipher.ts
import { createCipheriv, createDecipheriv, createHmac } from "node:crypto";
function createNodeCipher(keys) {
  return {
    async encrypt(plain) {
      const c = createCipheriv("aes-128-cbc", keys.apiKey, keys.apiIv);
      return new Uint8Array(Buffer.concat([c.update(plain), c.final()]));
    },
    async decrypt(cipher) {
      const d = createDecipheriv("aes-128-cbc", keys.apiKey, keys.apiIv);
      return new Uint8Array(Buffer.concat([d.update(cipher), d.final()]));
    },
    async sign(message) {
      return new Uint8Array(createHmac("sha256", keys.signKey).update(message).digest());
    }
  };
}
function encryptMedia(mediaKey, plain, iv) {
  const c = createCipheriv("aes-128-cbc", mediaKey, iv);
  return Buffer.concat([iv, c.update(plain), c.final()]);
}

// server/media/storage.ts
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import { dirname, join as join2, resolve, sep } from "node:path";
import { pipeline } from "node:stream/promises";
var UnsafeMediaPathError = class extends Error {
  constructor(path) {
    super(`unsafe media path: ${JSON.stringify(path).slice(0, 120)}`);
    this.name = "UnsafeMediaPathError";
  }
};
var SAFE_PATH = /^[a-z0-9/._-]+$/;
var MAX_PATH_LENGTH = 200;
function isSafeMediaPath(path) {
  if (path.length === 0 || path.length > MAX_PATH_LENGTH || !SAFE_PATH.test(path)) return false;
  return path.split("/").every((seg) => seg !== "" && seg !== "." && seg !== "..");
}
var isMissing = (err) => {
  const code2 = err.code;
  return code2 === "ENOENT" || code2 === "EISDIR" || code2 === "ENOTDIR";
};
function createLocalStorage(dir) {
  const root = resolve(dir);
  const locate = (path) => {
    if (!isSafeMediaPath(path)) return null;
    const full = join2(root, path);
    return full.startsWith(root + sep) ? full : null;
  };
  const locateOrThrow = (path) => {
    const full = locate(path);
    if (full === null) throw new UnsafeMediaPathError(path);
    return full;
  };
  const tempFor = (full) => `${full}.${randomBytes(6).toString("hex")}.tmp`;
  return {
    async put(path, bytes) {
      const full = locateOrThrow(path);
      await mkdir(dirname(full), { recursive: true });
      const tmp = tempFor(full);
      try {
        await writeFile(tmp, bytes);
        await rename(tmp, full);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async get(path) {
      const full = locate(path);
      if (full === null) return null;
      try {
        return await readFile(full);
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async putFile(path, sourceFile) {
      const full = locateOrThrow(path);
      await mkdir(dirname(full), { recursive: true });
      try {
        await rename(sourceFile, full);
        return;
      } catch (err) {
        if (err.code !== "EXDEV") throw err;
      }
      const tmp = tempFor(full);
      try {
        await pipeline(createReadStream(sourceFile), createWriteStream(tmp));
        await rename(tmp, full);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      await unlink(sourceFile);
    },
    async stat(path) {
      const full = locate(path);
      if (full === null) return null;
      try {
        const s = await stat(full);
        return s.isFile() ? { size: s.size } : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    openRead(path, range) {
      const full = locateOrThrow(path);
      return createReadStream(full, range ? { start: range.start, end: range.end } : {});
    }
  };
}

// server/media/variants.ts
import sharp from "sharp";
var VARIANT_WIDTHS = [240, 480, 960];
var VARIANT_QUALITY = 80;
var VARIANT_PATH = /^(img\/.+)\.w(\d+)\.bin$/;
function variantPath(path, width) {
  return `${path.replace(/\.bin$/, "")}.w${width}.bin`;
}
function originalOfVariant(path) {
  const m = VARIANT_PATH.exec(path);
  return m && VARIANT_WIDTHS.includes(Number(m[2])) ? `${m[1]}.bin` : null;
}
function widthsBelow(width) {
  return VARIANT_WIDTHS.filter((w) => w < width);
}
async function renderVariants(plain, displayWidth, opts) {
  if (opts.gif) return [];
  const input = sharp(plain, { failOn: "warning", limitInputPixels: opts.maxPixels }).autoOrient();
  return Promise.all(
    widthsBelow(displayWidth).map(async (width) => {
      const sized = input.clone().resize({ width });
      const bytes = await (opts.hasAlpha ? sized.webp({ quality: VARIANT_QUALITY }) : sized.jpeg({ quality: VARIANT_QUALITY })).toBuffer();
      return { width, bytes };
    })
  );
}

// server/media/video-serve.ts
var IMMUTABLE = "public, max-age=31536000, immutable";
var VIDEO_TYPES = {
  mp4: "video/mp4",
  m4v: "video/mp4",
  m3u8: "application/vnd.apple.mpegurl",
  ts: "video/mp2t",
  m4s: "video/iso.segment",
  webm: "video/webm",
  mov: "video/quicktime"
};
function videoContentType(path) {
  const ext = path.slice(path.lastIndexOf(".") + 1);
  return VIDEO_TYPES[ext] ?? "application/octet-stream";
}
function parseRange(header, size2) {
  if (!header) return "none";
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || m[1] === "" && m[2] === "") return "none";
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0 || size2 === 0) return "unsatisfiable";
    return { start: Math.max(0, size2 - suffix), end: size2 - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size2 - 1 : Math.min(Number(m[2]), size2 - 1);
  if (start >= size2 || start > end) return "unsatisfiable";
  return { start, end };
}
async function sendVideo(req, reply, storage, path) {
  const info = await storage.stat(path);
  if (info === null) {
    return reply.code(404).header("Cache-Control", "no-store").type("text/plain; charset=utf-8").send("not found");
  }
  const { size: size2 } = info;
  reply.header("Accept-Ranges", "bytes").header("Cache-Control", IMMUTABLE).header("X-Content-Type-Options", "nosniff");
  reply.type(videoContentType(path));
  const range = parseRange(req.headers.range, size2);
  if (range === "unsatisfiable") {
    return reply.code(416).header("Content-Range", `bytes */${size2}`).type("text/plain; charset=utf-8").send("range not satisfiable");
  }
  if (range === "none") {
    reply.header("Content-Length", size2);
    return reply.send(size2 === 0 ? "" : storage.openRead(path));
  }
  reply.code(206).header("Content-Range", `bytes ${range.start}-${range.end}/${size2}`).header("Content-Length", range.end - range.start + 1);
  return reply.send(storage.openRead(path, range));
}

// server/media/routes.ts
var IMMUTABLE2 = "public, max-age=31536000, immutable";
function etagFor(path) {
  const name = path.slice(path.lastIndexOf("/") + 1);
  return `"${name.replace(/\.bin$/, "")}"`;
}
function matches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}
async function readImage(storage, path) {
  const bytes = await storage.get(path);
  if (bytes !== null) return { bytes, servedPath: path };
  const original = originalOfVariant(path);
  const fallback = original === null ? null : await storage.get(original);
  return fallback === null || original === null ? null : { bytes: fallback, servedPath: original };
}
async function mediaRoutes(app, opts) {
  app.get("/media/*", async (req, reply) => {
    const path = req.params["*"] ?? "";
    const safe = isSafeMediaPath(path);
    if (safe && path.startsWith("video/")) return sendVideo(req, reply, opts.storage, path);
    const found = safe ? await readImage(opts.storage, path) : null;
    if (found === null) {
      return reply.code(404).header("Cache-Control", "no-store").type("text/plain; charset=utf-8").send("not found");
    }
    const etag = etagFor(found.servedPath);
    reply.header("Cache-Control", IMMUTABLE2).header("ETag", etag).header("X-Content-Type-Options", "nosniff");
    if (matches(req.headers["if-none-match"], etag)) return reply.code(304).send();
    return reply.type("application/octet-stream").send(found.bytes);
  });
}

// server/plugins/client.ts
import { createHash } from "node:crypto";
import { readFile as readFile2, stat as stat3 } from "node:fs/promises";
import { join as join3 } from "node:path";

// protocol/constants.ts
var API_ENTRY = "/api.php";
var TIMESTAMP_WINDOW_S = 300;
var MAX_BODY_BYTES = 2 * 1024 * 1024;
var PIECE_UPLOAD_TIMEOUT_MS = 60 * 60 * 1e3;
var VIDEO_PIECE_BYTES = 104 * 1024 * 1024;
var BIG_VIDEO_SLICE_BYTES = 2 * 1024 * 1024;
var SEARCH_KEY_MAX = 30;
var DEFAULT_ADAPTATION_THRESHOLD = 768;
var BUILD_CHECK_MS = 60 * 60 * 1e3;
var PREVIEW_ZOOM_MIN = 1 / 3;
var PAGE_SIZE = 20;
var PAGE_SIZE_MAX = 50;

// server/plugins/static-files.ts
import { createReadStream as createReadStream2 } from "node:fs";
import { stat as stat2 } from "node:fs/promises";
import { extname, resolve as resolve2, sep as sep2 } from "node:path";
var MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".wasm": "application/wasm",
  ".mp4": "video/mp4"
};
var IMMUTABLE3 = "public, max-age=31536000, immutable";
async function locateFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const base = resolve2(root);
  const file = resolve2(base, "." + decoded);
  if (!file.startsWith(base + sep2)) return null;
  try {
    const s = await stat2(file);
    return s.isFile() ? { file, size: s.size, mtime: s.mtime } : null;
  } catch {
    return null;
  }
}
function sendFile(reply, found, urlPath) {
  const type = MIME[extname(found.file).toLowerCase()] ?? "application/octet-stream";
  reply.header("Content-Type", type).header("Content-Length", found.size).header("Last-Modified", found.mtime.toUTCString()).header("Cache-Control", urlPath.startsWith("/assets/") ? IMMUTABLE3 : "no-cache");
  return reply.send(createReadStream2(found.file));
}

// server/plugins/client.ts
var PLACEHOLDER = "__APP_CONFIG__";
var NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>goldpost</title></head>
<body><h1>The client is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing), then reload.</p></body></html>`;
function indexLoader(file) {
  let cached = null;
  return async () => {
    let mtimeMs;
    try {
      mtimeMs = (await stat3(file)).mtimeMs;
    } catch {
      cached = null;
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const html = await readFile2(file, "utf8");
      cached = { mtimeMs, html, buildId: createHash("sha256").update(html).digest("hex").slice(0, 16) };
    }
    return cached;
  };
}
async function clientPlugin(app, opts) {
  const loadIndex = indexLoader(join3(opts.clientDir, "index.html"));
  const runtimeConfig = (buildId) => ({
    apiBase: API_ENTRY,
    keys: { apiKey: opts.keys.apiKey, apiIv: opts.keys.apiIv, signKey: opts.keys.signKey, mediaKey: opts.keys.mediaKey },
    adaptationThreshold: opts.adaptationThreshold,
    buildId
  });
  app.get("/healthz", async (_req, reply) => reply.header("Cache-Control", "no-store").send({ ok: true }));
  app.get("/__runtime-config", async (_req, reply) => {
    const index = await loadIndex();
    return reply.header("Cache-Control", "no-store").send(runtimeConfig(index?.buildId ?? "dev"));
  });
  app.get("/*", async (req, reply) => {
    const urlPath = req.url.split("?")[0] ?? "/";
    if (urlPath === API_ENTRY || urlPath.startsWith(`${API_ENTRY}/`)) {
      return reply.code(404).type("text/plain; charset=utf-8").send("not found");
    }
    if (urlPath !== "/" && urlPath !== "/index.html") {
      const found = await locateFile(opts.clientDir, urlPath);
      if (found) return sendFile(reply, found, urlPath);
      if (urlPath.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(urlPath)) {
        return reply.code(404).type("text/plain; charset=utf-8").send("not found");
      }
    }
    const index = await loadIndex();
    reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8");
    if (!index) return reply.code(503).send(NOT_BUILT);
    const json = JSON.stringify(runtimeConfig(index.buildId)).replace(/</g, "\\u003c");
    return reply.send(index.html.replace(PLACEHOLDER, () => json));
  });
}

// server/plugins/envelope.ts
import formbody from "@fastify/formbody";

// protocol/release.ts
var TITLE_MIN = 4;
var TITLE_MAX = 40;
var DESCRIPTION_MIN = 10;
var DESCRIPTION_MAX = 2e3;
var IMAGES_MIN = 1;
var IMAGES_MAX = 6;
var TAGS_MAX = 5;
var TAG_MAX_CHARS = 12;
var CONTACT_MAX = 60;
var ADDRESS_MAX = 100;
var HOURS_MAX = 60;
var FACT_VALUE_MAX = 60;
var PRICE_MAX = 1e7;
var CURRENT_VIDEO = "current";
var FACT_FIELDS = {
  personal: [
    { key: "experience", label: "\u4ECE\u4E1A\u7ECF\u9A8C", labelEn: "Experience", required: false },
    { key: "languages", label: "\u8BED\u8A00", labelEn: "Languages", required: false }
  ],
  store: [
    { key: "opened", label: "\u5F00\u4E1A\u5E74\u4EFD", labelEn: "Opened", required: false },
    { key: "seats", label: "\u5EA7\u4F4D\u6570", labelEn: "Seats", required: false }
  ],
  certification: [
    { key: "licenceNo", label: "\u6267\u7167\u7F16\u53F7", labelEn: "Licence No.", required: true },
    { key: "issuer", label: "\u53D1\u8BC1\u673A\u6784", labelEn: "Issuing body", required: true }
  ],
  broker: [
    { key: "agency", label: "\u6240\u5C5E\u673A\u6784", labelEn: "Agency", required: true },
    { key: "yearsActive", label: "\u4ECE\u4E1A\u5E74\u9650", labelEn: "Years active", required: false }
  ]
};
var RELEASE_ACCESS = {
  "/api/info/postBeauty": "user",
  "/api/info/postInfo": "user",
  "/api/info/postBroker": "user",
  "/api/info/editBeauty": "user",
  "/api/info/editInfo": "user",
  "/api/info/getEditBeauty": "user",
  "/api/info/getEditInfo": "user",
  "/api/info/getEditBroker": "user",
  "/api/info/checkCertificateByType": "user",
  "/api/info/deleteInfo": "user",
  "/api/info/deleteBroker": "user",
  "/api/info/getTags": "public",
  "/api/info/myPost": "user",
  "/api/info/changeStatus": "user"
};

// protocol/upload.ts
var SLICE_UPLOAD_PATH = "/api/article/uploadSliceFile";
var MP4_UPLOAD_PATH = "/uploadMp4.php";
var MIN_SLICE_BYTES = 64 * 1024;
var MAX_VIDEO_BYTES = 8 * 1024 * 1024 * 1024;
var MAX_SIMPLE_MP4_BYTES = 64 * 1024 * 1024;
var MAX_SLICES = 2e4;
var PROOF_BYTES = 256 * 1024;
var UPLOAD_EXPIRY_S = 24 * 60 * 60;
var PIECE_URL_TTL_S = 24 * 60 * 60;
var VIDEO_FORMATS = ["mp4", "mov", "m4v", "webm", "mkv", "avi", "3gp"];
var SLICE_STATUS = { SOME_NEEDED: 0, EXISTS: 1, SEND_ALL: 2 };
var UPLOAD_ACCESS = {
  "/api/article/createUpload": "user",
  "/api/article/checkSlice": "user",
  "/api/article/storeFileInfo": "user",
  "/api/article/getUploadUrl": "user",
  "/api/article/pieceStatus": "user",
  "/api/article/uploadLog": "user"
};
function sliceSignInput(f) {
  return ["slice", f.uploadId, f.index, f.hash, f.format, f.file_hash, f.token, f.timestamp].join("\n");
}
function videoFormat(formatOrName) {
  const ext = formatOrName.toLowerCase().split(".").pop() ?? "";
  return VIDEO_FORMATS.includes(ext) ? ext : "mp4";
}
function sliceSpan(index, size2, sliceSize) {
  const start = index * sliceSize;
  return { start, end: Math.min(size2, start + sliceSize) };
}
function sliceCount(size2, sliceSize) {
  return Math.max(1, Math.ceil(size2 / sliceSize));
}

// protocol/endpoints.ts
var ENDPOINT_ACCESS = {
  "/api/home/config": "public",
  "/api/home/getAds": "public",
  "/api/home/adsClick": "public",
  "/api/home/buyNotice": "public",
  "/api/home/getAbroadCity": "public",
  "/api/info/getInfoList": "public",
  "/api/info/getInfoVipList": "public",
  "/api/info/getInfo": "optional",
  "/api/info/getInfoVip": "user",
  "/api/info/getInfoType": "public",
  "/api/info/search": "public",
  "/api/account/registerByPassword": "public",
  "/api/account/loginByPassword": "public",
  "/api/account/logout": "user",
  "/api/user/userinfo": "user",
  "/api/user/getUserInfo": "optional",
  "/api/user/updateUserinfo": "user",
  ...RELEASE_ACCESS,
  ...UPLOAD_ACCESS
};

// protocol/base64.ts
var ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
var ENCODE = new Uint8Array(64);
var DECODE = new Int16Array(256).fill(-1);
for (let i = 0; i < 64; i++) {
  ENCODE[i] = ALPHABET.charCodeAt(i);
  DECODE[ALPHABET.charCodeAt(i)] = i;
}
var PAD = 61;
var decoder = new TextDecoder();
function toBase64(bytes) {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  let o = 0;
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = bytes[i] << 16 | bytes[i + 1] << 8 | bytes[i + 2];
    out[o++] = ENCODE[n >> 18];
    out[o++] = ENCODE[n >> 12 & 63];
    out[o++] = ENCODE[n >> 6 & 63];
    out[o++] = ENCODE[n & 63];
  }
  const rest = bytes.length - i;
  if (rest > 0) {
    const n = bytes[i] << 16 | (rest === 2 ? bytes[i + 1] << 8 : 0);
    out[o++] = ENCODE[n >> 18];
    out[o++] = ENCODE[n >> 12 & 63];
    out[o++] = rest === 2 ? ENCODE[n >> 6 & 63] : PAD;
    out[o++] = PAD;
  }
  return decoder.decode(out);
}
function fromBase64(text2) {
  if (text2.length % 4 !== 0) throw new Error("base64 length is not a multiple of 4");
  let pad = 0;
  if (text2.endsWith("==")) pad = 2;
  else if (text2.endsWith("=")) pad = 1;
  const out = new Uint8Array(text2.length / 4 * 3 - pad);
  let o = 0;
  for (let i = 0; i < text2.length; i += 4) {
    const last = i + 4 === text2.length;
    const a = sextet(text2, i);
    const b = sextet(text2, i + 1);
    const c = last && pad === 2 ? 0 : sextet(text2, i + 2);
    const d = last && pad >= 1 ? 0 : sextet(text2, i + 3);
    if ((a | b | c | d) < 0) throw new Error("invalid base64 character");
    const n = a << 18 | b << 12 | c << 6 | d;
    out[o++] = n >> 16;
    if (o < out.length) out[o++] = n >> 8 & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}
function sextet(text2, at) {
  return DECODE[text2.charCodeAt(at)] ?? -1;
}

// protocol/envelope.ts
var EnvelopeError = class extends Error {
  name = "EnvelopeError";
};
var encoder = new TextEncoder();
var decoder2 = new TextDecoder("utf-8", { fatal: true });
function signInput(client, timestamp, data) {
  return encoder.encode(`${client}
${timestamp}
${data}`);
}
async function hexSign(cipher, client, timestamp, data) {
  const mac = await cipher.sign(signInput(client, timestamp, data));
  let hex = "";
  for (const b of mac) hex += b.toString(16).padStart(2, "0");
  return hex;
}
function sameHex(a, b) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
async function openRequest(cipher, form, nowS) {
  const { client, data, sign, timestamp } = form;
  if (typeof client !== "string" || typeof data !== "string" || typeof sign !== "string" || typeof timestamp !== "string") {
    throw new EnvelopeError("missing envelope field (client, data, sign, timestamp)");
  }
  if (data.length > MAX_BODY_BYTES * 4 / 3 + 4) throw new EnvelopeError("body too large");
  if (!/^\d{1,12}$/.test(timestamp)) throw new EnvelopeError("timestamp must be Unix seconds");
  if (Math.abs(Number(timestamp) - nowS) > TIMESTAMP_WINDOW_S) throw new EnvelopeError("stale timestamp");
  if (!/^[0-9a-f]{64}$/.test(sign)) throw new EnvelopeError("bad sign");
  const expected = await hexSign(cipher, client, timestamp, data);
  if (!sameHex(expected, sign)) throw new EnvelopeError("bad sign");
  let bytes;
  try {
    bytes = fromBase64(data);
  } catch {
    throw new EnvelopeError("bad base64 in data");
  }
  let plain;
  try {
    plain = await cipher.decrypt(bytes);
  } catch {
    throw new EnvelopeError("data does not decrypt");
  }
  let parsed;
  try {
    parsed = JSON.parse(decoder2.decode(plain));
  } catch {
    throw new EnvelopeError("data is not JSON");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new EnvelopeError("data is not an object");
  return parsed;
}
async function sealReply(cipher, reply) {
  return toBase64(await cipher.encrypt(encoder.encode(JSON.stringify(reply))));
}

// protocol/status.ts
var STATUS = {
  OK: 1,
  /** Not logged in, or the token was revoked. */
  NOT_LOGGED_IN: 420,
  /** Needs an annual card or higher (online booking). */
  NEEDS_ANNUAL_VIP: 421,
  /** Needs any VIP membership: the client goes to /group. */
  NEEDS_VIP: 422,
  /** A payload field failed validation; msg names the field. */
  BAD_PAYLOAD: 400,
  /** Logged in, but the resource belongs to someone else. */
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** Unique value taken (username…). */
  CONFLICT: 409,
  /** Too many attempts; msg says when to retry. */
  RATE_LIMITED: 429,
  /** Credentials did not match. */
  BAD_CREDENTIALS: 401
};
var POST_STATUS = {
  PENDING: 1,
  VERIFIED: 2,
  FAILED: 3,
  DELETED: 4,
  TAKEN_DOWN: 5,
  PROCESSING: 6,
  CANCELLED: 44,
  BANNED: 98,
  VERIFICATION_BANNED: 99
};

// server/domain/errors.ts
var BusinessError = class extends Error {
  constructor(status, msg) {
    super(msg);
    this.status = status;
  }
  status;
  name = "BusinessError";
};
var notFound = (msg) => new BusinessError(STATUS.NOT_FOUND, msg);
var badField = (msg) => new BusinessError(STATUS.BAD_PAYLOAD, msg);

// server/plugins/auth.ts
import { createHash as createHash2, randomBytes as randomBytes2 } from "node:crypto";
var LAST_SEEN_STEP_S = 60;
var LOGIN_WINDOW_S = 15 * 60;
var LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
var LOGIN_MAX_FAILURES_PER_IP = 20;
var hashToken = (token) => createHash2("sha256").update(token).digest("hex");
async function createSession(db, userId, ip, nowS) {
  const token = randomBytes2(32).toString("base64url");
  await db.insertInto("sessions").values({ user_id: userId, token_hash: hashToken(token), created_at: nowS, last_seen_at: nowS, revoked_at: null, ip }).execute();
  return token;
}
async function resolveCaller(db, token, nowS) {
  if (typeof token !== "string" || token.length === 0 || token.length > 200) return null;
  const row = await db.selectFrom("sessions").select(["id", "user_id", "last_seen_at"]).where("token_hash", "=", hashToken(token)).where("revoked_at", "is", null).executeTakeFirst();
  if (!row) return null;
  if (nowS - row.last_seen_at >= LAST_SEEN_STEP_S) {
    await db.updateTable("sessions").set({ last_seen_at: nowS }).where("id", "=", row.id).execute();
  }
  return { userId: row.user_id, sessionId: row.id };
}
async function revokeSession(db, sessionId, nowS) {
  await db.updateTable("sessions").set({ revoked_at: nowS }).where("id", "=", sessionId).where("revoked_at", "is", null).execute();
}
async function failuresSince(db, scope, key, sinceS) {
  const row = await db.selectFrom("login_attempts").select((eb) => [eb.fn.countAll().as("n"), eb.fn.min("at").as("first")]).where("scope", "=", scope).where("key", "=", key).where("success", "=", 0).where("at", ">", sinceS).executeTakeFirstOrThrow();
  return { count: Number(row.n), first: row.first === null ? null : Number(row.first) };
}
function tooMany(first, nowS) {
  const waitS = Math.max(1, (first ?? nowS) + LOGIN_WINDOW_S - nowS);
  const minutes = Math.ceil(waitS / 60);
  return new BusinessError(STATUS.RATE_LIMITED, `\u767B\u5F55\u5931\u8D25\u6B21\u6570\u8FC7\u591A\uFF0C\u8BF7 ${minutes} \u5206\u949F\u540E\u518D\u8BD5`);
}
var accountKey = (username2) => username2.trim().toLowerCase();
async function assertLoginAllowed(db, username2, ip, nowS) {
  const windowStart = nowS - LOGIN_WINDOW_S;
  const ipFailures = await failuresSince(db, "ip", ip, windowStart);
  if (ipFailures.count >= LOGIN_MAX_FAILURES_PER_IP) throw tooMany(ipFailures.first, nowS);
  const key = accountKey(username2);
  const lastSuccess = await db.selectFrom("login_attempts").select((eb) => eb.fn.max("at").as("at")).where("scope", "=", "account").where("key", "=", key).where("success", "=", 1).executeTakeFirst();
  const since = Math.max(windowStart, Number(lastSuccess?.at ?? 0));
  const accountFailures = await failuresSince(db, "account", key, since);
  if (accountFailures.count >= LOGIN_MAX_FAILURES_PER_ACCOUNT) throw tooMany(accountFailures.first, nowS);
}
async function recordLoginAttempt(db, username2, ip, success, nowS) {
  const flag = success ? 1 : 0;
  await db.insertInto("login_attempts").values([
    { scope: "account", key: accountKey(username2), at: nowS, success: flag },
    { scope: "ip", key: ip, at: nowS, success: flag }
  ]).execute();
}

// server/plugins/validation.ts
import { z } from "zod";
var TYPE_NAMES = {
  number: "\u6570\u5B57",
  int: "\u6574\u6570",
  string: "\u5B57\u7B26\u4E32",
  boolean: "\u5E03\u5C14\u503C",
  object: "\u5BF9\u8C61",
  array: "\u6570\u7EC4",
  null: "null"
};
function describe(iss) {
  switch (iss.code) {
    case "invalid_type":
      if (iss.input === void 0) return "\u4E0D\u80FD\u4E3A\u7A7A";
      return `\u5E94\u4E3A${TYPE_NAMES[iss.expected] ?? iss.expected}`;
    case "too_small":
      return iss.origin === "string" ? `\u957F\u5EA6\u4E0D\u80FD\u5C11\u4E8E ${String(iss.minimum)} \u4E2A\u5B57\u7B26` : `\u4E0D\u80FD\u5C0F\u4E8E ${String(iss.minimum)}`;
    case "too_big":
      return iss.origin === "string" ? `\u957F\u5EA6\u4E0D\u80FD\u8D85\u8FC7 ${String(iss.maximum)} \u4E2A\u5B57\u7B26` : `\u4E0D\u80FD\u5927\u4E8E ${String(iss.maximum)}`;
    case "invalid_value":
      return `\u53D6\u503C\u65E0\u6548\uFF08\u53EF\u9009\uFF1A${iss.values.map(String).join("\u3001")}\uFF09`;
    case "invalid_format":
      return "\u683C\u5F0F\u4E0D\u6B63\u786E";
    default:
      return "\u65E0\u6548";
  }
}
var errorMap = (iss) => {
  const field = iss.path && iss.path.length > 0 ? iss.path.join(".") : "";
  return field ? `\u53C2\u6570 ${field} ${describe(iss)}` : `\u53C2\u6570${describe(iss)}`;
};
function parsePayload(schema, data) {
  const result = schema.safeParse(data, { error: errorMap });
  if (result.success) return { ok: true, value: result.data };
  const first = result.error.issues[0];
  const field = first && first.path.length > 0 ? first.path.join(".") : "";
  const msg = first?.message ?? "\u53C2\u6570\u65E0\u6548";
  return { ok: false, msg: field && !msg.includes(field) ? `\u53C2\u6570 ${field} ${msg}` : msg };
}
function int(min, max = Number.MAX_SAFE_INTEGER) {
  return z.preprocess((v) => typeof v === "string" && /^\d{1,15}$/.test(v) ? Number(v) : v, z.number().int().min(min).max(max));
}
var codeFilter = () => int(0).optional();
var empty = () => z.object({});

// server/plugins/envelope.ts
var FORM_BODY_LIMIT = MAX_BODY_BYTES * 4;
var nowSeconds = () => Math.floor(Date.now() / 1e3);
function isKnownPath(path) {
  return Object.hasOwn(ENDPOINT_ACCESS, path);
}
async function envelopePlugin(app, opts) {
  const { registry, cipher, db } = opts;
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
  const send = async (reply, body) => reply.header("Cache-Control", "no-store").type("text/plain; charset=utf-8").send(await sealReply(cipher, body));
  app.post(`${API_ENTRY}/*`, { bodyLimit: FORM_BODY_LIMIT }, async (req, reply) => {
    const nowS = nowSeconds();
    let payload;
    try {
      payload = await openRequest(cipher, req.body ?? {}, nowS);
    } catch (err) {
      if (!(err instanceof EnvelopeError)) throw err;
      req.log.info({ reason: err.message }, "envelope refused");
      return reply.code(400).type("text/plain; charset=utf-8").send(err.message);
    }
    const path = "/" + (req.params["*"] ?? "");
    const def = isKnownPath(path) ? registry.get(path) : void 0;
    if (!isKnownPath(path) || !def) return send(reply, { status: STATUS.NOT_FOUND, msg: "\u63A5\u53E3\u4E0D\u5B58\u5728", data: null });
    const access = ENDPOINT_ACCESS[path];
    let caller = null;
    if (access !== "public") {
      caller = await resolveCaller(db, payload.token, nowS);
      if (access === "user" && caller === null) return send(reply, { status: STATUS.NOT_LOGGED_IN, msg: "\u8BF7\u5148\u767B\u5F55", data: null });
    }
    const parsed = parsePayload(def.schema, payload);
    if (!parsed.ok) return send(reply, { status: STATUS.BAD_PAYLOAD, msg: parsed.msg, data: null });
    try {
      const data = await def.handler(parsed.value, { db, caller, ip: req.ip, nowS, log: req.log });
      return await send(reply, { status: STATUS.OK, msg: def.okMsg ?? "ok", data });
    } catch (err) {
      if (!(err instanceof BusinessError)) throw err;
      req.log.debug({ path, status: err.status }, "business refusal");
      return send(reply, { status: err.status, msg: err.message, data: null });
    }
  });
}

// server/plugins/registry.ts
var ApiRegistry = class {
  defs = /* @__PURE__ */ new Map();
  add(path, def) {
    if (this.defs.has(path)) throw new Error(`endpoint ${path} registered twice`);
    this.defs.set(path, def);
    return this;
  }
  get(path) {
    return this.defs.get(path);
  }
  paths() {
    return [...this.defs.keys()];
  }
};

// server/plugins/security-headers.ts
var CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  "img-src 'self' blob: data:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'"
].join("; ");
function addSecurityHeaders(app) {
  app.addHook("onRequest", async (_req, reply) => {
    reply.headers({
      "content-security-policy": CONTENT_SECURITY_POLICY,
      "x-content-type-options": "nosniff",
      "referrer-policy": "same-origin",
      "x-frame-options": "DENY",
      "cross-origin-opener-policy": "same-origin"
    });
  });
}

// server/routes/account.ts
import { z as z2 } from "zod";

// server/domain/accounts.ts
import { randomInt } from "node:crypto";

// server/domain/password.ts
import { randomBytes as randomBytes3, scrypt, timingSafeEqual } from "node:crypto";
var PARAMS = { N: 32768, r: 8, p: 1 };
var KEY_LEN = 32;
var SALT_LEN = 16;
function derive(plain, salt, opts, keyLen) {
  return new Promise((resolve5, reject) => {
    scrypt(
      plain.normalize("NFKC"),
      salt,
      keyLen,
      { ...opts, maxmem: 128 * opts.N * opts.r * 2 },
      (err, key) => err ? reject(err) : resolve5(key)
    );
  });
}
async function hashPassword(plain) {
  const salt = randomBytes3(SALT_LEN);
  const key = await derive(plain, salt, PARAMS, KEY_LEN);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}
async function verifyPassword(plain, stored) {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p) return false;
  const salt = Buffer.from(parts[4], "base64");
  const expected = Buffer.from(parts[5], "base64");
  if (expected.length === 0) return false;
  const actual = await derive(plain, salt, { N, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
}

// server/domain/accounts.ts
var USERNAME_PATTERN = /^[A-Za-z0-9_\p{Script=Han}]{3,20}$/u;
var PASSWORD_MIN = 8;
var PASSWORD_MAX = 64;
var INCODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
var INCODE_LENGTH = 8;
function randomIncode() {
  let s = "";
  for (let i = 0; i < INCODE_LENGTH; i++) s += INCODE_ALPHABET[randomInt(INCODE_ALPHABET.length)];
  return s;
}
async function uniqueIncode(db) {
  for (let i = 0; i < 5; i++) {
    const code2 = randomIncode();
    const taken = await db.selectFrom("users").select("id").where("incode", "=", code2).executeTakeFirst();
    if (!taken) return code2;
  }
  throw new Error("could not generate a unique invite code");
}
async function register(db, input, nowS) {
  const taken = await db.selectFrom("users").select("id").where("username", "=", input.username).executeTakeFirst();
  if (taken) throw new BusinessError(STATUS.CONFLICT, "\u7528\u6237\u540D\u5DF2\u88AB\u6CE8\u518C");
  let invitedBy = null;
  if (input.incode) {
    const inviter = await db.selectFrom("users").select("id").where("incode", "=", input.incode.toUpperCase()).executeTakeFirst();
    if (!inviter) throw badField("\u53C2\u6570 incode \u9080\u8BF7\u7801\u4E0D\u5B58\u5728");
    invitedBy = inviter.id;
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await db.insertInto("users").values({
      username: input.username,
      password_hash: passwordHash,
      nickname: input.username,
      avatar: null,
      vip_expires_at: null,
      incode: await uniqueIncode(db),
      invited_by: invitedBy,
      created_at: nowS
    }).returning("id").executeTakeFirstOrThrow();
    return row.id;
  } catch (err) {
    const again = await db.selectFrom("users").select("id").where("username", "=", input.username).executeTakeFirst();
    if (again) throw new BusinessError(STATUS.CONFLICT, "\u7528\u6237\u540D\u5DF2\u88AB\u6CE8\u518C");
    throw err;
  }
}
var dummyHash = null;
async function checkCredentials(db, username2, password2) {
  const user = await db.selectFrom("users").select(["id", "password_hash"]).where("username", "=", username2).executeTakeFirst();
  if (!user) {
    dummyHash ??= hashPassword("not-a-real-password");
    await verifyPassword(password2, await dummyHash);
    return null;
  }
  return await verifyPassword(password2, user.password_hash) ? user.id : null;
}

// server/routes/account.ts
var username = z2.string().trim().regex(USERNAME_PATTERN, "\u7528\u6237\u540D\u987B\u4E3A 3\u201320 \u4F4D\u5B57\u6BCD\u3001\u6570\u5B57\u3001\u4E0B\u5212\u7EBF\u6216\u6C49\u5B57");
var password = z2.string().min(PASSWORD_MIN, `\u5BC6\u7801\u957F\u5EA6\u987B\u4E3A ${PASSWORD_MIN}\u2013${PASSWORD_MAX} \u4F4D`).max(PASSWORD_MAX, `\u5BC6\u7801\u957F\u5EA6\u987B\u4E3A ${PASSWORD_MIN}\u2013${PASSWORD_MAX} \u4F4D`);
function accountRoutes(api) {
  api.add("/api/account/registerByPassword", {
    schema: z2.object({
      username,
      password,
      incode: z2.string().trim().max(16).optional()
    }),
    okMsg: "\u6CE8\u518C\u6210\u529F",
    handler: async (input, { db, ip, nowS }) => {
      const userId = await register(db, input, nowS);
      return createSession(db, userId, ip, nowS);
    }
  }).add("/api/account/loginByPassword", {
    // Login checks only presence and size: rules that changed since registration must not lock anyone out.
    schema: z2.object({ username: z2.string().trim().min(1).max(64), password: z2.string().min(1).max(PASSWORD_MAX) }),
    okMsg: "\u767B\u5F55\u6210\u529F",
    handler: async ({ username: name, password: pass }, { db, ip, nowS }) => {
      await assertLoginAllowed(db, name, ip, nowS);
      const userId = await checkCredentials(db, name, pass);
      await recordLoginAttempt(db, name, ip, userId !== null, nowS);
      if (userId === null) throw new BusinessError(STATUS.BAD_CREDENTIALS, "\u7528\u6237\u540D\u6216\u5BC6\u7801\u9519\u8BEF");
      return createSession(db, userId, ip, nowS);
    }
  }).add("/api/account/logout", {
    schema: empty(),
    okMsg: "\u5DF2\u9000\u51FA\u767B\u5F55",
    handler: async (_, ctx) => {
      await revokeSession(ctx.db, ctx.caller.sessionId, ctx.nowS);
      return null;
    }
  });
}

// server/routes/home.ts
import { z as z3 } from "zod";

// server/domain/catalog.ts
var SITE_NAME = "\u91D1\u5E16";
var SERVICE_CONTACT = "support@goldpost.example";
var toCity = (r) => ({
  code: r.code,
  name: r.name,
  nameEn: r.name_en,
  abroad: r.abroad === 1,
  region: r.region
});
async function codes(db, table) {
  const rows = await db.selectFrom(table).select(["code", "name", "name_en"]).orderBy("sort").orderBy("code").execute();
  return rows.map((r) => ({ code: r.code, name: r.name, nameEn: r.name_en }));
}
async function taxonomy(db) {
  const cities = await db.selectFrom("cities").selectAll().orderBy("sort").orderBy("code").execute();
  return { cities: cities.map(toCity), types: await codes(db, "post_types"), modes: await codes(db, "post_modes") };
}
async function abroadCities(db) {
  const rows = await db.selectFrom("cities").selectAll().where("abroad", "=", 1).orderBy("sort").orderBy("code").execute();
  return rows.map(toCity);
}
function globalConfig(keys, query) {
  return {
    site_name: SITE_NAME,
    img_base: "/media/",
    img_upload_url: "/imgUpload.php",
    upload_img_key: keys.uploadImgKey,
    mobile_mp4_upload_url: "/uploadMp4.php",
    upload_mp4_key: keys.uploadMp4Key,
    channel: query.code || query.c || "",
    service_contact: SERVICE_CONTACT,
    // Widths stored beside every image (upload and seed); a missing one serves the original.
    img_variants: [...VARIANT_WIDTHS]
  };
}

// server/domain/ads.ts
var BUY_NOTICE_LIMIT = 20;
async function adsBySlot(db) {
  const rows = await db.selectFrom("ads").selectAll().where("active", "=", 1).orderBy("slot").orderBy("sort").orderBy("id").execute();
  const slots = {};
  for (const r of rows) {
    (slots[r.slot] ??= []).push({ id: r.id, title: r.title, image: r.image, url: r.url, type: r.type });
  }
  return slots;
}
async function recordAdClick(db, id) {
  const result = await db.updateTable("ads").set((eb) => ({ clicks: eb("clicks", "+", 1) })).where("id", "=", id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound("\u5E7F\u544A\u4E0D\u5B58\u5728");
}
async function buyNotices(db) {
  const rows = await db.selectFrom("notices").select(["id", "text", "created_at"]).where("kind", "=", "buy").orderBy("created_at", "desc").orderBy("id", "desc").limit(BUY_NOTICE_LIMIT).execute();
  return rows.map((r) => ({ id: r.id, text: r.text, createdAt: r.created_at }));
}

// server/routes/home.ts
var channel = z3.string().max(64).optional();
function homeRoutes(api, deps) {
  api.add("/api/home/config", {
    schema: z3.object({ code: channel, c: channel }),
    handler: async (q) => globalConfig(deps.keys, q)
  }).add("/api/home/getAds", { schema: empty(), handler: async (_, { db }) => adsBySlot(db) }).add("/api/home/adsClick", {
    schema: z3.object({ id: int(1) }),
    handler: async ({ id }, { db }) => {
      await recordAdClick(db, id);
      return null;
    }
  }).add("/api/home/buyNotice", { schema: empty(), handler: async (_, { db }) => buyNotices(db) }).add("/api/home/getAbroadCity", { schema: empty(), handler: async (_, { db }) => abroadCities(db) });
}

// server/routes/info.ts
import { z as z4 } from "zod";

// protocol/types.ts
var POST_KINDS = ["personal", "store", "certification", "broker"];

// server/domain/posts.ts
import { sql } from "kysely";

// server/domain/post-cards.ts
async function imagesFor(db, postIds) {
  const byPost = /* @__PURE__ */ new Map();
  if (postIds.length === 0) return byPost;
  const rows = await db.selectFrom("post_images").select(["post_id", "path"]).where("post_id", "in", postIds).orderBy("post_id").orderBy("sort").orderBy("id").execute();
  for (const r of rows) {
    const list = byPost.get(r.post_id);
    if (list) list.push(r.path);
    else byPost.set(r.post_id, [r.path]);
  }
  return byPost;
}
function toCard(p, images, video = null) {
  return {
    id: p.id,
    kind: p.kind,
    title: p.title,
    cityCode: p.city_code,
    typeCode: p.type_code,
    modeCode: p.mode_code,
    cover: images[0] ?? null,
    imageCount: images.length,
    priceMin: p.price_min,
    priceMax: p.price_max,
    views: p.views,
    favorites: p.favorites,
    vip: p.vip === 1,
    hasVideo: video !== null,
    status: p.status,
    createdAt: p.created_at
  };
}
function jsonList(text2, keep) {
  try {
    const v = JSON.parse(text2);
    return Array.isArray(v) ? v.filter(keep) : [];
  } catch {
    return [];
  }
}
var isString = (v) => typeof v === "string";
var isFact = (v) => typeof v === "object" && v !== null && ["label", "labelEn", "value"].every((k) => typeof v[k] === "string");
function toDetail(p, images, author, showContact, video = null) {
  return {
    ...toCard(p, images, video),
    description: p.description,
    images,
    tags: jsonList(p.tags, isString),
    address: p.address,
    hours: p.hours,
    contact: showContact ? p.contact : null,
    author,
    facts: jsonList(p.facts, isFact),
    locked: false,
    video
  };
}
var PREVIEW_DESCRIPTION_CHARS = 60;
function lockPreview(d) {
  const chars = Array.from(d.description);
  const description = chars.length > PREVIEW_DESCRIPTION_CHARS ? `${chars.slice(0, PREVIEW_DESCRIPTION_CHARS).join("")}\u2026` : d.description;
  return { ...d, images: d.images.slice(0, 1), description, address: "", hours: "", contact: null, facts: [], locked: true, video: null };
}

// server/domain/post-videos.ts
async function videosFor(db, postIds) {
  const byPost = /* @__PURE__ */ new Map();
  if (postIds.length === 0) return byPost;
  const rows = await db.selectFrom("post_videos").select(["post_id", "url", "pic"]).where("post_id", "in", postIds).execute();
  for (const r of rows) byPost.set(r.post_id, { url: r.url, pic: r.pic });
  return byPost;
}

// server/domain/users.ts
function activeVipLevel(user, nowS) {
  if (user.vip_level <= 0) return 0;
  if (user.vip_expires_at !== null && user.vip_expires_at <= nowS) return 0;
  return user.vip_level;
}
async function userRow(db, id) {
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound("\u7528\u6237\u4E0D\u5B58\u5728");
  return row;
}
async function profile(db, userId, nowS) {
  const u = await userRow(db, userId);
  return {
    id: u.id,
    username: u.username,
    nickname: u.nickname,
    avatar: u.avatar,
    bio: u.bio,
    is_vip: activeVipLevel(u, nowS),
    vipExpiresAt: u.vip_expires_at,
    incode: u.incode,
    createdAt: u.created_at
  };
}
async function publicProfile(db, userId, nowS) {
  const u = await userRow(db, userId);
  const count = await db.selectFrom("posts").select((eb) => eb.fn.countAll().as("n")).where("user_id", "=", userId).where("status", "=", POST_STATUS.VERIFIED).executeTakeFirstOrThrow();
  return {
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
    bio: u.bio,
    is_vip: activeVipLevel(u, nowS),
    postCount: Number(count.n),
    createdAt: u.created_at
  };
}
async function updateProfile(db, callerId, changes, nowS) {
  if (changes.id !== void 0 && changes.id !== callerId) throw new BusinessError(STATUS.FORBIDDEN, "\u4E0D\u80FD\u4FEE\u6539\u4ED6\u4EBA\u7684\u8D44\u6599");
  const set = {};
  if (changes.nickname !== void 0) set.nickname = changes.nickname;
  if (changes.bio !== void 0) set.bio = changes.bio;
  if (changes.avatar !== void 0) {
    if (changes.avatar !== null) {
      const media = await db.selectFrom("media").select("kind").where("path", "=", changes.avatar).executeTakeFirst();
      if (media?.kind !== "image") throw badField("\u53C2\u6570 avatar \u56FE\u7247\u4E0D\u5B58\u5728");
    }
    set.avatar = changes.avatar;
  }
  if (Object.keys(set).length > 0) await db.updateTable("users").set(set).where("id", "=", callerId).execute();
  return profile(db, callerId, nowS);
}

// server/domain/posts.ts
var likePattern = (keyword) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
function filtered(db, f) {
  let q = db.selectFrom("posts").where("status", "=", POST_STATUS.VERIFIED);
  if (f.cityCode) q = q.where("city_code", "=", f.cityCode);
  if (f.typeCode) q = q.where("type_code", "=", f.typeCode);
  if (f.modeCode) q = q.where("mode_code", "=", f.modeCode);
  if (f.kind) q = q.where("kind", "=", f.kind);
  if (f.vipOnly) q = q.where("vip", "=", 1);
  if (f.keyword) {
    const pattern = likePattern(f.keyword);
    q = q.where(
      (eb) => eb.or(
        ["title", "description", "address", "tags"].map(
          (col) => sql`lower(${sql.ref(col)}) like ${pattern} escape '\\'`
        )
      )
    );
  }
  return q;
}
async function page(db, f, pageNo = 1, pageSize = PAGE_SIZE) {
  const total = await filtered(db, f).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
  const rows = await filtered(db, f).selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(pageSize).offset((pageNo - 1) * pageSize).execute();
  const ids = rows.map((r) => r.id);
  const [images, videos] = await Promise.all([imagesFor(db, ids), videosFor(db, ids)]);
  return { list: rows.map((r) => toCard(r, images.get(r.id) ?? [], videos.get(r.id) ?? null)), page: pageNo, pageSize, total: Number(total.n) };
}
function listPosts(db, q) {
  return page(db, q, q.page, q.pageSize);
}
function listVipPosts(db, q) {
  return page(db, { ...q, vipOnly: true }, q.page, q.pageSize);
}
function searchPosts(db, q) {
  return page(db, { keyword: q.keyword, cityCode: q.cityCode, typeCode: q.typeCode }, q.page, q.pageSize);
}
async function vipLevelOf(db, userId, nowS) {
  const u = await db.selectFrom("users").select(["vip_level", "vip_expires_at"]).where("id", "=", userId).executeTakeFirst();
  return u ? activeVipLevel(u, nowS) : 0;
}
async function detail(db, id, viewer, kind2) {
  const post = await filtered(db, { kind: kind2 }).selectAll().where("id", "=", id).executeTakeFirst();
  if (!post) throw notFound("\u4FE1\u606F\u4E0D\u5B58\u5728\u6216\u5DF2\u4E0B\u67B6");
  await db.updateTable("posts").set((eb) => ({ views: eb("views", "+", 1) })).where("id", "=", id).execute();
  post.views += 1;
  const author = await db.selectFrom("users").select(["id", "nickname", "avatar"]).where("id", "=", post.user_id).executeTakeFirst();
  const [images, videos] = await Promise.all([imagesFor(db, [id]), videosFor(db, [id])]);
  return toDetail(post, images.get(id) ?? [], author ?? { id: post.user_id, nickname: "", avatar: null }, viewer !== null, videos.get(id) ?? null);
}
async function getPost(db, id, viewer, nowS, kind2) {
  const post = await detail(db, id, viewer, kind2);
  if (!post.vip || viewer !== null && await vipLevelOf(db, viewer.userId, nowS) > 0) return post;
  return lockPreview(post);
}
async function getVipPost(db, id, viewer, nowS) {
  if (await vipLevelOf(db, viewer.userId, nowS) <= 0) throw new BusinessError(STATUS.NEEDS_VIP, "\u9700\u8981\u5F00\u901AVIP");
  return detail(db, id, viewer);
}

// server/routes/info.ts
var MAX_PAGE = 1e4;
var paging = { page: int(1, MAX_PAGE).optional(), pageSize: int(1, PAGE_SIZE_MAX).optional() };
var kind = z4.enum(POST_KINDS);
var listQuery = z4.object({
  cityCode: codeFilter(),
  typeCode: codeFilter(),
  modeCode: codeFilter(),
  kind: kind.optional(),
  ...paging
});
function infoRoutes(api) {
  api.add("/api/info/getInfoList", { schema: listQuery, handler: async (q, { db }) => listPosts(db, q) }).add("/api/info/getInfoVipList", { schema: listQuery, handler: async (q, { db }) => listVipPosts(db, q) }).add("/api/info/getInfo", {
    schema: z4.object({ id: int(1), kind: kind.optional() }),
    handler: async ({ id, kind: k }, { db, caller, nowS }) => getPost(db, id, caller, nowS, k)
  }).add("/api/info/getInfoVip", {
    schema: z4.object({ id: int(1) }),
    handler: async ({ id }, ctx) => getVipPost(ctx.db, id, ctx.caller, ctx.nowS)
  }).add("/api/info/getInfoType", { schema: empty(), handler: async (_, { db }) => taxonomy(db) }).add("/api/info/search", {
    schema: z4.object({
      keyword: z4.string().trim().min(1).max(SEARCH_KEY_MAX),
      cityCode: codeFilter(),
      typeCode: codeFilter(),
      ...paging
    }),
    handler: async (q, { db }) => searchPosts(db, q)
  });
}

// server/routes/user.ts
import { z as z5 } from "zod";
var NICKNAME_MAX = 20;
var BIO_MAX = 200;
function userRoutes(api) {
  api.add("/api/user/userinfo", {
    schema: empty(),
    handler: async (_, ctx) => profile(ctx.db, ctx.caller.userId, ctx.nowS)
  }).add("/api/user/getUserInfo", {
    schema: z5.object({ id: int(1) }),
    handler: async ({ id }, { db, nowS }) => publicProfile(db, id, nowS)
  }).add("/api/user/updateUserinfo", {
    schema: z5.object({
      id: int(1).optional(),
      nickname: z5.string().trim().min(1).max(NICKNAME_MAX).optional(),
      bio: z5.string().trim().max(BIO_MAX).optional(),
      avatar: z5.string().refine(isSafeMediaPath, "\u4E0D\u662F\u6709\u6548\u7684\u56FE\u7247\u8DEF\u5F84").nullable().optional()
    }),
    okMsg: "\u4FDD\u5B58\u6210\u529F",
    handler: async (changes, ctx) => updateProfile(ctx.db, ctx.caller.userId, changes, ctx.nowS)
  });
}

// server/routes/release.ts
import { z as z6 } from "zod";

// server/domain/post-status.ts
var STATUS_LABEL = {
  [POST_STATUS.PENDING]: "\u5F85\u5BA1\u6838",
  [POST_STATUS.VERIFIED]: "\u5DF2\u901A\u8FC7\u5BA1\u6838",
  [POST_STATUS.FAILED]: "\u5BA1\u6838\u672A\u901A\u8FC7",
  [POST_STATUS.DELETED]: "\u5DF2\u5220\u9664",
  [POST_STATUS.TAKEN_DOWN]: "\u5DF2\u4E0B\u67B6",
  [POST_STATUS.PROCESSING]: "\u5904\u7406\u4E2D",
  [POST_STATUS.CANCELLED]: "\u8D44\u6E90\u5DF2\u53D6\u6D88",
  [POST_STATUS.BANNED]: "\u8D44\u6E90\u5DF2\u5C01\u7981",
  [POST_STATUS.VERIFICATION_BANNED]: "\u8BA4\u8BC1\u5DF2\u5C01\u7981"
};
var statusLabel = (s) => `${String(s)}\uFF08${STATUS_LABEL[s] ?? "\u672A\u77E5"}\uFF09`;
var NEW_POST_STATUS = 0;
var BANNED_STATUSES = [POST_STATUS.BANNED, POST_STATUS.VERIFICATION_BANNED];
async function changePostStatus(trx, c) {
  const res = await trx.updateTable("posts").set({ ...c.set, status: c.to, updated_at: c.nowS }).where("id", "=", c.postId).where("status", "=", c.from).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new BusinessError(STATUS.CONFLICT, "\u4FE1\u606F\u72B6\u6001\u5DF2\u53D8\u5316\uFF0C\u8BF7\u5237\u65B0\u540E\u91CD\u8BD5");
  await writeAudit(trx, c);
}
async function writeAudit(trx, c) {
  await trx.insertInto("post_audit").values({
    post_id: c.postId,
    actor_user_id: c.actor.userId,
    actor: c.actor.actor,
    from_status: c.from,
    to_status: c.to,
    reason: c.reason ?? "",
    created_at: c.nowS
  }).execute();
}
function takeDownTarget(from) {
  return from === POST_STATUS.PENDING || from === POST_STATUS.VERIFIED ? POST_STATUS.TAKEN_DOWN : null;
}
function restoreTarget(from, prevStatus) {
  if (from !== POST_STATUS.TAKEN_DOWN) return null;
  return prevStatus === POST_STATUS.VERIFIED ? POST_STATUS.VERIFIED : POST_STATUS.PENDING;
}

// server/upload/videos.ts
var VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;
async function findOwnedVideo(db, userId, videoId) {
  if (!VIDEO_ID.test(videoId)) return null;
  const row = await db.selectFrom("videos").select(["path"]).where("id", "=", videoId).where("user_id", "=", userId).executeTakeFirst();
  return row ? { url: row.path, pic: null } : null;
}
function videoPath(videoId, format) {
  return `video/${videoId}/source.${format}`;
}
async function insertVideo(db, v) {
  await db.insertInto("videos").values({ id: v.id, user_id: v.userId, md5: v.md5, size: v.size, path: v.path, created_at: v.nowS }).execute();
}
async function videoById(db, videoId) {
  const row = await db.selectFrom("videos").select(["id", "path", "size", "md5"]).where("id", "=", videoId).executeTakeFirst();
  return row ? { ...row, size: Number(row.size) } : null;
}
async function videoByContent(db, md5, size2) {
  const row = await db.selectFrom("videos").select(["id", "path"]).where("md5", "=", md5).where("size", "=", size2).orderBy("created_at").executeTakeFirst();
  return row ?? null;
}

// server/domain/release-draft.ts
async function codeExists(db, table, code2) {
  return await db.selectFrom(table).select("code").where("code", "=", code2).executeTakeFirst() !== void 0;
}
async function imageRefs(db, paths, field) {
  if (paths.length === 0) return [];
  const rows = await db.selectFrom("media").select(["path", "width", "height"]).where("path", "in", paths).where("kind", "=", "image").execute();
  const byPath = new Map(rows.map((r) => [r.path, r]));
  return paths.map((path, i) => {
    const row = byPath.get(path);
    if (!row) throw badField(`${field(i)} \u56FE\u7247\u4E0D\u5B58\u5728\uFF0C\u8BF7\u91CD\u65B0\u4E0A\u4F20`);
    return { path, width: row.width ?? 0, height: row.height ?? 0 };
  });
}
function factRows(draft) {
  return FACT_FIELDS[draft.kind].flatMap((f) => {
    const value = draft.facts[f.key]?.trim() ?? "";
    return value ? [{ label: f.label, labelEn: f.labelEn, value }] : [];
  });
}
async function resolveDraft(db, draft) {
  if (!await codeExists(db, "cities", draft.cityCode)) throw badField("\u57CE\u5E02 cityCode \u4E0D\u5B58\u5728");
  if (!await codeExists(db, "post_types", draft.typeCode)) throw badField("\u7C7B\u578B typeCode \u4E0D\u5B58\u5728");
  if (!await codeExists(db, "post_modes", draft.modeCode)) throw badField("\u65B9\u5F0F modeCode \u4E0D\u5B58\u5728");
  const images = await imageRefs(db, draft.images, (i) => `\u56FE\u7247 images[${String(i)}]`);
  return {
    columns: {
      kind: draft.kind,
      title: draft.title,
      description: draft.description,
      city_code: draft.cityCode,
      type_code: draft.typeCode,
      mode_code: draft.modeCode,
      price_min: draft.priceMin,
      price_max: draft.priceMax,
      address: draft.address,
      hours: draft.hours,
      contact: draft.contact,
      tags: JSON.stringify(draft.tags),
      facts: JSON.stringify(factRows(draft)),
      cert_type: draft.kind === "certification" ? draft.certType : null
    },
    images
  };
}
async function resolveVideo(db, userId, videoId, videoPic, cover) {
  const video = await findOwnedVideo(db, userId, videoId);
  if (!video) throw badField("\u89C6\u9891 videoId \u4E0D\u5B58\u5728\u6216\u4E0D\u5C5E\u4E8E\u5F53\u524D\u7528\u6237\uFF0C\u8BF7\u91CD\u65B0\u4E0A\u4F20");
  const pic = videoPic ? await checkPoster(db, videoPic) : video.pic ?? cover;
  return { url: video.url, pic, videoId };
}
async function checkPoster(db, videoPic) {
  await imageRefs(db, [videoPic], () => "\u89C6\u9891\u5C01\u9762 videoPic");
  return videoPic;
}
async function writeImages(trx, postId, images) {
  await trx.deleteFrom("post_images").where("post_id", "=", postId).execute();
  if (images.length === 0) return;
  await trx.insertInto("post_images").values(images.map((img, sort) => ({ post_id: postId, path: img.path, sort, width: img.width, height: img.height }))).execute();
}

// server/domain/release-owner.ts
var KINDS = {
  beauty: ["personal"],
  info: ["store", "certification"],
  broker: ["broker"],
  editInfo: ["store", "certification", "broker"],
  deleteInfo: ["personal", "store", "certification"]
};
var owner = (userId) => ({ actor: "owner", userId });
async function ownPost(db, userId, id, kinds) {
  const post = await db.selectFrom("posts").selectAll().where("id", "=", id).where("status", "!=", POST_STATUS.DELETED).executeTakeFirst();
  if (!post) throw notFound("\u4FE1\u606F\u4E0D\u5B58\u5728\u6216\u5DF2\u5220\u9664");
  if (post.user_id !== userId) throw new BusinessError(STATUS.FORBIDDEN, "\u65E0\u6743\u64CD\u4F5C\u8BE5\u4FE1\u606F");
  if (!kinds.includes(post.kind)) throw badField(`\u8BE5\u63A5\u53E3\u4E0D\u80FD\u5904\u7406 ${post.kind} \u7C7B\u4FE1\u606F`);
  return post;
}
async function deletePost(db, userId, id, kinds, nowS) {
  const post = await ownPost(db, userId, id, kinds);
  await db.transaction().execute(
    (trx) => changePostStatus(trx, { postId: id, from: post.status, to: POST_STATUS.DELETED, actor: owner(userId), reason: "\u5220\u9664", nowS })
  );
  return null;
}
async function changeOwnStatus(db, userId, id, action, nowS) {
  const post = await ownPost(db, userId, id, ["personal", "store", "certification", "broker"]);
  const to = action === "takeDown" ? takeDownTarget(post.status) : restoreTarget(post.status, post.prev_status);
  if (to === null) {
    const what = action === "takeDown" ? "\u53EA\u6709\u5F85\u5BA1\u6838\u6216\u5DF2\u901A\u8FC7\u7684\u4FE1\u606F\u53EF\u4EE5\u4E0B\u67B6" : "\u53EA\u6709\u5DF2\u4E0B\u67B6\u7684\u4FE1\u606F\u53EF\u4EE5\u6062\u590D";
    throw badField(`${what}\uFF08\u5F53\u524D\u72B6\u6001 ${statusLabel(post.status)}\uFF09`);
  }
  const set = action === "takeDown" ? { prev_status: post.status } : { prev_status: null };
  await db.transaction().execute(
    (trx) => changePostStatus(trx, { postId: id, from: post.status, to, actor: owner(userId), reason: action === "takeDown" ? "\u4E0B\u67B6" : "\u6062\u590D", nowS, set })
  );
  return { id, status: to };
}
async function myPosts(db, userId, q) {
  const pageNo = q.page ?? 1;
  const pageSize = q.pageSize ?? PAGE_SIZE;
  const base = () => {
    const mine = db.selectFrom("posts").where("user_id", "=", userId);
    return q.status !== void 0 ? mine.where("status", "=", q.status) : mine.where("status", "!=", POST_STATUS.DELETED);
  };
  const total = await base().select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
  const rows = await base().selectAll().orderBy("updated_at", "desc").orderBy("id", "desc").limit(pageSize).offset((pageNo - 1) * pageSize).execute();
  const ids = rows.map((r) => r.id);
  const [images, videos] = await Promise.all([imagesFor(db, ids), videosFor(db, ids)]);
  const list = rows.map((r) => ({ ...toCard(r, images.get(r.id) ?? [], videos.get(r.id) ?? null), reviewNote: r.review_note, updatedAt: r.updated_at }));
  return { list, page: pageNo, pageSize, total: Number(total.n) };
}
async function getTags(db, typeCode) {
  let q = db.selectFrom("tags").select("name");
  if (typeCode) q = q.where("type_code", "=", typeCode);
  const rows = await q.orderBy("type_code").orderBy("sort").orderBy("id").execute();
  return [...new Set(rows.map((r) => r.name))];
}
var NEEDS = {
  1: { kind: "personal", reason: "\u4E2A\u4EBA\u8BA4\u8BC1\u9700\u8981\u5148\u6709\u4E00\u6761\u5BA1\u6838\u901A\u8FC7\u7684\u4E2A\u4EBA\u4FE1\u606F" },
  2: { kind: "store", reason: "\u5546\u5BB6\u8BA4\u8BC1\u9700\u8981\u5148\u6709\u4E00\u6761\u5BA1\u6838\u901A\u8FC7\u7684\u5546\u5BB6\u4FE1\u606F" }
};
async function checkCertificate(db, userId, type, exceptPostId) {
  const statuses = await db.selectFrom("posts").select(["id", "kind", "status", "cert_type"]).where("user_id", "=", userId).execute();
  if (statuses.some((p) => p.status === POST_STATUS.VERIFICATION_BANNED)) return { allowed: false, reason: "\u8BA4\u8BC1\u8D44\u683C\u5DF2\u88AB\u5C01\u7981" };
  const need = NEEDS[type];
  if (!statuses.some((p) => p.kind === need.kind && p.status === POST_STATUS.VERIFIED)) return { allowed: false, reason: need.reason };
  const live = [POST_STATUS.PENDING, POST_STATUS.VERIFIED, POST_STATUS.TAKEN_DOWN];
  const duplicate = statuses.some((p) => p.kind === "certification" && p.cert_type === type && p.id !== exceptPostId && live.includes(p.status));
  if (duplicate) return { allowed: false, reason: "\u5DF2\u6709\u540C\u7C7B\u578B\u7684\u8BA4\u8BC1\u4FE1\u606F\uFF08\u5F85\u5BA1\u6838\u3001\u5DF2\u901A\u8FC7\u6216\u5DF2\u4E0B\u67B6\uFF09\uFF0C\u8BF7\u7F16\u8F91\u539F\u4FE1\u606F" };
  return { allowed: true, reason: "" };
}

// server/domain/release.ts
var owner2 = (userId) => ({ actor: "owner", userId });
async function requireCertificate(db, userId, type, exceptPostId) {
  if (type === null) throw badField("\u8BA4\u8BC1\u7C7B\u578B certType \u4E0D\u80FD\u4E3A\u7A7A");
  const check = await checkCertificate(db, userId, type, exceptPostId);
  if (!check.allowed) throw new BusinessError(STATUS.FORBIDDEN, check.reason);
}
async function writeVideo(trx, postId, video, nowS) {
  await trx.deleteFrom("post_videos").where("post_id", "=", postId).execute();
  await trx.insertInto("post_videos").values({ post_id: postId, url: video.url, pic: video.pic, created_at: nowS }).execute();
}
async function createPost(db, userId, draft, nowS) {
  if (draft.kind === "certification") await requireCertificate(db, userId, draft.certType);
  const r = await resolveDraft(db, draft);
  const cover = r.images[0]?.path ?? "";
  const video = draft.videoId ? await resolveVideo(db, userId, draft.videoId, draft.videoPic, cover) : null;
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx.insertInto("posts").values({ ...r.columns, user_id: userId, status: POST_STATUS.PENDING, video_id: video?.videoId ?? null, created_at: nowS, updated_at: nowS }).returning("id").executeTakeFirstOrThrow();
    await writeImages(trx, row.id, r.images);
    if (video) await writeVideo(trx, row.id, video, nowS);
    await writeAudit(trx, { postId: row.id, from: NEW_POST_STATUS, to: POST_STATUS.PENDING, actor: owner2(userId), reason: "\u53D1\u5E03", nowS });
    return row.id;
  });
  return { id, status: POST_STATUS.PENDING };
}
async function planVideo(db, userId, post, draft, cover) {
  if (draft.videoId === null) return { op: "remove" };
  if (draft.videoId !== CURRENT_VIDEO) return { op: "set", video: await resolveVideo(db, userId, draft.videoId, draft.videoPic, cover) };
  const current = await db.selectFrom("post_videos").select("pic").where("post_id", "=", post.id).executeTakeFirst();
  if (!current) throw badField("\u89C6\u9891 videoId \u65E0\u6548\uFF1A\u8BE5\u4FE1\u606F\u5F53\u524D\u6CA1\u6709\u89C6\u9891");
  if (!draft.videoPic || draft.videoPic === current.pic) return { op: "none" };
  return { op: "poster", pic: await checkPoster(db, draft.videoPic) };
}
async function editPost(db, userId, draft, kinds, nowS) {
  const post = await ownPost(db, userId, draft.id, kinds);
  if (BANNED_STATUSES.includes(post.status)) throw new BusinessError(STATUS.FORBIDDEN, "\u8BE5\u4FE1\u606F\u5DF2\u88AB\u5C01\u7981\uFF0C\u4E0D\u80FD\u7F16\u8F91");
  if (draft.kind !== post.kind) throw badField("\u4FE1\u606F\u7C7B\u578B kind \u4E0D\u80FD\u4FEE\u6539");
  if (draft.kind === "certification" && draft.certType !== post.cert_type) await requireCertificate(db, userId, draft.certType, post.id);
  const r = await resolveDraft(db, draft);
  const plan = await planVideo(db, userId, post, draft, r.images[0]?.path ?? "");
  await db.transaction().execute(async (trx) => {
    const videoId = plan.op === "remove" ? null : plan.op === "set" ? plan.video.videoId : post.video_id;
    await changePostStatus(trx, {
      postId: post.id,
      from: post.status,
      to: POST_STATUS.PENDING,
      actor: owner2(userId),
      reason: "\u7F16\u8F91",
      nowS,
      set: { ...r.columns, prev_status: null, review_note: "", video_id: videoId }
    });
    await writeImages(trx, post.id, r.images);
    if (plan.op === "remove") await trx.deleteFrom("post_videos").where("post_id", "=", post.id).execute();
    if (plan.op === "set") await writeVideo(trx, post.id, plan.video, nowS);
    if (plan.op === "poster") await trx.updateTable("post_videos").set({ pic: plan.pic }).where("post_id", "=", post.id).execute();
  });
  return { id: post.id, status: POST_STATUS.PENDING };
}
function parseJson(text2) {
  try {
    return JSON.parse(text2);
  } catch {
    return null;
  }
}
function factsOf(post) {
  const rows = parseJson(post.facts);
  const out = {};
  if (!Array.isArray(rows)) return out;
  for (const row of rows) {
    const field = FACT_FIELDS[post.kind].find((f) => f.label === row.label || f.labelEn === row.labelEn);
    if (field && typeof row.value === "string") out[field.key] = row.value;
  }
  return out;
}
async function loadForEdit(db, userId, id, kinds) {
  const post = await ownPost(db, userId, id, kinds);
  const images = (await imagesFor(db, [post.id])).get(post.id) ?? [];
  const video = await db.selectFrom("post_videos").select(["url", "pic"]).where("post_id", "=", post.id).executeTakeFirst();
  const tags = parseJson(post.tags);
  return {
    id: post.id,
    kind: post.kind,
    title: post.title,
    cityCode: post.city_code,
    typeCode: post.type_code,
    modeCode: post.mode_code,
    description: post.description,
    priceMin: post.price_min,
    priceMax: post.price_max,
    address: post.address,
    hours: post.hours,
    contact: post.contact,
    tags: Array.isArray(tags) ? tags.filter((t) => typeof t === "string") : [],
    images,
    videoId: video ? CURRENT_VIDEO : null,
    videoPic: video?.pic ?? null,
    certType: post.cert_type === 1 || post.cert_type === 2 ? post.cert_type : null,
    facts: factsOf(post),
    status: post.status,
    reviewNote: post.review_note,
    video: video ?? null,
    updatedAt: post.updated_at
  };
}

// server/routes/release.ts
var MAX_PAGE2 = 1e4;
var VIDEO_ID_MAX = 100;
var digits = (v) => typeof v === "string" && /^\d{1,15}$/.test(v) ? Number(v) : v;
var missing = (what) => (iss) => iss.input === void 0 ? `\u8BF7\u586B\u5199${what}` : `${what} \u683C\u5F0F\u4E0D\u6B63\u786E`;
function text(what, min, max) {
  return z6.string({ error: missing(what) }).trim().min(min, min <= 1 ? `\u8BF7\u586B\u5199${what}` : `${what} \u81F3\u5C11 ${String(min)} \u4E2A\u5B57\u7B26`).max(max, `${what} \u4E0D\u80FD\u8D85\u8FC7 ${String(max)} \u4E2A\u5B57\u7B26`);
}
var optionalText = (what, max) => z6.string({ error: `${what} \u5E94\u4E3A\u6587\u672C` }).trim().max(max, `${what} \u4E0D\u80FD\u8D85\u8FC7 ${String(max)} \u4E2A\u5B57\u7B26`).default("");
var code = (what) => z6.preprocess(digits, z6.number({ error: (iss) => iss.input === void 0 ? `\u8BF7\u9009\u62E9${what}` : `${what} \u5E94\u4E3A\u7F16\u53F7` }).int(`${what} \u5E94\u4E3A\u7F16\u53F7`).min(1, `\u8BF7\u9009\u62E9${what}`));
var price = (what) => z6.preprocess(digits, z6.number({ error: `${what} \u5E94\u4E3A\u6574\u6570` }).int(`${what} \u5E94\u4E3A\u6574\u6570`).min(0, `${what} \u4E0D\u80FD\u5C0F\u4E8E 0`).max(PRICE_MAX, `${what} \u4E0D\u80FD\u8D85\u8FC7 ${String(PRICE_MAX)}`)).nullable().default(null);
var unique = (list) => new Set(list).size === list.length;
var mediaPath = (what) => z6.string({ error: `${what} \u5E94\u4E3A\u56FE\u7247\u8DEF\u5F84` }).refine(isSafeMediaPath, `${what} \u4E0D\u662F\u6709\u6548\u7684\u56FE\u7247\u8DEF\u5F84`);
function draftShape(kinds) {
  return {
    kind: z6.enum(kinds, { error: `\u4FE1\u606F\u7C7B\u578B kind \u5E94\u4E3A ${kinds.join(" / ")}` }),
    title: text("\u6807\u9898 title", TITLE_MIN, TITLE_MAX),
    cityCode: code("\u57CE\u5E02 cityCode"),
    typeCode: code("\u7C7B\u578B typeCode"),
    modeCode: code("\u65B9\u5F0F modeCode"),
    description: text("\u63CF\u8FF0 description", DESCRIPTION_MIN, DESCRIPTION_MAX),
    priceMin: price("\u6700\u4F4E\u4EF7 priceMin"),
    priceMax: price("\u6700\u9AD8\u4EF7 priceMax"),
    address: optionalText("\u5730\u5740 address", ADDRESS_MAX),
    hours: optionalText("\u8425\u4E1A\u65F6\u95F4 hours", HOURS_MAX),
    contact: text("\u8054\u7CFB\u65B9\u5F0F contact", 1, CONTACT_MAX),
    tags: z6.array(z6.string({ error: "\u6807\u7B7E\u5E94\u4E3A\u6587\u672C" }).trim().min(1, "\u6807\u7B7E\u4E0D\u80FD\u4E3A\u7A7A").max(TAG_MAX_CHARS, `\u6BCF\u4E2A\u6807\u7B7E\u4E0D\u80FD\u8D85\u8FC7 ${String(TAG_MAX_CHARS)} \u4E2A\u5B57\u7B26`), {
      error: "\u6807\u7B7E tags \u5E94\u4E3A\u5217\u8868"
    }).max(TAGS_MAX, `\u6807\u7B7E tags \u6700\u591A ${String(TAGS_MAX)} \u4E2A`).refine(unique, "\u6807\u7B7E tags \u4E0D\u80FD\u91CD\u590D").default([]),
    images: z6.array(z6.string({ error: "\u5E94\u4E3A\u56FE\u7247\u8DEF\u5F84" }).refine(isSafeMediaPath, "\u4E0D\u662F\u6709\u6548\u7684\u56FE\u7247\u8DEF\u5F84"), { error: (iss) => iss.input === void 0 ? "\u8BF7\u4E0A\u4F20\u56FE\u7247 images" : "\u56FE\u7247 images \u5E94\u4E3A\u5217\u8868" }).min(IMAGES_MIN, `\u8BF7\u81F3\u5C11\u4E0A\u4F20 ${String(IMAGES_MIN)} \u5F20\u56FE\u7247 images`).max(IMAGES_MAX, `\u56FE\u7247 images \u6700\u591A ${String(IMAGES_MAX)} \u5F20`).refine(unique, "\u56FE\u7247 images \u4E0D\u80FD\u91CD\u590D"),
    videoId: z6.string({ error: "\u89C6\u9891 videoId \u683C\u5F0F\u4E0D\u6B63\u786E" }).trim().min(1, "\u89C6\u9891 videoId \u4E0D\u80FD\u4E3A\u7A7A\u5B57\u7B26\u4E32").max(VIDEO_ID_MAX, "\u89C6\u9891 videoId \u683C\u5F0F\u4E0D\u6B63\u786E").nullable().default(null),
    videoPic: mediaPath("\u89C6\u9891\u5C01\u9762 videoPic").nullable().default(null),
    certType: z6.literal([1, 2], { error: "\u8BA4\u8BC1\u7C7B\u578B certType \u5E94\u4E3A 1\uFF08\u4E2A\u4EBA\uFF09\u6216 2\uFF08\u5546\u5BB6\uFF09" }).nullable().default(null),
    facts: z6.record(z6.string(), z6.string({ error: "\u5E94\u4E3A\u6587\u672C" }).trim().max(FACT_VALUE_MAX, `\u4E0D\u80FD\u8D85\u8FC7 ${String(FACT_VALUE_MAX)} \u4E2A\u5B57\u7B26`)).default({})
  };
}
function crossCheck(d, ctx) {
  const issue = (path, message) => ctx.addIssue({ code: "custom", path, message });
  if (d.priceMin !== null && d.priceMax !== null && d.priceMin > d.priceMax) issue(["priceMax"], "\u6700\u9AD8\u4EF7 priceMax \u4E0D\u80FD\u4F4E\u4E8E\u6700\u4F4E\u4EF7 priceMin");
  if (d.kind === "store" && !d.address) issue(["address"], "\u5730\u5740 address \u4E0D\u80FD\u4E3A\u7A7A\uFF08\u5546\u5BB6\u4FE1\u606F\u5FC5\u586B\uFF09");
  if (d.kind === "certification" && d.certType === null) issue(["certType"], "\u8BF7\u9009\u62E9\u8BA4\u8BC1\u7C7B\u578B certType");
  const fields = FACT_FIELDS[d.kind];
  for (const key of Object.keys(d.facts)) {
    if (!fields.some((f) => f.key === key)) issue(["facts", key], `\u8D44\u6599 facts.${key} \u4E0D\u662F ${d.kind} \u7C7B\u4FE1\u606F\u7684\u5B57\u6BB5`);
  }
  for (const f of fields) {
    if (f.required && !d.facts[f.key]) issue(["facts", f.key], `\u8BF7\u586B\u5199${f.label} facts.${f.key}`);
  }
}
var draftSchema = (kinds) => z6.object(draftShape(kinds)).superRefine(crossCheck);
var editSchema = (kinds) => z6.object({ id: int(1), ...draftShape(kinds) }).superRefine(crossCheck);
var byId = z6.object({ id: int(1) });
var POSTED = "\u53D1\u5E03\u6210\u529F\uFF0C\u7B49\u5F85\u5BA1\u6838";
var EDITED = "\u4FEE\u6539\u6210\u529F\uFF0C\u7B49\u5F85\u5BA1\u6838";
function releaseRoutes(api) {
  api.add("/api/info/postBeauty", { schema: draftSchema(KINDS.beauty), okMsg: POSTED, handler: (d, c) => createPost(c.db, c.caller.userId, d, c.nowS) }).add("/api/info/postInfo", { schema: draftSchema(KINDS.info), okMsg: POSTED, handler: (d, c) => createPost(c.db, c.caller.userId, d, c.nowS) }).add("/api/info/postBroker", { schema: draftSchema(KINDS.broker), okMsg: POSTED, handler: (d, c) => createPost(c.db, c.caller.userId, d, c.nowS) }).add("/api/info/editBeauty", {
    schema: editSchema(KINDS.beauty),
    okMsg: EDITED,
    handler: (d, c) => editPost(c.db, c.caller.userId, d, KINDS.beauty, c.nowS)
  }).add("/api/info/editInfo", {
    schema: editSchema(KINDS.editInfo),
    okMsg: EDITED,
    handler: (d, c) => editPost(c.db, c.caller.userId, d, KINDS.editInfo, c.nowS)
  }).add("/api/info/getEditBeauty", { schema: byId, handler: ({ id }, c) => loadForEdit(c.db, c.caller.userId, id, KINDS.beauty) }).add("/api/info/getEditInfo", { schema: byId, handler: ({ id }, c) => loadForEdit(c.db, c.caller.userId, id, KINDS.info) }).add("/api/info/getEditBroker", { schema: byId, handler: ({ id }, c) => loadForEdit(c.db, c.caller.userId, id, KINDS.broker) }).add("/api/info/checkCertificateByType", {
    schema: z6.object({ type: z6.preprocess(digits, z6.literal([1, 2], { error: "\u8BA4\u8BC1\u7C7B\u578B type \u5E94\u4E3A 1\uFF08\u4E2A\u4EBA\u8BA4\u8BC1\uFF09\u6216 2\uFF08\u5546\u5BB6\u8BA4\u8BC1\uFF09" })) }),
    handler: ({ type }, c) => checkCertificate(c.db, c.caller.userId, type)
  }).add("/api/info/deleteInfo", { schema: byId, okMsg: "\u5220\u9664\u6210\u529F", handler: ({ id }, c) => deletePost(c.db, c.caller.userId, id, KINDS.deleteInfo, c.nowS) }).add("/api/info/deleteBroker", { schema: byId, okMsg: "\u5220\u9664\u6210\u529F", handler: ({ id }, c) => deletePost(c.db, c.caller.userId, id, KINDS.broker, c.nowS) }).add("/api/info/getTags", { schema: z6.object({ typeCode: codeFilter() }), handler: ({ typeCode }, c) => getTags(c.db, typeCode) }).add("/api/info/myPost", {
    schema: z6.object({
      page: int(1, MAX_PAGE2).optional(),
      pageSize: int(1, PAGE_SIZE_MAX).optional(),
      status: z6.preprocess(digits, z6.literal(Object.values(POST_STATUS), { error: "\u72B6\u6001 status \u4E0D\u662F\u6709\u6548\u7684\u72B6\u6001\u7801" })).optional()
    }),
    handler: (q, c) => myPosts(c.db, c.caller.userId, q)
  }).add("/api/info/changeStatus", {
    schema: z6.object({ id: int(1), action: z6.enum(["takeDown", "restore"], { error: "\u64CD\u4F5C action \u5E94\u4E3A takeDown \u6216 restore" }) }),
    okMsg: "\u64CD\u4F5C\u6210\u529F",
    handler: ({ id, action }, c) => changeOwnStatus(c.db, c.caller.userId, id, action, c.nowS)
  });
}

// server/upload/routes.ts
import multipart from "@fastify/multipart";
import { z as z7 } from "zod";

// server/upload/api.ts
import { createHash as createHash4, randomUUID as randomUUID2 } from "node:crypto";

// server/upload/assemble.ts
import { createHash as createHash3, randomUUID } from "node:crypto";
import { createReadStream as createReadStream3, createWriteStream as createWriteStream2 } from "node:fs";
import { rm as rm3, stat as stat4 } from "node:fs/promises";
import { join as join5 } from "node:path";
import { pipeline as pipeline2 } from "node:stream/promises";

// server/upload/store.ts
import { randomBytes as randomBytes4, randomInt as randomInt2 } from "node:crypto";
import { mkdir as mkdir2, rm as rm2 } from "node:fs/promises";
import { join as join4 } from "node:path";
var UPLOAD_ID = /^[A-Za-z0-9_-]{16,64}$/;
var newUploadId = () => randomBytes4(16).toString("base64url");
function uploadsRoot(dataDir) {
  return join4(dataDir, "uploads");
}
function uploadDir(dataDir, uploadId2) {
  if (!UPLOAD_ID.test(uploadId2)) throw new Error("bad upload id");
  return join4(uploadsRoot(dataDir), uploadId2);
}
function slicePath(dataDir, uploadId2, index) {
  return join4(uploadDir(dataDir, uploadId2), String(index));
}
async function ensureUploadDir(dataDir, uploadId2) {
  const dir = uploadDir(dataDir, uploadId2);
  await mkdir2(dir, { recursive: true });
  return dir;
}
async function removeUploadFiles(dataDir, uploadId2) {
  await rm2(uploadDir(dataDir, uploadId2), { recursive: true, force: true });
}
function chooseProofRange(size2) {
  const len = Math.min(size2, PROOF_BYTES);
  const start = size2 - len > 0 ? randomInt2(0, size2 - len + 1) : 0;
  return { start, end: start + len };
}
function isUploadId(value) {
  return UPLOAD_ID.test(value);
}
async function findUpload(db, uploadId2) {
  if (!isUploadId(uploadId2)) return void 0;
  return db.selectFrom("uploads").selectAll().where("id", "=", uploadId2).executeTakeFirst();
}
async function ownedUpload(db, uploadId2, userId) {
  const row = await findUpload(db, uploadId2);
  if (!row) throw new BusinessError(STATUS.NOT_FOUND, "\u4E0A\u4F20\u4E0D\u5B58\u5728\u6216\u5DF2\u8FC7\u671F");
  if (row.user_id !== userId) throw new BusinessError(STATUS.FORBIDDEN, "\u65E0\u6743\u64CD\u4F5C\u8BE5\u4E0A\u4F20");
  return row;
}
async function storedSlices(db, uploadId2) {
  const rows = await db.selectFrom("upload_slices").select(["index", "md5", "size"]).where("upload_id", "=", uploadId2).execute();
  return rows.map((r) => ({ index: Number(r.index), md5: r.md5, size: Number(r.size) }));
}
async function missingSlices(db, upload) {
  const have = new Set((await storedSlices(db, upload.id)).map((s) => s.index));
  const missing2 = [];
  for (let i = 0; i < upload.slices; i++) if (!have.has(i)) missing2.push(i);
  return missing2;
}
async function touchUpload(db, uploadId2, nowS) {
  await db.updateTable("uploads").set({ updated_at: nowS }).where("id", "=", uploadId2).execute();
}

// server/upload/assemble.ts
var ASSEMBLY_STALE_S = 60;
var HEARTBEAT_MS = 1e4;
var nowSeconds2 = () => Math.floor(Date.now() / 1e3);
async function claimAssembly(db, uploadId2, nowS) {
  const res = await db.updateTable("uploads").set({ status: "assembling", updated_at: nowS }).where("id", "=", uploadId2).where(
    (eb) => eb.or([eb("status", "=", "open"), eb.and([eb("status", "=", "assembling"), eb("updated_at", "<", nowS - ASSEMBLY_STALE_S)])])
  ).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
async function brokenSlices(dataDir, upload) {
  const size2 = Number(upload.size);
  const broken = [];
  for (let i = 0; i < upload.slices; i++) {
    const span = sliceSpan(i, size2, upload.slice_size);
    const st = await stat4(slicePath(dataDir, upload.id, i)).catch(() => null);
    if (!st || st.size !== span.end - span.start) broken.push(i);
  }
  return broken;
}
async function assemble(deps, upload) {
  const { db, dataDir, storage } = deps;
  const heartbeat = setInterval(() => {
    void db.updateTable("uploads").set({ updated_at: nowSeconds2() }).where("id", "=", upload.id).execute().catch(() => {
    });
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const broken = await brokenSlices(dataDir, upload);
    if (broken.length > 0) {
      await db.deleteFrom("upload_slices").where("upload_id", "=", upload.id).where("index", "in", broken).execute();
      await db.updateTable("uploads").set({ status: "open", updated_at: nowSeconds2() }).where("id", "=", upload.id).execute();
      const have = new Set((await storedSlices(db, upload.id)).map((s) => s.index));
      return { kind: "incomplete", missing: Array.from({ length: upload.slices }, (_, i) => i).filter((i) => !have.has(i)) };
    }
    const dir = await ensureUploadDir(dataDir, upload.id);
    const tmp = join5(dir, "assembled.tmp");
    const hash = createHash3("md5");
    async function* concat() {
      for (let i = 0; i < upload.slices; i++) {
        for await (const chunk of createReadStream3(slicePath(dataDir, upload.id, i), { highWaterMark: 1 << 20 })) {
          hash.update(chunk);
          yield chunk;
        }
      }
    }
    await pipeline2(concat, createWriteStream2(tmp));
    const actual = hash.digest("hex");
    if (upload.file_hash !== null && actual !== upload.file_hash) {
      await failUpload(db, dataDir, upload.id, `file hash mismatch: got ${actual}`);
      return { kind: "mismatch", actual };
    }
    const videoId = upload.video_id ?? randomUUID();
    const path = videoPath(videoId, upload.format);
    await storage.putFile(path, tmp);
    const nowS = nowSeconds2();
    await insertVideo(db, { id: videoId, userId: upload.user_id, md5: actual, size: Number(upload.size), path, nowS });
    await finishUpload(db, dataDir, upload.id, videoId, nowS);
    return { kind: "done", video: { videoId, url: path } };
  } catch (err) {
    await db.updateTable("uploads").set({ status: "open", updated_at: nowSeconds2() }).where("id", "=", upload.id).execute();
    await rm3(join5(dataDir, "uploads", upload.id, "assembled.tmp"), { force: true });
    throw err;
  } finally {
    clearInterval(heartbeat);
  }
}
async function finishUpload(db, dataDir, uploadId2, videoId, nowS) {
  await db.updateTable("uploads").set({ status: "done", video_id: videoId, error: null, updated_at: nowS }).where("id", "=", uploadId2).execute();
  await db.deleteFrom("upload_slices").where("upload_id", "=", uploadId2).execute();
  await removeUploadFiles(dataDir, uploadId2);
}
async function failUpload(db, dataDir, uploadId2, error) {
  await db.updateTable("uploads").set({ status: "failed", error, updated_at: nowSeconds2() }).where("id", "=", uploadId2).execute();
  await db.deleteFrom("upload_slices").where("upload_id", "=", uploadId2).execute();
  await removeUploadFiles(dataDir, uploadId2);
}

// server/upload/api.ts
var ASSEMBLY_WAIT_MS = 2e4;
async function doneVideo(db, upload) {
  const v = upload.video_id ? await videoById(db, upload.video_id) : null;
  if (!v) throw new BusinessError(STATUS.NOT_FOUND, "\u89C6\u9891\u4E0D\u5B58\u5728");
  return { videoId: v.id, url: v.path };
}
function refuseFailed(upload) {
  throw new BusinessError(STATUS.CONFLICT, `\u4E0A\u4F20\u5DF2\u5931\u8D25\uFF0C\u8BF7\u91CD\u65B0\u4E0A\u4F20\uFF08${upload.error ?? "failed"}\uFF09`);
}
async function createUpload(deps, p, ctx) {
  const id = newUploadId();
  const slices = sliceCount(p.size, p.sliceSize);
  const proofRange = chooseProofRange(p.size);
  await deps.db.insertInto("uploads").values({
    id,
    user_id: ctx.caller.userId,
    mode: "slices",
    name: p.name,
    size: p.size,
    format: videoFormat(p.format || p.name),
    slice_size: p.sliceSize,
    slices,
    file_hash: null,
    proof_start: proofRange.start,
    proof_end: proofRange.end,
    status: "open",
    video_id: null,
    error: null,
    created_at: ctx.nowS,
    updated_at: ctx.nowS
  }).execute();
  return { uploadId: id, sliceSize: p.sliceSize, slices, proofRange };
}
async function storedRangeMd5(storage, path, start, end) {
  if (end <= start) return createHash4("md5").digest("hex");
  try {
    const hash = createHash4("md5");
    for await (const chunk of storage.openRead(path, { start, end: end - 1 })) hash.update(chunk);
    return hash.digest("hex");
  } catch {
    return null;
  }
}
async function tryInstant(deps, upload, proof, ctx) {
  if (!upload.file_hash) return null;
  const existing = await videoByContent(deps.db, upload.file_hash, Number(upload.size));
  if (!existing) return null;
  const expected = await storedRangeMd5(deps.storage, existing.path, Number(upload.proof_start), Number(upload.proof_end));
  if (expected === null || expected !== proof) {
    ctx.log.info({ uploadId: upload.id, userId: ctx.caller.userId }, "instant upload refused: wrong proof of possession");
    return null;
  }
  const mine = await deps.db.selectFrom("videos").select(["id", "path"]).where("md5", "=", upload.file_hash).where("size", "=", Number(upload.size)).where("user_id", "=", ctx.caller.userId).executeTakeFirst();
  const videoId = mine?.id ?? randomUUID2();
  if (!mine) {
    await insertVideo(deps.db, { id: videoId, userId: ctx.caller.userId, md5: upload.file_hash, size: Number(upload.size), path: existing.path, nowS: ctx.nowS });
  }
  await finishUpload(deps.db, deps.dataDir, upload.id, videoId, ctx.nowS);
  return { videoId, url: mine?.path ?? existing.path };
}
async function checkSlice(deps, p, ctx) {
  let upload = await ownedUpload(deps.db, p.uploadId, ctx.caller.userId);
  if (upload.status === "done") return { status: SLICE_STATUS.EXISTS, missing: [], video: await doneVideo(deps.db, upload) };
  if (upload.status === "failed") refuseFailed(upload);
  if (p.file_hash) {
    if (upload.file_hash && upload.file_hash !== p.file_hash) throw new BusinessError(STATUS.CONFLICT, "file_hash \u4E0E\u8BE5\u4E0A\u4F20\u5DF2\u8BB0\u5F55\u7684\u4E0D\u4E00\u81F4");
    if (!upload.file_hash) {
      await deps.db.updateTable("uploads").set({ file_hash: p.file_hash }).where("id", "=", upload.id).where("file_hash", "is", null).execute();
      upload = { ...upload, file_hash: p.file_hash };
    }
    if (p.proof && upload.status === "open") {
      const video = await tryInstant(deps, upload, p.proof, ctx);
      if (video) return { status: SLICE_STATUS.EXISTS, missing: [], video };
    }
  }
  await touchUpload(deps.db, upload.id, ctx.nowS);
  const missing2 = await missingSlices(deps.db, upload);
  return { status: missing2.length === upload.slices ? SLICE_STATUS.SEND_ALL : SLICE_STATUS.SOME_NEEDED, missing: missing2, video: null };
}
async function storeFileInfo(deps, p, ctx) {
  const upload = await ownedUpload(deps.db, p.uploadId, ctx.caller.userId);
  if (upload.mode !== "slices") throw new BusinessError(STATUS.BAD_PAYLOAD, "\u8BE5\u4E0A\u4F20\u4E0D\u662F\u5206\u7247\u4E0A\u4F20");
  if (p.original !== upload.name || p.size !== Number(upload.size) || p.slices !== upload.slices) {
    throw new BusinessError(STATUS.BAD_PAYLOAD, "\u6587\u4EF6\u4FE1\u606F\u4E0E\u4E0A\u4F20\u4E0D\u4E00\u81F4\uFF08original\u3001size\u3001slices\uFF09");
  }
  if (upload.status === "done") return { state: "done", missing: [], video: await doneVideo(deps.db, upload) };
  if (upload.status === "failed") refuseFailed(upload);
  const missing2 = await missingSlices(deps.db, upload);
  if (missing2.length > 0) return { state: "incomplete", missing: missing2, video: null };
  if (!upload.file_hash) throw new BusinessError(STATUS.BAD_PAYLOAD, "\u7F3A\u5C11 file_hash\uFF1A\u8BF7\u5148\u7528 checkSlice \u63D0\u4EA4\u6587\u4EF6 MD5");
  if (!await claimAssembly(deps.db, upload.id, ctx.nowS)) return { state: "assembling", missing: [], video: null };
  const run = assemble(deps, upload);
  run.catch((err) => ctx.log.error({ err, uploadId: upload.id }, "upload assembly failed"));
  let timer;
  const waited = await Promise.race([run, new Promise((resolve5) => timer = setTimeout(() => resolve5(null), ASSEMBLY_WAIT_MS))]);
  clearTimeout(timer);
  if (waited === null) return { state: "assembling", missing: [], video: null };
  if (waited.kind === "incomplete") return { state: "incomplete", missing: waited.missing, video: null };
  if (waited.kind === "mismatch") {
    ctx.log.warn({ uploadId: upload.id, userId: ctx.caller.userId }, "upload refused: whole-file MD5 mismatch");
    throw new BusinessError(STATUS.CONFLICT, "\u6587\u4EF6\u6821\u9A8C\u5931\u8D25\uFF08MD5 \u4E0D\u4E00\u81F4\uFF09\uFF0C\u8BF7\u91CD\u65B0\u4E0A\u4F20");
  }
  return { state: "done", missing: [], video: waited.video };
}
var SECRETISH = /[A-Za-z0-9+/_=-]{32,}/g;
var CONTROL = /[\u0000-\u001f\u007f]+/g;
function logUploadFailure(p, ctx) {
  const msg = p.msg.replace(CONTROL, " ").replace(SECRETISH, "[redacted]").slice(0, 500);
  ctx.log.warn({ userId: ctx.caller.userId, uploadId: p.uploadId ?? null, clientMsg: msg }, "client upload failure");
  return null;
}

// server/upload/http-util.ts
import { createHash as createHash5, createHmac as createHmac2, timingSafeEqual as timingSafeEqual2 } from "node:crypto";
import { once } from "node:events";
import { createWriteStream as createWriteStream3 } from "node:fs";
import { rm as rm4 } from "node:fs/promises";
import { pipeline as pipeline3 } from "node:stream/promises";
var UploadRefusal = class extends Error {
  constructor(httpStatus, msg, extra = {}) {
    super(msg);
    this.httpStatus = httpStatus;
    this.extra = extra;
  }
  httpStatus;
  extra;
  name = "UploadRefusal";
};
function refuse(reply, err) {
  return reply.code(err.httpStatus).header("Cache-Control", "no-store").send({ code: 0, msg: err.message, ...err.extra });
}
function ok(reply, msg, data = {}) {
  return reply.code(200).header("Cache-Control", "no-store").send({ code: 1, msg, ...data });
}
function hmacHex(keyHex, text2) {
  return createHmac2("sha256", Buffer.from(keyHex, "hex")).update(text2).digest("hex");
}
function sameHex2(a, b) {
  if (a.length !== b.length || !/^[0-9a-f]*$/.test(b)) return false;
  return timingSafeEqual2(Buffer.from(a), Buffer.from(b));
}
var isMd5Hex = (s) => /^[0-9a-f]{32}$/.test(s);
async function writeHashed(source, tmp, maxBytes) {
  const hash = createHash5("md5");
  let size2 = 0;
  async function* counted() {
    for await (const chunk of source) {
      const buf = chunk;
      size2 += buf.length;
      if (size2 > maxBytes) throw new UploadRefusal(413, `body too large (max ${maxBytes} bytes)`);
      hash.update(buf);
      yield buf;
    }
  }
  const out = createWriteStream3(tmp);
  try {
    await pipeline3(counted, out);
  } catch (err) {
    if (!out.closed) await once(out, "close").catch(() => {
    });
    await rm4(tmp, { force: true });
    throw err;
  }
  return { md5: hash.digest("hex"), size: size2 };
}
async function drain(source) {
  for await (const _ of source) void _;
}
function multipartParts(req, limits) {
  return req.parts({ limits });
}

// server/upload/mp4.ts
import { createHash as createHash6, randomBytes as randomBytes5, randomUUID as randomUUID3 } from "node:crypto";
import { mkdir as mkdir3, rm as rm5 } from "node:fs/promises";
import { join as join6 } from "node:path";
function checkSign(fields, key, nowMs) {
  const ts = fields.timestamp ?? "";
  if (!/^\d{1,15}$/.test(ts) || Math.abs(Number(ts) - nowMs) > TIMESTAMP_WINDOW_S * 1e3) throw new UploadRefusal(401, "stale timestamp (milliseconds expected)");
  const want = createHash6("md5").update(`${ts}${key}`).digest("hex");
  if (!sameHex2(want, fields.sign ?? "")) throw new UploadRefusal(401, "bad sign");
}
async function receiveMp4(deps, req) {
  const nowMs = Date.now();
  const fields = {};
  let out = null;
  try {
    for await (const part of multipartParts(req, { fileSize: MAX_SIMPLE_MP4_BYTES, files: 1, fields: 10, fieldSize: 4096 })) {
      if (part.type === "field") {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== "video" || out !== null) {
        await drain(part.file);
        throw new UploadRefusal(400, "exactly one file field named video expected");
      }
      try {
        checkSign(fields, deps.mp4Key, nowMs);
        const caller = await resolveCaller(deps.db, fields.token, Math.floor(nowMs / 1e3));
        if (!caller) throw new UploadRefusal(401, "\u8BF7\u5148\u767B\u5F55");
        const dir = join6(uploadsRoot(deps.dataDir), "mp4");
        await mkdir3(dir, { recursive: true });
        const tmp = join6(dir, `${randomBytes5(8).toString("hex")}.tmp`);
        try {
          const got = await writeHashed(part.file, tmp, MAX_SIMPLE_MP4_BYTES);
          if (got.size === 0) throw new UploadRefusal(400, "empty video");
          const videoId = randomUUID3();
          const path = videoPath(videoId, videoFormat(part.filename || "video.mp4"));
          await deps.storage.putFile(path, tmp);
          await insertVideo(deps.db, { id: videoId, userId: caller.userId, md5: got.md5, size: got.size, path, nowS: Math.floor(nowMs / 1e3) });
          out = { path, videoId };
        } finally {
          await rm5(tmp, { force: true });
        }
      } catch (err) {
        await drain(part.file).catch(() => {
        });
        throw err;
      }
    }
  } catch (err) {
    if (err instanceof UploadRefusal) throw err;
    const e = err;
    if (e.code === "FST_REQ_FILE_TOO_LARGE" || e.statusCode === 413) throw new UploadRefusal(413, "video too large: send it in slices");
    if (typeof e.code === "string" && e.code.startsWith("FST_")) throw new UploadRefusal(400, e.message ?? "bad multipart body");
    throw err;
  }
  if (!out) throw new UploadRefusal(400, "video missing");
  return out;
}

// server/upload/pieces.ts
import { randomBytes as randomBytes6, randomUUID as randomUUID4 } from "node:crypto";
import { rename as rename2, rm as rm6 } from "node:fs/promises";
import { join as join7 } from "node:path";
var PIECE_PATH = "/api/article/uploadPiece";
var pieceSig = (signKey, uploadId2, expires) => hmacHex(signKey, `piece
${uploadId2}
${expires}`);
function signedPieceUrl(signKey, uploadId2, nowS) {
  const expires = nowS + PIECE_URL_TTL_S;
  return `${PIECE_PATH}/${uploadId2}?expires=${expires}&sig=${pieceSig(signKey, uploadId2, expires)}`;
}
async function createPieceUpload(deps, p, ctx) {
  const id = newUploadId();
  const pieceSize = Math.min(VIDEO_PIECE_BYTES, Math.max(MIN_SLICE_BYTES, p.pieceSize ?? VIDEO_PIECE_BYTES));
  const videoId = randomUUID4();
  const format = videoFormat(p.format || p.name);
  await deps.db.insertInto("uploads").values({
    id,
    user_id: ctx.caller.userId,
    mode: "pieces",
    name: p.name,
    size: p.size,
    format,
    slice_size: pieceSize,
    slices: sliceCount(p.size, pieceSize),
    file_hash: null,
    proof_start: 0,
    proof_end: 0,
    status: "open",
    video_id: videoId,
    error: null,
    created_at: ctx.nowS,
    updated_at: ctx.nowS
  }).execute();
  return {
    uploadId: id,
    pieceSize,
    pieces: sliceCount(p.size, pieceSize),
    reply: { uploadUrl: signedPieceUrl(deps.signKey, id, ctx.nowS), publicUrl: videoPath(videoId, format), UploadName: videoId }
  };
}
async function receivePiece(deps, req) {
  const nowS = Math.floor(Date.now() / 1e3);
  const { id } = req.params;
  const { expires, sig, offset } = req.query;
  if (!expires || !sig || !/^\d{1,12}$/.test(expires)) throw new UploadRefusal(403, "unsigned upload URL");
  if (!sameHex2(pieceSig(deps.signKey, id, Number(expires)), sig)) throw new UploadRefusal(403, "bad upload URL signature");
  if (Number(expires) < nowS) throw new UploadRefusal(403, "upload URL expired");
  const upload = await findUpload(deps.db, id);
  if (!upload || upload.mode !== "pieces") throw new UploadRefusal(404, "upload not found or expired");
  if (upload.status !== "open") throw new UploadRefusal(409, `upload is ${upload.status}`);
  const size2 = Number(upload.size);
  const at = offset !== void 0 && /^\d{1,15}$/.test(offset) ? Number(offset) : -1;
  const missing2 = await missingSlices(deps.db, upload);
  if (at < 0 || at >= size2 || at % upload.slice_size !== 0) {
    throw new UploadRefusal(400, "offset must start a piece", { missing: missing2, pieceSize: upload.slice_size });
  }
  const index = at / upload.slice_size;
  if (!missing2.includes(index)) throw new UploadRefusal(409, "piece already received", { missing: missing2, pieceSize: upload.slice_size });
  const span = sliceSpan(index, size2, upload.slice_size);
  const dir = await ensureUploadDir(deps.dataDir, upload.id);
  const tmp = join7(dir, `.${index}.${randomBytes6(6).toString("hex")}.tmp`);
  const got = await writeHashed(req.body, tmp, span.end - span.start);
  try {
    if (got.size !== span.end - span.start) throw new UploadRefusal(400, `piece must be ${span.end - span.start} bytes, got ${got.size}`);
    try {
      await deps.db.insertInto("upload_slices").values({ upload_id: upload.id, index, md5: got.md5, size: got.size, created_at: nowS }).execute();
    } catch {
      throw new UploadRefusal(409, "piece already received");
    }
    await rename2(tmp, slicePath(deps.dataDir, upload.id, index));
  } finally {
    await rm6(tmp, { force: true });
  }
  await touchUpload(deps.db, upload.id, nowS);
  const left = missing2.filter((i) => i !== index);
  if (left.length > 0 || !await claimAssembly(deps.db, upload.id, nowS)) return { done: false, missing: left };
  const result = await assemble(deps, await findUpload(deps.db, upload.id) ?? upload);
  if (result.kind === "mismatch") throw new UploadRefusal(409, `file hash mismatch: the server got ${result.actual}`);
  if (result.kind !== "done") return { done: false, missing: result.kind === "incomplete" ? result.missing : [] };
  return { done: true, missing: [], videoId: result.video.videoId, url: result.video.url };
}

// server/upload/piece-status.ts
function contiguousOffset(missing2, size2, pieceSize, pieces) {
  const first = missing2[0];
  return first === void 0 ? size2 : sliceSpan(Math.min(first, pieces), size2, pieceSize).start;
}
async function pieceStatus(deps, p, ctx) {
  let upload = await ownedUpload(deps.db, p.uploadId, ctx.caller.userId);
  if (upload.mode !== "pieces") throw new BusinessError(STATUS.BAD_PAYLOAD, "\u8BE5\u4E0A\u4F20\u4E0D\u662F\u6574\u5757\u4E0A\u4F20");
  if (upload.status === "failed") throw new BusinessError(STATUS.CONFLICT, `\u4E0A\u4F20\u5DF2\u5931\u8D25\uFF0C\u8BF7\u91CD\u65B0\u4E0A\u4F20\uFF08${upload.error ?? "failed"}\uFF09`);
  const size2 = Number(upload.size);
  const base = { pieceSize: upload.slice_size, uploadUrl: signedPieceUrl(deps.signKey, upload.id, ctx.nowS) };
  if (upload.status === "done") {
    const v = upload.video_id ? await videoById(deps.db, upload.video_id) : null;
    if (!v) throw new BusinessError(STATUS.NOT_FOUND, "\u89C6\u9891\u4E0D\u5B58\u5728");
    if (p.file_hash && v.md5 !== p.file_hash) throw new BusinessError(STATUS.CONFLICT, "\u6587\u4EF6\u6821\u9A8C\u5931\u8D25\uFF08MD5 \u4E0D\u4E00\u81F4\uFF09\uFF0C\u8BF7\u91CD\u65B0\u4E0A\u4F20");
    return { ...base, state: "done", offset: size2, missing: [], video: { videoId: v.id, url: v.path } };
  }
  if (p.file_hash) {
    if (upload.file_hash && upload.file_hash !== p.file_hash) throw new BusinessError(STATUS.CONFLICT, "file_hash \u4E0E\u8BE5\u4E0A\u4F20\u5DF2\u8BB0\u5F55\u7684\u4E0D\u4E00\u81F4");
    if (!upload.file_hash) {
      await deps.db.updateTable("uploads").set({ file_hash: p.file_hash }).where("id", "=", upload.id).where("file_hash", "is", null).execute();
      upload = { ...upload, file_hash: p.file_hash };
    }
  }
  if (upload.status === "open") await touchUpload(deps.db, upload.id, ctx.nowS);
  const missing2 = await missingSlices(deps.db, upload);
  const offset = contiguousOffset(missing2, size2, upload.slice_size, upload.slices);
  if (missing2.length > 0) return { ...base, state: "open", offset, missing: missing2, video: null };
  if (upload.status === "assembling" && upload.updated_at >= ctx.nowS - ASSEMBLY_STALE_S) return { ...base, state: "assembling", offset, missing: missing2, video: null };
  if (!await claimAssembly(deps.db, upload.id, ctx.nowS)) return { ...base, state: "assembling", offset, missing: missing2, video: null };
  const result = await assemble(deps, upload);
  if (result.kind === "mismatch") throw new BusinessError(STATUS.CONFLICT, "\u6587\u4EF6\u6821\u9A8C\u5931\u8D25\uFF08MD5 \u4E0D\u4E00\u81F4\uFF09\uFF0C\u8BF7\u91CD\u65B0\u4E0A\u4F20");
  if (result.kind === "incomplete") {
    return { ...base, state: "open", offset: contiguousOffset(result.missing, size2, upload.slice_size, upload.slices), missing: result.missing, video: null };
  }
  const video = result.video;
  return { ...base, state: "done", offset: size2, missing: [], video };
}

// server/upload/slices.ts
import { randomBytes as randomBytes7 } from "node:crypto";
import { rename as rename3, rm as rm7 } from "node:fs/promises";
import { join as join8 } from "node:path";
var FIELD_NAMES = ["uploadId", "index", "hash", "format", "file_hash", "token", "timestamp", "sign"];
function checkFields(raw, signKey, nowS) {
  for (const name of FIELD_NAMES) {
    if (name === "file_hash") continue;
    if (typeof raw[name] !== "string" || raw[name] === "") throw new UploadRefusal(400, `missing field ${name} (fields must come before chunk)`);
  }
  const f = { ...raw, file_hash: raw.file_hash ?? "" };
  if (!/^\d{1,12}$/.test(f.timestamp) || Math.abs(Number(f.timestamp) - nowS) > TIMESTAMP_WINDOW_S) {
    throw new UploadRefusal(401, "stale timestamp");
  }
  if (!sameHex2(hmacHex(signKey, sliceSignInput(f)), f.sign)) throw new UploadRefusal(401, "bad sign");
  if (!isMd5Hex(f.hash)) throw new UploadRefusal(400, "hash must be the hex MD5 of the chunk");
  if (f.file_hash !== "" && !isMd5Hex(f.file_hash)) throw new UploadRefusal(400, "file_hash must be a hex MD5");
  return f;
}
async function openUploadFor(db, f, userId) {
  const upload = await findUpload(db, f.uploadId);
  if (!upload) throw new UploadRefusal(404, "upload not found or expired");
  if (upload.user_id !== userId) throw new UploadRefusal(403, "not your upload");
  if (upload.mode !== "slices") throw new UploadRefusal(400, "not a slice upload");
  if (upload.status !== "open") throw new UploadRefusal(409, `upload is ${upload.status}`);
  if (f.file_hash !== "") {
    if (upload.file_hash && upload.file_hash !== f.file_hash) throw new UploadRefusal(409, "file_hash differs from the recorded one");
    if (!upload.file_hash) await db.updateTable("uploads").set({ file_hash: f.file_hash }).where("id", "=", upload.id).where("file_hash", "is", null).execute();
  }
  return upload;
}
async function storedDigest(db, uploadId2, index) {
  const row = await db.selectFrom("upload_slices").select("md5").where("upload_id", "=", uploadId2).where("index", "=", index).executeTakeFirst();
  return row?.md5 ?? null;
}
function duplicateOutcome(stored, hash) {
  if (stored !== hash) throw new UploadRefusal(409, "slice already stored with a different digest");
  return { duplicate: true };
}
async function acceptSlice(deps, raw, chunk, nowS) {
  const f = checkFields(raw, deps.signKey, nowS);
  const caller = await resolveCaller(deps.db, f.token, nowS);
  if (!caller) throw new UploadRefusal(401, "\u8BF7\u5148\u767B\u5F55");
  const upload = await openUploadFor(deps.db, f, caller.userId);
  const index = /^\d{1,9}$/.test(f.index) ? Number(f.index) : -1;
  if (index < 0 || index >= upload.slices) throw new UploadRefusal(400, `index out of range (0..${upload.slices - 1})`);
  const stored = await storedDigest(deps.db, upload.id, index);
  if (stored !== null) {
    await drain(chunk);
    return { index, ...duplicateOutcome(stored, f.hash) };
  }
  const span = sliceSpan(index, Number(upload.size), upload.slice_size);
  const expected = span.end - span.start;
  const dir = await ensureUploadDir(deps.dataDir, upload.id);
  const tmp = join8(dir, `.${index}.${randomBytes7(6).toString("hex")}.tmp`);
  const got = await writeHashed(chunk, tmp, expected);
  try {
    if (got.size !== expected) throw new UploadRefusal(400, `slice ${index} must be ${expected} bytes, got ${got.size}`);
    if (got.md5 !== f.hash) throw new UploadRefusal(400, "slice digest mismatch");
    try {
      await deps.db.insertInto("upload_slices").values({ upload_id: upload.id, index, md5: got.md5, size: got.size, created_at: nowS }).execute();
    } catch (err) {
      const winner = await storedDigest(deps.db, upload.id, index);
      if (winner === null) throw err;
      return { index, ...duplicateOutcome(winner, f.hash) };
    }
    try {
      await rename3(tmp, slicePath(deps.dataDir, upload.id, index));
    } catch (err) {
      await deps.db.deleteFrom("upload_slices").where("upload_id", "=", upload.id).where("index", "=", index).execute();
      throw err;
    }
    await touchUpload(deps.db, upload.id, nowS);
    return { index, duplicate: false };
  } finally {
    await rm7(tmp, { force: true });
  }
}
async function receiveSlice(deps, req) {
  const nowS = Math.floor(Date.now() / 1e3);
  const raw = {};
  let result = null;
  try {
    const parts = multipartParts(req, { fileSize: BIG_VIDEO_SLICE_BYTES, files: 1, fields: 16, fieldSize: 4096, parts: 17 });
    for await (const part of parts) {
      if (part.type === "field") {
        if (result !== null) throw new UploadRefusal(400, "fields must come before chunk");
        raw[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== "chunk" || result !== null) {
        await drain(part.file);
        throw new UploadRefusal(400, "exactly one file field named chunk expected");
      }
      try {
        result = await acceptSlice(deps, raw, part.file, nowS);
      } catch (err) {
        await drain(part.file).catch(() => {
        });
        throw err;
      }
    }
  } catch (err) {
    if (err instanceof UploadRefusal) throw err;
    const e = err;
    if (e.code === "FST_REQ_FILE_TOO_LARGE" || e.statusCode === 413) throw new UploadRefusal(413, "slice too large");
    if (typeof e.code === "string" && e.code.startsWith("FST_")) throw new UploadRefusal(400, e.message ?? "bad multipart body");
    throw err;
  }
  if (result === null) throw new UploadRefusal(400, "chunk missing");
  return result;
}

// server/upload/sweep.ts
import { readdir, rm as rm8 } from "node:fs/promises";
import { join as join9 } from "node:path";
var SWEEP_INTERVAL_MS = 60 * 60 * 1e3;
async function sweepExpiredUploads(db, dataDir, nowS) {
  const cutoff = nowS - UPLOAD_EXPIRY_S;
  const stale = await db.selectFrom("uploads").select("id").where("updated_at", "<", cutoff).execute();
  for (const { id } of stale) {
    await removeUploadFiles(dataDir, id);
    await db.deleteFrom("upload_slices").where("upload_id", "=", id).execute();
    await db.deleteFrom("uploads").where("id", "=", id).where("updated_at", "<", cutoff).execute();
  }
  const root = uploadsRoot(dataDir);
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory() || !isUploadId(entry.name)) continue;
    const row = await db.selectFrom("uploads").select("id").where("id", "=", entry.name).executeTakeFirst();
    if (!row) await rm8(join9(root, entry.name), { recursive: true, force: true });
  }
  return stale.length;
}

// server/upload/routes.ts
var md5Hex = z7.string().regex(/^[0-9a-f]{32}$/, "\u5E94\u4E3A 32 \u4F4D\u5C0F\u5199\u5341\u516D\u8FDB\u5236 MD5");
var uploadId = z7.string().min(16).max(64);
var fileName = z7.string().trim().min(1).max(255);
var size = int(1, MAX_VIDEO_BYTES);
function piecesEnabled(env = process.env) {
  return env.UPLOAD_MODE === "pieces";
}
function uploadApiRoutes(api, deps) {
  const d = { db: deps.db, dataDir: deps.config.dataDir, storage: deps.storage };
  api.add("/api/article/createUpload", {
    schema: z7.object({
      name: fileName,
      size,
      format: z7.string().max(16),
      sliceSize: int(MIN_SLICE_BYTES, BIG_VIDEO_SLICE_BYTES).optional(),
      modes: z7.array(z7.enum(["slices", "pieces"])).max(2).optional(),
      pieceSize: int(MIN_SLICE_BYTES, VIDEO_PIECE_BYTES).optional()
    }),
    handler: async ({ modes, pieceSize, ...p }, ctx) => {
      if (modes?.includes("pieces") && piecesEnabled()) {
        const u = await createPieceUpload({ db: deps.db, signKey: deps.config.keys.signKey }, { ...p, pieceSize }, ctx);
        return { uploadId: u.uploadId, mode: "pieces", sliceSize: u.pieceSize, slices: u.pieces, proofRange: { start: 0, end: 0 }, piece: u.reply };
      }
      const sliceSize = p.sliceSize ?? BIG_VIDEO_SLICE_BYTES;
      if (sliceCount(p.size, sliceSize) > MAX_SLICES) throw badField(`\u6587\u4EF6\u592A\u5927\uFF1A\u6700\u591A ${MAX_SLICES} \u4E2A\u5206\u7247`);
      return { ...await createUpload(d, { ...p, sliceSize }, ctx), mode: "slices" };
    }
  }).add("/api/article/checkSlice", {
    schema: z7.object({ uploadId, file_hash: md5Hex.optional(), proof: md5Hex.optional() }),
    handler: async (p, ctx) => checkSlice(d, p, ctx)
  }).add("/api/article/storeFileInfo", {
    schema: z7.object({ uploadId, original: fileName, size, slices: int(1, MAX_SLICES) }),
    handler: async (p, ctx) => storeFileInfo(d, p, ctx)
  }).add("/api/article/getUploadUrl", {
    schema: z7.object({ name: fileName, size, format: z7.string().max(16).optional(), pieceSize: int(MIN_SLICE_BYTES).optional() }),
    handler: async (p, ctx) => (await createPieceUpload({ db: deps.db, signKey: deps.config.keys.signKey }, p, ctx)).reply
  }).add("/api/article/pieceStatus", {
    schema: z7.object({ uploadId, file_hash: md5Hex.optional() }),
    handler: async (p, ctx) => pieceStatus({ ...d, signKey: deps.config.keys.signKey }, p, ctx)
  }).add("/api/article/uploadLog", {
    schema: z7.object({ uploadId: z7.string().max(64).optional(), msg: z7.string().min(1).max(2e3) }),
    handler: async (p, ctx) => logUploadFailure(p, ctx)
  });
}
async function answer(reply, work) {
  try {
    const { msg, data } = await work();
    return ok(reply, msg, data);
  } catch (err) {
    if (err instanceof UploadRefusal) return refuse(reply, err);
    throw err;
  }
}
async function uploadHttpRoutes(app, opts) {
  const { db, config, storage } = opts;
  const dataDir = config.dataDir;
  await app.register(multipart);
  app.addContentTypeParser("application/octet-stream", (_req, payload, done) => done(null, payload));
  app.post(
    SLICE_UPLOAD_PATH,
    async (req, reply) => answer(reply, async () => {
      const r = await receiveSlice({ db, dataDir, signKey: config.keys.signKey }, req);
      return { msg: r.duplicate ? "slice already stored" : "ok", data: { index: r.index, duplicate: r.duplicate } };
    })
  );
  app.put(
    `${PIECE_PATH}/:id`,
    async (req, reply) => answer(reply, async () => ({ msg: "ok", data: await receivePiece({ db, dataDir, storage, signKey: config.keys.signKey }, req) }))
  );
  app.post(
    MP4_UPLOAD_PATH,
    async (req, reply) => answer(reply, async () => {
      const r = await receiveMp4({ db, dataDir, storage, mp4Key: config.keys.uploadMp4Key }, req);
      return { msg: r.path, data: { videoId: r.videoId } };
    })
  );
  const sweep = () => sweepExpiredUploads(db, dataDir, Math.floor(Date.now() / 1e3)).catch((err) => app.log.error({ err }, "upload sweep failed"));
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}

// server/media/upload-routes.ts
import multipart2 from "@fastify/multipart";

// server/media/images.ts
import { createHash as createHash7, randomBytes as randomBytes8 } from "node:crypto";
import sharp2 from "sharp";

// server/media/limits.ts
var MAX_IMAGE_BYTES = 10 * 1024 * 1024;
var MAX_IMAGE_PIXELS = 4e7;
var UPLOAD_TIMESTAMP_WINDOW_S = 300;
var UPLOAD_RATE_WINDOW_S = 3600;
var UPLOADS_PER_WINDOW_ANONYMOUS_IP = 60;
var UPLOADS_PER_WINDOW_USER = 300;

// server/media/images.ts
var MediaError = class extends Error {
  constructor(code2, message) {
    super(message);
    this.code = code2;
    this.name = "MediaError";
  }
  code;
};
var startsWith = (buf, bytes, at = 0) => bytes.every((b, i) => buf[at + i] === b);
function detectImageType(buf) {
  if (startsWith(buf, [255, 216, 255])) return "image/jpeg";
  if (startsWith(buf, [137, 80, 78, 71, 13, 10, 26, 10])) return "image/png";
  if (buf.length >= 12 && buf.toString("latin1", 0, 4) === "RIFF" && buf.toString("latin1", 8, 12) === "WEBP") {
    return "image/webp";
  }
  const gif = buf.toString("latin1", 0, 6);
  if (gif === "GIF87a" || gif === "GIF89a") return "image/gif";
  return null;
}
function imagePathFor(sha256Hex) {
  return `img/${sha256Hex.slice(0, 2)}/${sha256Hex}.bin`;
}
var seal = (mediaKey, plain) => encryptMedia(mediaKey, plain, randomBytes8(16));
async function prepareImage(plain, mediaKey, maxPixels = MAX_IMAGE_PIXELS) {
  const mime = detectImageType(plain);
  if (mime === null) throw new MediaError("unsupported_type", "not an image: only JPEG, PNG, WebP and GIF are accepted");
  let meta;
  try {
    meta = await sharp2(plain, { limitInputPixels: false }).metadata();
  } catch {
  }
  const { width, height } = meta?.autoOrient ?? {};
  if (!meta || !width || !height) throw new MediaError("corrupt_image", `unreadable ${mime} image`);
  if (width * height > maxPixels) throw new MediaError("too_many_pixels", `image too large: ${width}\xD7${height} pixels`);
  let plainVariants;
  try {
    plainVariants = await renderVariants(plain, width, { gif: mime === "image/gif", hasAlpha: meta.hasAlpha === true, maxPixels });
    if (plainVariants.length === 0) {
      await sharp2(plain, { failOn: "warning", limitInputPixels: maxPixels }).resize(16, 16, { fit: "inside" }).raw().toBuffer();
    }
  } catch {
    throw new MediaError("corrupt_image", `damaged ${mime} image`);
  }
  const path = imagePathFor(createHash7("sha256").update(plain).digest("hex"));
  return {
    path,
    width,
    height,
    mime,
    sealed: seal(mediaKey, plain),
    variants: plainVariants.map((v) => ({ width: v.width, path: variantPath(path, v.width), sealed: seal(mediaKey, v.bytes) }))
  };
}
async function commitImage(ctx, img) {
  const { path, width, height } = img;
  const existing = await ctx.db.selectFrom("media").select(["width", "height"]).where("path", "=", path).executeTakeFirst();
  if (existing) return { path, width: existing.width ?? width, height: existing.height ?? height };
  for (const v of img.variants) await ctx.storage.put(v.path, v.sealed);
  await ctx.storage.put(path, img.sealed);
  const now = Math.floor(Date.now() / 1e3);
  if (img.variants.length > 0) {
    await ctx.db.insertInto("media_variants").values(img.variants.map((v) => ({ path, width: v.width, size: v.sealed.length }))).onConflict((oc) => oc.columns(["path", "width"]).doNothing()).execute();
  }
  await ctx.db.insertInto("media").values({ path, kind: "image", mime: img.mime, size: img.sealed.length, width, height, created_at: now }).onConflict((oc) => oc.column("path").doNothing()).execute();
  return { path, width, height };
}

// server/media/upload-checks.ts
import { createHash as createHash8, timingSafeEqual as timingSafeEqual3 } from "node:crypto";
var UploadRefusal2 = class extends Error {
  constructor(status, code2, message) {
    super(message);
    this.status = status;
    this.code = code2;
    this.name = "UploadRefusal";
  }
  status;
  code;
};
var TIMESTAMP = /^\d{1,12}$/;
function checkSign2(timestamp, sign, uploadImgKey, nowS) {
  if (timestamp === void 0 || !TIMESTAMP.test(timestamp)) {
    throw new UploadRefusal2(400, "bad_timestamp", "timestamp missing or not Unix seconds");
  }
  if (Math.abs(nowS - Number(timestamp)) > UPLOAD_TIMESTAMP_WINDOW_S) {
    throw new UploadRefusal2(403, "stale_timestamp", "timestamp outside the accepted window: check the device clock");
  }
  const expected = Buffer.from(createHash8("md5").update(`${timestamp}${uploadImgKey}`).digest("hex"));
  const given = Buffer.from((sign ?? "").toLowerCase());
  if (given.length !== expected.length || !timingSafeEqual3(given, expected)) {
    throw new UploadRefusal2(403, "bad_sign", "bad sign");
  }
}
async function uploaderOf(db, token, nowS) {
  if (token === void 0 || token === "") return null;
  const caller = await resolveCaller(db, token, nowS);
  if (caller === null) throw new UploadRefusal2(401, "bad_token", "token invalid or expired: log in again, or upload without one");
  return caller.userId;
}
async function checkRate(db, userId, ip, nowS) {
  let q = db.selectFrom("image_uploads").select((eb) => eb.fn.countAll().as("n")).where("at", ">", nowS - UPLOAD_RATE_WINDOW_S);
  q = userId === null ? q.where("ip", "=", ip).where("user_id", "is", null) : q.where("user_id", "=", userId);
  const { n } = await q.executeTakeFirstOrThrow();
  const limit = userId === null ? UPLOADS_PER_WINDOW_ANONYMOUS_IP : UPLOADS_PER_WINDOW_USER;
  if (Number(n) >= limit) throw new UploadRefusal2(429, "rate_limited", "too many uploads, try again later");
}

// server/media/upload-form.ts
import "@fastify/multipart";
var FORM_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 6,
  fieldSize: 1024,
  parts: 8,
  headerPairs: 20
};
async function readUploadForm(req) {
  const fields = /* @__PURE__ */ new Map();
  let file = null;
  let tooLarge = false;
  for await (const part of req.parts({ limits: FORM_LIMITS })) {
    if (part.type === "field") {
      if (typeof part.value === "string" && !fields.has(part.fieldname)) fields.set(part.fieldname, part.value);
      continue;
    }
    const chunks2 = [];
    for await (const chunk of part.file) if (part.fieldname === "file") chunks2.push(chunk);
    if (part.fieldname !== "file") continue;
    if (part.file.truncated) tooLarge = true;
    else file = Buffer.concat(chunks2);
  }
  return { fields, file, tooLarge };
}

// server/media/upload-routes.ts
var MEDIA_REFUSALS = {
  unsupported_type: [415, "not an image: only JPEG, PNG, WebP and GIF are accepted"],
  corrupt_image: [422, "the image is damaged or incomplete"],
  too_many_pixels: [413, "the image has too many pixels"]
};
function refuse2(reply, status, reason, msg) {
  return reply.code(status).header("Cache-Control", "no-store").send({ code: 0, msg, reason });
}
async function imageUploadRoutes(app, opts) {
  await app.register(multipart2, { limits: FORM_LIMITS, throwFileSizeLimit: false });
  app.setErrorHandler((err, req, reply) => {
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err }, "image upload failed");
      return reply.code(500).send({ code: 0, msg: `internal error, request id ${req.id}` });
    }
    if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || err.code === "FST_INVALID_MULTIPART_CONTENT_TYPE") {
      return refuse2(reply, 415, "not_multipart", "send multipart/form-data");
    }
    return refuse2(reply, status === 413 ? 413 : 400, "bad_form", `malformed upload form: ${err.message}`);
  });
  app.post("/imgUpload.php", async (req, reply) => {
    if (!req.isMultipart()) return refuse2(reply, 415, "not_multipart", "send multipart/form-data");
    const form = await readUploadForm(req);
    const nowS = Math.floor(Date.now() / 1e3);
    try {
      if (form.tooLarge) throw new UploadRefusal2(413, "too_large", `file larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
      if (form.file === null || form.file.length === 0) throw new UploadRefusal2(400, "missing_file", 'no file in the form field "file"');
      checkSign2(form.fields.get("timestamp"), form.fields.get("sign"), opts.config.keys.uploadImgKey, nowS);
      const userId = await uploaderOf(opts.db, form.fields.get("token"), nowS);
      await checkRate(opts.db, userId, req.ip, nowS);
      const prepared = await prepareImage(form.file, Buffer.from(opts.config.keys.mediaKey, "hex"));
      const stored = await opts.db.transaction().execute(async (trx) => {
        const img = await commitImage({ db: trx, storage: opts.storage }, prepared);
        await trx.insertInto("image_uploads").values({ path: img.path, user_id: userId, ip: req.ip, at: nowS }).execute();
        return img;
      });
      return reply.header("Cache-Control", "no-store").send({ code: 1, msg: stored.path });
    } catch (err) {
      if (err instanceof UploadRefusal2) return refuse2(reply, err.status, err.code, err.message);
      if (err instanceof MediaError) {
        const [status, msg] = MEDIA_REFUSALS[err.code];
        return refuse2(reply, status, err.code, msg);
      }
      throw err;
    }
  });
}

// server/app.ts
var REDACT = [
  "req.headers.authorization",
  "req.headers.cookie",
  "*.password",
  "*.password_hash",
  "*.token",
  "*.keys",
  "*.apiKey",
  "*.signKey",
  "*.mediaKey"
];
function errorHandler(err, req, reply) {
  const status = err.statusCode ?? 500;
  if (status >= 500) {
    req.log.error({ err }, "request failed");
    return reply.code(500).type("text/plain; charset=utf-8").send(`internal error, request id ${req.id}`);
  }
  const text2 = status === 413 ? "body too large" : err.message;
  return reply.code(status === 413 ? 400 : status).type("text/plain; charset=utf-8").send(text2);
}
async function buildApp(config, options = {}) {
  const app = Fastify({
    logger: { level: config.logLevel, redact: { paths: REDACT }, ...options.logStream ? { stream: options.logStream } : {} },
    genReqId: () => randomBytes9(6).toString("hex"),
    requestIdHeader: false,
    // Our onResponse hook writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy
  });
  app.addHook("onResponse", async (req, reply) => {
    const level = reply.statusCode >= 500 ? "warn" : "debug";
    req.log[level]({ method: req.method, url: req.url.split("?")[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, "request");
  });
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((_req, reply) => reply.code(404).type("text/plain; charset=utf-8").send("not found"));
  addSecurityHeaders(app);
  const db = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, pgSchema: config.pgSchema ?? void 0 });
  app.addHook("onClose", async () => db.destroy());
  try {
    await migrateToLatest(db);
  } catch (err) {
    await app.close();
    throw err;
  }
  const storage = createLocalStorage(join10(config.dataDir, "media"));
  app.decorate("db", db).decorate("storage", storage).decorate("config", config);
  const hex = (s) => Buffer.from(s, "hex");
  const cipher = createNodeCipher({ apiKey: hex(config.keys.apiKey), apiIv: hex(config.keys.apiIv), signKey: hex(config.keys.signKey) });
  const api = new ApiRegistry();
  homeRoutes(api, { keys: config.keys });
  infoRoutes(api);
  accountRoutes(api);
  userRoutes(api);
  releaseRoutes(api);
  uploadApiRoutes(api, { db, config, storage });
  await app.register(envelopePlugin, { registry: api, cipher, db });
  await app.register(mediaRoutes, { storage });
  await app.register(imageUploadRoutes, { db, config, storage });
  await app.register(uploadHttpRoutes, { db, config, storage });
  await app.register(clientPlugin, { clientDir: config.clientDir, keys: config.keys, adaptationThreshold: config.adaptationThreshold });
  return app;
}

// server/config.ts
import { randomBytes as randomBytes10 } from "node:crypto";
import { mkdirSync as mkdirSync2, readFileSync, writeFileSync } from "node:fs";
import { join as join11, resolve as resolve3 } from "node:path";
var KEY_BYTES = {
  apiKey: 16,
  apiIv: 16,
  signKey: 32,
  mediaKey: 16,
  uploadImgKey: 16,
  uploadMp4Key: 16
};
var ENV_NAMES = {
  apiKey: "API_KEY",
  apiIv: "API_IV",
  signKey: "SIGN_KEY",
  mediaKey: "MEDIA_KEY",
  uploadImgKey: "UPLOAD_IMG_KEY",
  uploadMp4Key: "UPLOAD_MP4_KEY"
};
function checkKey(name, hex, source) {
  const want = KEY_BYTES[name] * 2;
  if (!new RegExp(`^[0-9a-fA-F]{${want}}$`).test(hex)) {
    throw new Error(`${source}: ${name} must be ${want} hex characters`);
  }
  return hex.toLowerCase();
}
function readKeyFile(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    if (err.code === "ENOENT") return {};
    throw new Error(`${file} is not valid JSON`, { cause: err });
  }
}
function loadKeys(dataDir, env) {
  const file = join11(dataDir, "keys.json");
  const stored = readKeyFile(file);
  const keys = {};
  let changed = false;
  for (const name of Object.keys(KEY_BYTES)) {
    const fromEnv = env[ENV_NAMES[name]];
    const fromFile = stored[name];
    if (fromEnv) keys[name] = checkKey(name, fromEnv, ENV_NAMES[name]);
    else if (typeof fromFile === "string") keys[name] = checkKey(name, fromFile, file);
    else {
      keys[name] = randomBytes10(KEY_BYTES[name]).toString("hex");
      stored[name] = keys[name];
      changed = true;
    }
  }
  if (changed) {
    mkdirSync2(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2) + "\n", { mode: 384 });
  }
  return keys;
}
function int2(env, name, fallback) {
  const raw = env[name];
  if (raw === void 0 || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}
function loadConfig(env = process.env) {
  const dataDir = resolve3(env.DATA_DIR || "./data");
  return {
    port: int2(env, "PORT", 8080),
    host: env.HOST || "127.0.0.1",
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    pgSchema: null,
    seed: env.SEED !== "0",
    seedPosts: int2(env, "SEED_POSTS", 320),
    logLevel: env.LOG_LEVEL || "info",
    trustProxy: env.TRUST_PROXY === "1",
    adaptationThreshold: int2(env, "ADAPTATION_THRESHOLD", DEFAULT_ADAPTATION_THRESHOLD),
    clientDir: resolve3(env.CLIENT_DIR || "dist/client"),
    keys: loadKeys(dataDir, env)
  };
}

// server/seed/index.ts
import { PostgresAdapter as PostgresAdapter2, sql as sql2 } from "kysely";

// server/seed/ads.ts
var AD_SLOTS = { homeBanner: "home_banner", homeGrid: "home_grid" };
var AD_TYPE = { newWindow: 1, inApp: 2 };
var BUY_NOTICES = 30;
var DAY_S = 86400;
var PLANS = ["\u6708\u5361VIP", "\u5B63\u5361VIP", "\u5E74\u5361VIP", "\u5E74\u5361VIP", "\u6C38\u4E45VIP"];
function buildAds(banners, tiles, t) {
  const banner = (i) => banners[i % banners.length].path;
  const tile = (i) => tiles[i % tiles.length].path;
  return [
    { slot: AD_SLOTS.homeBanner, title: "\u65B0\u5E97\u5F00\u4E1A \xB7 \u5230\u5E97\u6709\u793C", image: banner(0), url: `/details/store/${t.storePostId}`, type: AD_TYPE.inApp, sort: 1 },
    { slot: AD_SLOTS.homeBanner, title: "\u5468\u672B\u5E02\u96C6 Weekend market", image: banner(1), url: "https://example.com/market", type: AD_TYPE.newWindow, sort: 2 },
    { slot: AD_SLOTS.homeBanner, title: "\u6301\u8BC1\u670D\u52A1 \xB7 \u653E\u5FC3\u4E4B\u9009", image: banner(2), url: `/details/certification/${t.certificationPostId}`, type: AD_TYPE.inApp, sort: 3 },
    { slot: AD_SLOTS.homeGrid, title: "\u517B\u751F\u4F53\u9A8C", image: tile(0), url: "/0/6", type: AD_TYPE.inApp, sort: 1 },
    { slot: AD_SLOTS.homeGrid, title: "\u5BA0\u7269\u6258\u7BA1", image: tile(1), url: "/0/7", type: AD_TYPE.inApp, sort: 2 },
    { slot: AD_SLOTS.homeGrid, title: "\u6444\u5F71\u8BBE\u8BA1", image: tile(2), url: "https://example.com/photo", type: AD_TYPE.newWindow, sort: 3 },
    { slot: AD_SLOTS.homeGrid, title: "\u4E0A\u95E8\u7EF4\u4FEE", image: tile(3), url: "/0/3", type: AD_TYPE.inApp, sort: 4 }
  ];
}
function buildNotices(rng, now) {
  const out = [];
  for (let i = 0; i < BUY_NOTICES; i++) {
    const id = `${rng.int(1e3, 9999)}**`;
    out.push({ kind: "buy", text: `\u7528\u6237 ${id} \u5F00\u901A\u4E86${rng.pick(PLANS)}`, created_at: now - rng.int(60, 14 * DAY_S) });
  }
  const system = [
    "\u6B22\u8FCE\u6765\u5230 goldpost\uFF1A\u6240\u6709\u5185\u5BB9\u5747\u4E3A\u6F14\u793A\u6570\u636E demo content\u3002",
    "\u53D1\u5E03\u4FE1\u606F\u8BF7\u9075\u5B88\u793E\u533A\u89C4\u8303\uFF0C\u865A\u5047\u4FE1\u606F\u5C06\u88AB\u4E0B\u67B6\u3002",
    "\u4EA4\u6613\u524D\u8BF7\u6838\u5B9E\u5BF9\u65B9\u4FE1\u606F\uFF0C\u5E73\u53F0\u4E0D\u4F1A\u7D22\u8981\u9A8C\u8BC1\u7801\u3002",
    "\u7CFB\u7EDF\u7EF4\u62A4\u901A\u77E5\uFF1A\u6BCF\u5468\u4E00 03:00-04:00 \u53EF\u80FD\u77ED\u6682\u4E0D\u53EF\u7528\u3002"
  ];
  system.forEach((text2, i) => out.push({ kind: "system", text: text2, created_at: now - (i + 1) * DAY_S }));
  return out;
}

// server/seed/images.ts
import sharp3 from "sharp";

// server/seed/art.ts
var MOTIFS = {
  // cup with steam
  1: '<path d="M24 40h44v22a20 20 0 0 1-20 20h-4a20 20 0 0 1-20-20z"/><path d="M68 46h5a9 9 0 0 1 0 18h-6"/><path d="M36 16q6 7 0 14M48 12q6 7 0 14M60 16q6 7 0 14"/><path d="M16 90h68"/>',
  // open book
  2: '<path d="M50 28v56"/><path d="M50 28q-16-9-36-4v56q20-5 36 4"/><path d="M50 28q16-9 36-4v56q-20-5-36 4"/><path d="M22 38q12-3 20 1M22 50q12-3 20 1M58 39q8-4 20-1M58 51q8-4 20-1"/>',
  // wrench
  3: '<g transform="rotate(45 50 50)"><path d="M43 8v16h14v-16a21 21 0 1 1-14 0z"/><rect x="43" y="44" width="14" height="50" rx="7"/></g>',
  // house
  4: '<path d="M12 52L50 18l38 34"/><path d="M24 44v42h52v-42"/><path d="M43 86v-22h14v22"/><path d="M66 30v-12h8v19"/>',
  // sparkle (clean)
  5: '<path d="M46 12q4 34 36 38q-32 4-36 38q-4-34-36-38q32-4 36-38z"/><path d="M80 10q2 9 10 10q-8 1-10 10q-2-9-10-10q8-1 10-10z"/>',
  // leaf
  6: '<path d="M18 84Q16 22 84 16Q84 82 18 84z"/><path d="M18 84L66 34M34 67l-3-14M34 67l14 3M48 52l-2-12M48 52l12 2"/>',
  // paw (filled)
  7: '<g class="f"><ellipse cx="26" cy="44" rx="8" ry="10"/><ellipse cx="41" cy="28" rx="8" ry="11"/><ellipse cx="59" cy="28" rx="8" ry="11"/><ellipse cx="74" cy="44" rx="8" ry="10"/><path d="M50 50c14 0 26 16 26 26c0 8-8 10-13 9c-5-1-8-3-13-3s-8 2-13 3c-5 1-13-1-13-9c0-10 12-26 26-26z"/></g>',
  // camera
  8: '<rect x="12" y="30" width="76" height="52" rx="9"/><path d="M34 30l6-11h20l6 11"/><circle cx="50" cy="56" r="15"/><circle cx="50" cy="56" r="6"/><circle cx="76" cy="41" r="2.5" class="f"/>',
  // generic: sun over hills, for banners and filler
  0: '<circle cx="66" cy="32" r="12"/><path d="M8 84l26-30 18 20 14-14 26 24z"/>'
};
var HUES = { 0: 250, 1: 28, 2: 215, 3: 195, 4: 160, 5: 180, 6: 110, 7: 38, 8: 275 };
var hsl = (h, s, l, a = 1) => `hsla(${Math.round((h % 360 + 360) % 360)},${s}%,${l}%,${a})`;
var BACKGROUND_SCALE = 8;
function artSvg(rng, spec) {
  const { width: w, height: h, motif } = spec;
  const k = 1 / BACKGROUND_SCALE;
  const hue = HUES[motif] + rng.int(-28, 28);
  const accent = hue + rng.pick([40, 150, 190, -60]);
  const angle = rng.int(0, 359);
  const blobs = [];
  for (let i = 0, n = rng.int(4, 7); i < n; i++) {
    const r = Math.min(w, h) * (0.12 + rng.next() * 0.35) * k;
    const color = hsl(rng.chance(0.5) ? hue : accent, rng.int(45, 80), rng.int(38, 60), 0.35 + rng.next() * 0.35);
    blobs.push(`<circle cx="${(rng.int(0, w) * k).toFixed(1)}" cy="${(rng.int(0, h) * k).toFixed(1)}" r="${r.toFixed(1)}" fill="${color}"/>`);
  }
  const sw = Math.ceil(w * k);
  const sh = Math.ceil(h * k);
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${sw}" height="${sh}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${hsl(hue, 55, 22)}"/><stop offset="1" stop-color="${hsl(accent, 60, 12)}"/></linearGradient>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${(Math.min(w, h) / 14 * k).toFixed(1)}"/></filter>
<radialGradient id="vig" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<g filter="url(#soft)">${blobs.join("")}</g>
<rect width="100%" height="100%" fill="url(#vig)"/>
</svg>`;
  const shapes = [];
  for (let i = 0, n = rng.int(2, 4); i < n; i++) {
    const x = rng.int(0, w);
    const y = rng.int(0, h);
    const s = rng.int(40, Math.round(Math.min(w, h) / 3));
    const stroke = hsl(accent, 70, 78, 0.25 + rng.next() * 0.2);
    shapes.push(
      rng.chance(0.5) ? `<circle cx="${x}" cy="${y}" r="${s / 2}" fill="none" stroke="${stroke}" stroke-width="${rng.int(2, 6)}"/>` : `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${rng.int(0, s / 4)}" fill="none" stroke="${stroke}" stroke-width="${rng.int(2, 6)}" transform="rotate(${rng.int(0, 90)} ${x + s / 2} ${y + s / 2})"/>`
    );
  }
  const icons = spec.icons ?? 1;
  const size2 = Math.round(icons > 1 ? Math.min(w / (icons + 1), h) * 0.55 : Math.min(w, h) * 0.34);
  const iconColor = hsl(hue, 40, 96, 0.92);
  const glyphs = [];
  for (let i = 0; i < icons; i++) {
    const cx = icons > 1 ? w * (i + 1) / (icons + 1) : w / 2 + rng.int(-w / 10, w / 10);
    const cy = h / 2 + (icons > 1 ? 0 : rng.int(-h / 12, h / 12));
    glyphs.push(`<g transform="translate(${cx - size2 / 2} ${cy - size2 / 2}) scale(${size2 / 100})">${MOTIFS[motif]}</g>`);
  }
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs>
<filter id="glow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>
<style>.i{fill:none;stroke:${iconColor};stroke-width:5;stroke-linecap:round;stroke-linejoin:round}.i .f{fill:${iconColor};stroke:none}</style>
</defs>
${shapes.join("")}
<g class="i" filter="url(#glow)" opacity=".6">${glyphs.join("")}</g>
<g class="i">${glyphs.join("")}</g>
</svg>`;
  return { background, overlay };
}

// server/seed/rng.ts
function createRng(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
  const int3 = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (items) => {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[int3(0, items.length - 1)];
  };
  return {
    next,
    int: int3,
    chance: (p) => next() < p,
    pick,
    sample(items, n) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int3(0, i);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, Math.min(n, copy.length));
    }
  };
}

// server/seed/taxonomy.ts
var DOMESTIC = [
  { code: 110100, name: "\u5317\u4EAC", nameEn: "Beijing", districts: ["\u671D\u9633", "\u6D77\u6DC0", "\u4E1C\u57CE"] },
  { code: 310100, name: "\u4E0A\u6D77", nameEn: "Shanghai", districts: ["\u5F90\u6C47", "\u9759\u5B89", "\u6D66\u4E1C"] },
  { code: 440100, name: "\u5E7F\u5DDE", nameEn: "Guangzhou", districts: ["\u5929\u6CB3", "\u8D8A\u79C0", "\u6D77\u73E0"] },
  { code: 440300, name: "\u6DF1\u5733", nameEn: "Shenzhen", districts: ["\u5357\u5C71", "\u798F\u7530", "\u7F57\u6E56"] },
  { code: 330100, name: "\u676D\u5DDE", nameEn: "Hangzhou", districts: ["\u897F\u6E56", "\u62F1\u5885", "\u6EE8\u6C5F"] },
  { code: 320100, name: "\u5357\u4EAC", nameEn: "Nanjing", districts: ["\u9F13\u697C", "\u7384\u6B66", "\u5EFA\u90BA"] },
  { code: 320500, name: "\u82CF\u5DDE", nameEn: "Suzhou", districts: ["\u59D1\u82CF", "\u5DE5\u4E1A\u56ED", "\u5434\u4E2D"] },
  { code: 510100, name: "\u6210\u90FD", nameEn: "Chengdu", districts: ["\u9526\u6C5F", "\u6B66\u4FAF", "\u9AD8\u65B0"] },
  { code: 500100, name: "\u91CD\u5E86", nameEn: "Chongqing", districts: ["\u6E1D\u4E2D", "\u6C5F\u5317", "\u5357\u5CB8"] },
  { code: 420100, name: "\u6B66\u6C49", nameEn: "Wuhan", districts: ["\u6B66\u660C", "\u6C5F\u6C49", "\u6D2A\u5C71"] },
  { code: 610100, name: "\u897F\u5B89", nameEn: "Xi'an", districts: ["\u96C1\u5854", "\u7891\u6797", "\u672A\u592E"] },
  { code: 120100, name: "\u5929\u6D25", nameEn: "Tianjin", districts: ["\u548C\u5E73", "\u5357\u5F00", "\u6CB3\u897F"] },
  { code: 430100, name: "\u957F\u6C99", nameEn: "Changsha", districts: ["\u5CB3\u9E93", "\u8299\u84C9", "\u5929\u5FC3"] },
  { code: 370200, name: "\u9752\u5C9B", nameEn: "Qingdao", districts: ["\u5E02\u5357", "\u5D02\u5C71", "\u674E\u6CA7"] },
  { code: 350200, name: "\u53A6\u95E8", nameEn: "Xiamen", districts: ["\u601D\u660E", "\u6E56\u91CC", "\u96C6\u7F8E"] },
  { code: 530100, name: "\u6606\u660E", nameEn: "Kunming", districts: ["\u4E94\u534E", "\u76D8\u9F99", "\u5B98\u6E21"] },
  { code: 210100, name: "\u6C88\u9633", nameEn: "Shenyang", districts: ["\u548C\u5E73", "\u6C88\u6CB3", "\u6D51\u5357"] },
  { code: 410100, name: "\u90D1\u5DDE", nameEn: "Zhengzhou", districts: ["\u91D1\u6C34", "\u4E8C\u4E03", "\u90D1\u4E1C"] }
];
var ABROAD = [
  { code: 900001, name: "\u65B0\u52A0\u5761", nameEn: "Singapore", districts: ["Orchard", "Tanjong Pagar", "Bugis"], region: "\u65B0\u52A0\u5761" },
  { code: 900002, name: "\u5409\u9686\u5761", nameEn: "Kuala Lumpur", districts: ["Bukit Bintang", "Mont Kiara", "Cheras"], region: "\u9A6C\u6765\u897F\u4E9A" },
  { code: 900003, name: "\u66FC\u8C37", nameEn: "Bangkok", districts: ["Sukhumvit", "Silom", "Ari"], region: "\u6CF0\u56FD" },
  { code: 900004, name: "\u4E1C\u4EAC", nameEn: "Tokyo", districts: ["Shinjuku", "Ikebukuro", "Ueno"], region: "\u65E5\u672C" },
  { code: 900005, name: "\u6089\u5C3C", nameEn: "Sydney", districts: ["Chatswood", "Burwood", "Haymarket"], region: "\u6FB3\u5927\u5229\u4E9A" },
  { code: 900006, name: "\u6E29\u54E5\u534E", nameEn: "Vancouver", districts: ["Richmond", "Burnaby", "Kitsilano"], region: "\u52A0\u62FF\u5927" },
  { code: 900007, name: "\u4F26\u6566", nameEn: "London", districts: ["Soho", "Canary Wharf", "Camden"], region: "\u82F1\u56FD" }
];
var CITIES = [...DOMESTIC, ...ABROAD];
var TYPE_CODES = [1, 2, 3, 4, 5, 6, 7, 8];
var TYPES = [
  { code: 1, name: "\u9910\u996E\u7F8E\u98DF", nameEn: "Food & drink" },
  { code: 2, name: "\u6559\u80B2\u57F9\u8BAD", nameEn: "Tutoring" },
  { code: 3, name: "\u7EF4\u4FEE\u670D\u52A1", nameEn: "Repair" },
  { code: 4, name: "\u623F\u4EA7\u4E2D\u4ECB", nameEn: "Real estate" },
  { code: 5, name: "\u751F\u6D3B\u670D\u52A1", nameEn: "Home services" },
  { code: 6, name: "\u5065\u5EB7\u517B\u751F", nameEn: "Wellness" },
  { code: 7, name: "\u5BA0\u7269\u670D\u52A1", nameEn: "Pet care" },
  { code: 8, name: "\u6444\u5F71\u8BBE\u8BA1", nameEn: "Photo & design" }
];
var MODE_CODES = { inStore: 1, homeVisit: 2, online: 3 };
var MODES = [
  { code: MODE_CODES.inStore, name: "\u5230\u5E97", nameEn: "In store" },
  { code: MODE_CODES.homeVisit, name: "\u4E0A\u95E8", nameEn: "Home visit" },
  { code: MODE_CODES.online, name: "\u7EBF\u4E0A", nameEn: "Online" }
];
function cityRows() {
  return CITIES.map((c, i) => ({
    code: c.code,
    name: c.name,
    name_en: c.nameEn,
    abroad: c.region === void 0 ? 0 : 1,
    region: c.region ?? "",
    sort: i + 1
  }));
}
function codeRows(items) {
  return items.map((t, i) => ({ code: t.code, name: t.name, name_en: t.nameEn, sort: i + 1 }));
}

// server/seed/images.ts
var LANDSCAPE = { width: 800, height: 600 };
var PORTRAIT = { width: 600, height: 800 };
var BANNER = { width: 1200, height: 400 };
var TILE = { width: 480, height: 480 };
var PER_TYPE_LANDSCAPE = 5;
var PER_TYPE_PORTRAIT = 2;
var GENERIC = 4;
var JPEG_QUALITY = 82;
var GRAIN_SIGMA = 10;
var RENDER_CONCURRENCY = 4;
async function mapLimit(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
function grain(rng, width, height) {
  const buf = Buffer.alloc(width * height * 3);
  for (let i = 0; i < buf.length; i++) {
    const v = 128 + (rng.next() + rng.next() + rng.next() - 1.5) * 2 * GRAIN_SIGMA;
    buf[i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
  return buf;
}
async function render(job, grainFor) {
  const { width, height } = job.spec;
  const layers = artSvg(createRng(job.seed), job.spec);
  const small = await sharp3(Buffer.from(layers.background)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return sharp3(small.data, { raw: { width: small.info.width, height: small.info.height, channels: 3 } }).resize(width, height, { kernel: "linear", fit: "fill" }).composite([
    { input: Buffer.from(layers.overlay) },
    { input: grainFor(width, height), raw: { width, height, channels: 3 }, blend: "overlay" }
  ]).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}
function jobs() {
  let seed = 1e3;
  const pool = [];
  for (const motif of TYPE_CODES) {
    for (let i = 0; i < PER_TYPE_LANDSCAPE + PER_TYPE_PORTRAIT; i++) {
      pool.push({ seed: seed++, spec: { ...i < PER_TYPE_LANDSCAPE ? LANDSCAPE : PORTRAIT, motif } });
    }
  }
  for (let i = 0; i < GENERIC; i++) pool.push({ seed: seed++, spec: { ...LANDSCAPE, motif: 0 } });
  const banners = [4, 1, 2].map((motif) => ({ seed: seed++, spec: { ...BANNER, motif, icons: 3 } }));
  const tiles = [6, 7, 8, 3].map((motif) => ({ seed: seed++, spec: { ...TILE, motif } }));
  return { pool, banners, tiles };
}
async function renderSeedImages() {
  const grainRng = createRng(77);
  const grains = /* @__PURE__ */ new Map();
  const grainFor = (w, h) => {
    const key = `${w}x${h}`;
    let g = grains.get(key);
    if (!g) grains.set(key, g = grain(grainRng, w, h));
    return g;
  };
  const all = jobs();
  for (const j of [...all.pool, ...all.banners, ...all.tiles]) grainFor(j.spec.width, j.spec.height);
  const run = (list) => mapLimit(list, RENDER_CONCURRENCY, (j) => render(j, grainFor));
  const [pool, banners, tiles] = [await run(all.pool), await run(all.banners), await run(all.tiles)];
  return { pool, banners, tiles, motifs: all.pool.map((j) => j.spec.motif) };
}
async function prepareSeedImages(rendered, mediaKey) {
  const run = (list) => mapLimit(list, RENDER_CONCURRENCY, (plain) => prepareImage(plain, mediaKey));
  return { pool: await run(rendered.pool), banners: await run(rendered.banners), tiles: await run(rendered.tiles), motifs: rendered.motifs };
}
async function storeSeedImages(ctx, prepared) {
  const store = async (list) => {
    const out = [];
    for (const img of list) out.push(await commitImage(ctx, img));
    return out;
  };
  const pool = (await store(prepared.pool)).map((img, i) => ({ ...img, motif: prepared.motifs[i] ?? 0 }));
  return { pool, banners: await store(prepared.banners), tiles: await store(prepared.tiles) };
}
function pickPostImages(rng, pool, typeCode, count) {
  const own = pool.filter((p) => p.motif === typeCode);
  const cover = rng.pick(own);
  const rest = pool.filter((p) => p !== cover && (p.motif === typeCode || p.motif === 0));
  return [cover, ...rng.sample(rest, count - 1)];
}

// server/seed/vocab.ts
var VOCAB = {
  1: {
    services: ["\u624B\u51B2\u5496\u5561 Pour-over", "\u5BB6\u5E38\u79C1\u623F\u83DC", "\u624B\u5DE5\u70D8\u7119", "\u65E9\u5348\u9910 Brunch", "\u65E5\u5F0F\u7B80\u9910", "\u5DDD\u5473\u5C0F\u7092", "\u8F7B\u98DF\u6C99\u62C9 Salad", "\u4E0A\u95E8\u79C1\u53A8"],
    shops: ["\u5496\u5561\u9986", "\u5C0F\u9986", "\u70D8\u7119\u574A", "\u98DF\u5802", "Bistro"],
    agencies: ["\u9910\u996E\u987E\u95EE", "\u5BB4\u4F1A\u7B56\u5212"],
    tags: ["\u73B0\u505A\u73B0\u5356", "\u73AF\u5883\u5B89\u9759", "\u53EF\u5916\u5E26", "\u514D\u8D39 Wi-Fi", "\u652F\u6301\u9884\u8BA2", "\u7D20\u98DF\u53CB\u597D", "\u9002\u5408\u805A\u4F1A"],
    modes: [1, 2, 3],
    price: [25, 260],
    lines: [
      "\u4E3B\u6253{s}\uFF0C\u98DF\u6750\u6BCF\u5929\u65E9\u4E0A\u91C7\u8D2D\uFF0C\u5F53\u5929\u7528\u5B8C\u3002",
      "\u5E97\u91CC\u5EA7\u4F4D\u4E0D\u591A\uFF0C\u5468\u672B\u5EFA\u8BAE\u63D0\u524D\u9884\u8BA2\u3002",
      "\u63D0\u4F9B\u56E2\u9910\u4E0E\u5C0F\u578B\u805A\u4F1A\u5957\u9910\uFF0C\u53EF\u6309\u53E3\u5473\u8C03\u6574\u8FA3\u5EA6\u3002",
      "\u5496\u5561\u8C46\u6765\u81EA\u672C\u5730\u70D8\u7119\u5546\uFF0C\u53EF\u4EE5\u6309 light / medium \u9009\u62E9\u3002",
      "\u4E0A\u95E8\u670D\u52A1\u81EA\u5E26\u53A8\u5177\uFF0C\u7ED3\u675F\u540E\u6536\u62FE\u5E72\u51C0\u3002"
    ]
  },
  2: {
    services: ["\u5C0F\u5B66\u6570\u5B66\u8F85\u5BFC", "\u521D\u4E2D\u82F1\u8BED English", "\u94A2\u7434\u966A\u7EC3", "\u5C11\u513F\u7F16\u7A0B Scratch", "\u96C5\u601D\u53E3\u8BED IELTS", "\u4E66\u6CD5\u5165\u95E8", "\u9AD8\u4E2D\u7269\u7406", "\u65E5\u8BED N3 \u5907\u8003"],
    shops: ["\u5B66\u5802", "\u6559\u80B2\u4E2D\u5FC3", "\u8BED\u8A00\u5B66\u6821", "Study Club"],
    agencies: ["\u5BB6\u6559\u4E2D\u4ECB", "\u8BFE\u7A0B\u987E\u95EE"],
    tags: ["\u4E00\u5BF9\u4E00", "\u5C0F\u73ED\u8BFE", "\u8BD5\u542C\u4E00\u8282", "\u53EF\u7EBF\u4E0A", "\u6559\u6750\u63D0\u4F9B", "\u5468\u672B\u73ED", "\u8FDB\u5EA6\u62A5\u544A"],
    modes: [1, 2, 3],
    price: [80, 450],
    lines: [
      "{s}\uFF0C\u5148\u505A\u4E00\u6B21\u6C34\u5E73\u6D4B\u8BC4\uFF0C\u518D\u5B9A\u5B66\u4E60\u8BA1\u5212\u3002",
      "\u6BCF\u8282\u8BFE\u540E\u6709\u7B80\u77ED\u7684 feedback\uFF0C\u5BB6\u957F\u53EF\u4EE5\u968F\u65F6\u4E86\u89E3\u8FDB\u5EA6\u3002",
      "\u8001\u5E08\u5747\u6709\u4E09\u5E74\u4EE5\u4E0A\u6559\u5B66\u7ECF\u9A8C\uFF0C\u8BB2\u89E3\u8010\u5FC3\u3002",
      "\u652F\u6301\u7EBF\u4E0A Zoom \u6388\u8BFE\uFF0C\u4E5F\u53EF\u4EE5\u5230\u5E97\u4E0A\u8BFE\u3002",
      "\u5BD2\u6691\u5047\u5F00\u8BBE\u96C6\u4E2D\u73ED\uFF0C\u540D\u989D\u6709\u9650\u3002"
    ]
  },
  3: {
    services: ["\u5BB6\u7535\u7EF4\u4FEE", "\u624B\u673A\u6362\u5C4F", "\u7535\u8111\u6E05\u7070 & \u91CD\u88C5", "\u6C34\u7BA1\u758F\u901A", "\u7A7A\u8C03\u6E05\u6D17", "\u95E8\u9501\u66F4\u6362", "\u81EA\u884C\u8F66\u7EF4\u4FEE", "\u706F\u5177\u5B89\u88C5"],
    shops: ["\u7EF4\u4FEE\u90E8", "\u5FEB\u4FEE\u5E97", "\u670D\u52A1\u7AD9", "Fix Lab"],
    agencies: ["\u7EF4\u4FEE\u6D3E\u5355\u4E2D\u5FC3", "\u5E08\u5085\u5BF9\u63A5\u5E73\u53F0"],
    tags: ["30 \u5206\u949F\u54CD\u5E94", "\u660E\u7801\u6807\u4EF7", "\u4FDD\u4FEE\u4E09\u4E2A\u6708", "\u539F\u5382\u914D\u4EF6", "\u53EF\u5F00\u53D1\u7968", "\u591C\u95F4\u53EF\u7EA6"],
    modes: [1, 2],
    price: [50, 380],
    lines: [
      "{s}\uFF0C\u5148\u68C0\u6D4B\u540E\u62A5\u4EF7\uFF0C\u4E0D\u4FEE\u4E0D\u6536\u8D39\u3002",
      "\u5E38\u7528\u914D\u4EF6\u90FD\u6709\u5E93\u5B58\uFF0C\u591A\u6570\u95EE\u9898\u5F53\u5929\u89E3\u51B3\u3002",
      "\u4E0A\u95E8\u524D\u7535\u8BDD\u786E\u8BA4\u65F6\u95F4\uFF0C\u51C6\u65F6\u5230\u8FBE\u3002",
      "\u7EF4\u4FEE\u540E\u63D0\u4F9B\u4E66\u9762\u4FDD\u4FEE\u5355\uFF0C\u671F\u5185\u514D\u8D39\u590D\u67E5\u3002",
      "\u65E7\u4EF6\u53EF\u4EE5\u5E26\u8D70\uFF0C\u4E5F\u53EF\u4EE5\u4EA4\u7ED9\u6211\u4EEC\u56DE\u6536\u3002"
    ]
  },
  4: {
    services: ["\u6574\u79DF\u4E00\u5C45\u5BA4", "\u5408\u79DF\u5355\u95F4", "\u4E8C\u624B\u623F\u4E70\u5356", "\u5546\u94FA\u51FA\u79DF", "\u516C\u5BD3\u77ED\u79DF", "\u5B66\u533A\u623F\u54A8\u8BE2", "\u5199\u5B57\u697C\u79DF\u8D41", "Studio \u516C\u5BD3"],
    shops: ["\u623F\u5C4B\u670D\u52A1\u90E8", "\u7F6E\u4E1A\u95E8\u5E97", "Home Center"],
    agencies: ["\u5730\u4EA7", "\u7F6E\u4E1A\u987E\u95EE", "\u623F\u4EA7\u7ECF\u7EAA"],
    tags: ["\u8FD1\u5730\u94C1", "\u62CE\u5305\u5165\u4F4F", "\u53EF\u6708\u4ED8", "\u5357\u5317\u901A\u900F", "\u5E26\u770B\u514D\u8D39", "\u623F\u6E90\u771F\u5B9E", "\u914D\u5957\u6210\u719F"],
    modes: [1, 3],
    price: [1800, 9800],
    lines: [
      "{s}\uFF0C\u623F\u6E90\u4FE1\u606F\u5747\u7ECF\u5B9E\u5730\u6838\u9A8C\uFF0C\u7167\u7247\u4E3A\u5B9E\u62CD\u3002",
      "\u53EF\u9884\u7EA6\u5E26\u770B\uFF0C\u652F\u6301\u89C6\u9891\u770B\u623F video tour\u3002",
      "\u5408\u540C\u6D41\u7A0B\u900F\u660E\uFF0C\u8D39\u7528\u5728\u7B7E\u7EA6\u524D\u4E00\u6B21\u8BF4\u6E05\u3002",
      "\u5468\u8FB9\u6709\u8D85\u5E02\u3001\u5B66\u6821\u548C\u516C\u56ED\uFF0C\u751F\u6D3B\u65B9\u4FBF\u3002",
      "\u53EF\u534F\u52A9\u529E\u7406\u6C34\u7535\u3001\u5BBD\u5E26\u8FC7\u6237\u7B49\u624B\u7EED\u3002"
    ]
  },
  5: {
    services: ["\u65E5\u5E38\u4FDD\u6D01", "\u6DF1\u5EA6\u6E05\u6D01", "\u642C\u5BB6\u6253\u5305", "\u6536\u7EB3\u6574\u7406", "\u6D17\u8863\u71A8\u70EB", "\u5BB6\u7535\u6E05\u6D17", "\u949F\u70B9\u5DE5", "\u5F00\u8352\u4FDD\u6D01"],
    shops: ["\u5BB6\u653F\u670D\u52A1\u793E", "\u751F\u6D3B\u9986", "Clean Studio"],
    agencies: ["\u5BB6\u653F\u4E2D\u4ECB", "\u670D\u52A1\u5BF9\u63A5\u4E2D\u5FC3"],
    tags: ["\u81EA\u5E26\u5DE5\u5177", "\u73AF\u4FDD\u6E05\u6D01\u5242", "\u53EF\u957F\u671F\u9884\u7EA6", "\u6309\u5C0F\u65F6\u8BA1\u8D39", "\u80CC\u666F\u6838\u9A8C", "\u5F53\u65E5\u53EF\u7EA6"],
    modes: [2],
    price: [40, 300],
    lines: [
      "{s}\uFF0C\u6309\u623F\u5C4B\u9762\u79EF\u548C\u9700\u6C42\u62A5\u4EF7\uFF0C\u65E0\u9690\u5F62\u8D39\u7528\u3002",
      "\u670D\u52A1\u4EBA\u5458\u7ECF\u8FC7\u57F9\u8BAD\uFF0C\u7EDF\u4E00\u7740\u88C5\uFF0C\u81EA\u5E26\u5DE5\u5177\u3002",
      "\u957F\u671F\u5BA2\u6237\u6BCF\u6708\u56FA\u5B9A\u65F6\u95F4\u4E0A\u95E8\uFF0C\u53EF\u6307\u5B9A\u963F\u59E8\u3002",
      "\u6E05\u6D01\u5242\u4E3A\u6E29\u548C\u914D\u65B9\uFF0C\u5BB6\u91CC\u6709\u5B9D\u5B9D\u6216\u5BA0\u7269\u4E5F\u653E\u5FC3\u3002",
      "\u670D\u52A1\u7ED3\u675F\u540E\u4F1A\u62CD\u7167\u786E\u8BA4\uFF0C\u6EE1\u610F\u518D\u4ED8\u6B3E\u3002"
    ]
  },
  6: {
    services: ["\u4E2D\u5F0F\u63A8\u62FF", "\u8DB3\u7597\u4FDD\u5065", "\u827E\u7078\u8C03\u7406", "\u745C\u4F3D\u79C1\u6559 Yoga", "\u666E\u62C9\u63D0 Pilates", "\u80A9\u9888\u653E\u677E", "\u62D4\u7F50\u522E\u75E7", "\u51A5\u60F3\u8BFE\u7A0B"],
    shops: ["\u517B\u751F\u9986", "\u7406\u7597\u4E2D\u5FC3", "\u745C\u4F3D\u9986", "Wellness Studio"],
    agencies: ["\u5065\u5EB7\u987E\u95EE", "\u517B\u751F\u670D\u52A1\u4E2D\u5FC3"],
    tags: ["\u6B63\u89C4\u7ECF\u8425", "\u624B\u6CD5\u4E13\u4E1A", "\u73AF\u5883\u6574\u6D01", "\u9884\u7EA6\u5236", "\u65B0\u5BA2\u4F53\u9A8C\u4EF7", "\u505C\u8F66\u65B9\u4FBF"],
    modes: [1, 2, 3],
    price: [68, 398],
    lines: [
      "{s}\uFF0C\u4EE5\u8212\u7F13\u75B2\u52B3\u3001\u653E\u677E\u8EAB\u5FC3\u4E3A\u4E3B\u3002",
      "\u6280\u5E08\u6301\u8BC1\u4E0A\u5C97\uFF0C\u670D\u52A1\u524D\u4F1A\u7B80\u5355\u8BE2\u95EE\u8EAB\u4F53\u60C5\u51B5\u3002",
      "\u5E97\u5185\u5E72\u51C0\u5B89\u9759\uFF0C\u4E00\u5BA2\u4E00\u6362\uFF0C\u6BDB\u5DFE\u9AD8\u6E29\u6D88\u6BD2\u3002",
      "\u745C\u4F3D\u548C\u666E\u62C9\u63D0\u8BFE\u7A0B\u6709\u5C0F\u73ED\u548C\u79C1\u6559\u4E24\u79CD\u3002",
      "\u4E0D\u63D0\u4F9B\u533B\u7597\u8BCA\u65AD\uFF0C\u8EAB\u4F53\u4E0D\u9002\u8BF7\u5148\u5C31\u533B\u3002"
    ]
  },
  7: {
    services: ["\u5BA0\u7269\u6D17\u62A4", "\u4E0A\u95E8\u5582\u732B", "\u72D7\u72D7\u8BAD\u7EC3", "\u5BA0\u7269\u5BC4\u517B", "\u732B\u54AA\u7F8E\u5BB9", "\u905B\u72D7\u670D\u52A1 Dog walking", "\u5BA0\u7269\u6444\u5F71", "\u5F02\u5BA0\u7167\u62A4"],
    shops: ["\u5BA0\u7269\u5E97", "\u5BA0\u7269\u751F\u6D3B\u9986", "Pet Spa"],
    agencies: ["\u5BA0\u7269\u5BC4\u517B\u4E2D\u4ECB", "\u5BA0\u7269\u670D\u52A1\u5E73\u53F0"],
    tags: ["\u4E00\u5BA0\u4E00\u5DFE", "\u53EF\u89C6\u76D1\u63A7", "\u6E29\u548C\u6D17\u62A4", "\u63A5\u9001\u670D\u52A1", "\u75AB\u82D7\u6838\u9A8C", "\u8282\u5047\u65E5\u53EF\u7EA6"],
    modes: [1, 2],
    price: [35, 280],
    lines: [
      "{s}\uFF0C\u6BCF\u53EA\u6BDB\u5B69\u5B50\u90FD\u6709\u5355\u72EC\u7684\u62A4\u7406\u8BB0\u5F55\u3002",
      "\u4E0A\u95E8\u5582\u517B\u4F1A\u53D1\u7167\u7247\u548C\u89C6\u9891 update\uFF0C\u4E3B\u4EBA\u653E\u5FC3\u3002",
      "\u6D17\u62A4\u7528\u54C1\u4E3A\u5BA0\u7269\u4E13\u7528\uFF0C\u6E29\u548C\u65E0\u523A\u6FC0\u3002",
      "\u5BC4\u517B\u533A\u57DF\u6BCF\u5929\u6D88\u6BD2\uFF0C\u732B\u72D7\u5206\u5F00\u5B89\u7F6E\u3002",
      "\u8BAD\u7EC3\u4EE5\u6B63\u5411\u5956\u52B1\u4E3A\u4E3B\uFF0C\u4E0D\u6253\u4E0D\u9A82\u3002"
    ]
  },
  8: {
    services: ["\u8BC1\u4EF6\u7167\u62CD\u6444", "\u5A5A\u793C\u8DDF\u62CD", "\u4EA7\u54C1\u6444\u5F71", "Logo \u8BBE\u8BA1", "\u6D77\u62A5\u8BBE\u8BA1", "\u5BB6\u5EAD\u5199\u771F", "\u5BA4\u5185\u8BBE\u8BA1\u54A8\u8BE2", "\u77ED\u89C6\u9891\u526A\u8F91"],
    shops: ["\u6444\u5F71\u5DE5\u4F5C\u5BA4", "\u8BBE\u8BA1\u5DE5\u4F5C\u5BA4", "Photo Studio"],
    agencies: ["\u521B\u610F\u7ECF\u7EAA", "\u6444\u5F71\u5E08\u7ECF\u7EAA"],
    tags: ["\u7CBE\u4FEE 10 \u5F20", "\u5F53\u5929\u51FA\u7247", "\u53EF\u6539\u7A3F\u4E09\u6B21", "\u63D0\u4F9B RAW", "\u5546\u7528\u6388\u6743", "\u5916\u666F\u53EF\u7EA6"],
    modes: [1, 2, 3],
    price: [99, 2600],
    lines: [
      "{s}\uFF0C\u5148\u6C9F\u901A\u9700\u6C42\u548C\u98CE\u683C\uFF0C\u518D\u786E\u5B9A\u65B9\u6848\u3002",
      "\u62CD\u6444\u7ED3\u675F\u540E\u4E00\u5468\u5185\u4EA4\u4ED8\uFF0C\u7CBE\u4FEE\u56FE\u53E6\u8BA1\u3002",
      "\u8BBE\u8BA1\u7A3F\u63D0\u4F9B PNG\u3001PDF \u548C\u6E90\u6587\u4EF6\u3002",
      "\u5DE5\u4F5C\u5BA4\u6709\u81EA\u7136\u5149\u68DA\uFF0C\u4E5F\u53EF\u4EE5\u5916\u666F\u62CD\u6444\u3002",
      "\u4F5C\u54C1\u96C6\u53EF\u4EE5\u79C1\u4FE1\u7D22\u53D6 portfolio\u3002"
    ]
  }
};
var BRANDS = ["\u62FE\u5149", "\u9752\u79BE", "\u6728\u767D", "\u5357\u5C71", "\u77E5\u884C", "\u534A\u4EA9", "\u4E91\u6735", "\u6A58\u5B50", "\u661F\u6CB3", "\u4E00\u9685", "\u6696\u9633", "\u7C73\u7C92", "\u5C71\u6D77", "\u521D\u89C1", "\u5C0F\u6EE1", "\u79BE\u6728", "\u9E7F\u89D2", "\u767D\u9E6D"];
var PEOPLE = ["\u5C0F\u6797", "\u9648\u59D0", "\u5C0F\u5468", "\u738B\u59D0", "Amy \u5F20", "\u674E\u5148\u751F", "\u963F\u6770", "Kevin \u5218", "\u8D75\u5973\u58EB", "\u5B59\u963F\u59E8", "\u8001\u5434", "\u90D1\u8001\u5E08", "Lily \u4F55", "\u9EC4\u5148\u751F", "\u5C0F\u8BB8", "Grace \u5510"];
var ROADS = ["\u4EBA\u6C11\u8DEF", "\u4E2D\u5C71\u8DEF", "\u5EFA\u8BBE\u8DEF", "\u89E3\u653E\u8DEF", "\u65B0\u534E\u8DEF", "\u6587\u5316\u8DEF", "\u548C\u5E73\u8857", "\u9752\u5E74\u8DEF", "\u6EE8\u6C5F\u8DEF", "\u957F\u9752\u8DEF"];
var HOURS = ["09:00-21:00", "10:00-22:00", "\u5468\u4E00\u81F3\u5468\u4E94 09:30-18:30", "\u5468\u672B 10:00-20:00", "\u9884\u7EA6\u5236 By appointment", "\u5168\u5929\u53EF\u7EA6\uFF0C\u63D0\u524D\u4E00\u5929\u9884\u7EA6", "11:00-14:00, 17:00-21:30"];
var LANGUAGES = ["\u666E\u901A\u8BDD", "\u666E\u901A\u8BDD / English", "\u666E\u901A\u8BDD / \u7CA4\u8BED", "\u666E\u901A\u8BDD / \u65E5\u672C\u8A9E", "English / \u666E\u901A\u8BDD / \u95FD\u5357\u8BDD"];
var ISSUERS = ["\u804C\u4E1A\u6280\u80FD\u9274\u5B9A\u4E2D\u5FC3", "\u884C\u4E1A\u534F\u4F1A\u8BA4\u8BC1\u90E8", "\u4EBA\u624D\u670D\u52A1\u4E2D\u5FC3", "City Skills Board"];

// server/seed/posts.ts
var DAY_S2 = 86400;
var SPREAD_DAYS = 90;
var VIP_SHARE = 0.15;
var VERIFIED_SHARE = 0.9;
var NEGOTIABLE_SHARE = 0.15;
var OTHER_STATUSES = [POST_STATUS.PENDING, POST_STATUS.FAILED, POST_STATUS.TAKEN_DOWN];
var join12 = (a, b) => /^[A-Za-z]/.test(b) ? `${a} ${b}` : a + b;
var area = (p) => p.abroad || p.district.endsWith("\u533A") ? p.district : `${p.district}\u533A`;
function place(rng) {
  const abroadCities2 = CITIES.filter((c) => c.region !== void 0);
  const domestic = CITIES.filter((c) => c.region === void 0);
  const abroad = rng.chance(0.15);
  const city = rng.pick(abroad ? abroadCities2 : domestic);
  return { city, district: rng.pick(city.districts), abroad };
}
function address(rng, p) {
  const no = rng.int(1, 388);
  if (p.abroad) return `${no} ${p.district} ${rng.pick(["Road", "Street", "Avenue"])}, ${p.city.nameEn}`;
  return `${p.city.name}\u5E02${area(p)}${rng.pick(ROADS)}${no}\u53F7`;
}
function title(rng, kind2, service, brand, shop, agency, p) {
  switch (kind2) {
    case "personal":
      return `${service} \xB7 ${rng.pick(PEOPLE)}\uFF08${p.district}\uFF09`;
    case "store":
      return `${join12(brand, shop)}\uFF08${p.district}\u5E97\uFF09`;
    case "certification":
      return `\u3010\u6301\u8BC1\u3011${service} \xB7 ${brand}\u5DE5\u4F5C\u5BA4`;
    case "broker":
      return `${join12(brand, agency)} \xB7 ${service}`;
  }
}
function intro(kind2, brand, shop, agency, p, years) {
  switch (kind2) {
    case "personal":
      return `\u4E2A\u4EBA\u63A5\u5355\uFF0C\u4ECE\u4E1A ${years} \u5E74\uFF0C${area(p)}\u9644\u8FD1\u53EF\u7EA6\u3002`;
    case "store":
      return `${join12(brand, shop)}\u4F4D\u4E8E${area(p)}\uFF0C\u4EA4\u901A\u65B9\u4FBF\uFF0C\u6B22\u8FCE\u5230\u5E97\u3002`;
    case "certification":
      return "\u6301\u6709\u76F8\u5173\u804C\u4E1A\u8D44\u683C\u8BC1\u4E66\uFF0C\u8BC1\u4E66\u4FE1\u606F\u89C1\u8D44\u6599\u680F\uFF0C\u53EF\u5F53\u9762\u6838\u9A8C (licence on request)\u3002";
    case "broker":
      return `${join12(brand, agency)}\u5728${p.city.name}\u7ECF\u8425 ${years} \u5E74\uFF0C\u53EA\u63A8\u8350\u6838\u5B9E\u8FC7\u7684\u8D44\u6E90\u3002`;
  }
}
function facts(rng, kind2, brand, years, year) {
  switch (kind2) {
    case "personal":
      return [
        { label: "\u4ECE\u4E1A\u7ECF\u9A8C", labelEn: "Experience", value: `${years} \u5E74` },
        { label: "\u8BED\u8A00", labelEn: "Languages", value: rng.pick(LANGUAGES) }
      ];
    case "store":
      return [
        { label: "\u5F00\u4E1A\u5E74\u4EFD", labelEn: "Opened", value: String(year - years) },
        { label: "\u5EA7\u4F4D\u6570", labelEn: "Seats", value: String(rng.int(2, 16) * 4) }
      ];
    case "certification":
      return [
        { label: "\u6267\u7167\u7F16\u53F7", labelEn: "Licence No.", value: `GP-${year - rng.int(0, years)}-${String(rng.int(0, 999999)).padStart(6, "0")}` },
        { label: "\u53D1\u8BC1\u673A\u6784", labelEn: "Issuing body", value: rng.pick(ISSUERS) }
      ];
    case "broker":
      return [
        { label: "\u6240\u5C5E\u673A\u6784", labelEn: "Agency", value: `${brand}${rng.pick(["\u5730\u4EA7", "\u670D\u52A1\u4E2D\u5FC3", "\u7ECF\u7EAA\u6709\u9650\u516C\u53F8"])}` },
        { label: "\u4ECE\u4E1A\u5E74\u9650", labelEn: "Years active", value: `${years} \u5E74` }
      ];
  }
}
function prices(rng, v, service) {
  if (service.includes("\u4E70\u5356") || rng.chance(NEGOTIABLE_SHARE)) return [null, null];
  const [lo, hi] = v.price;
  const step = hi >= 1e3 ? 100 : 5;
  const min = Math.round(rng.int(lo, Math.floor((lo + hi) / 2)) / step) * step || step;
  return [min, rng.chance(0.3) ? min : Math.round(min * (1.2 + rng.next() * 1.3) / step) * step];
}
function popularity(rng) {
  const views = Math.floor(Math.exp(rng.next() * Math.log(3e4))) + rng.int(0, 20);
  return { views, favorites: Math.floor(views * (0.01 + rng.next() * 0.07)) };
}
function buildPosts(rng, count, authorIds, now) {
  const out = [];
  const year = new Date(now * 1e3).getUTCFullYear();
  for (let i = 0; i < count; i++) {
    const kind2 = POST_KINDS[i % POST_KINDS.length];
    const typeCode = kind2 === "broker" && rng.chance(0.5) ? 4 : rng.pick(TYPE_CODES);
    const v = VOCAB[typeCode];
    const p = place(rng);
    const brand = rng.pick(BRANDS);
    const service = rng.pick(v.services);
    const shop = rng.pick(v.shops);
    const agency = rng.pick(v.agencies);
    const years = rng.int(2, 15);
    const lines = [intro(kind2, brand, shop, agency, p, years), ...rng.sample(v.lines, rng.int(2, 3))];
    lines.push(rng.pick(["\u6B22\u8FCE\u79C1\u4FE1\u54A8\u8BE2\uFF0C\u770B\u5230\u4F1A\u5C3D\u5FEB\u56DE\u590D\u3002", "\u4EF7\u683C\u4EE5\u5B9E\u9645\u6C9F\u901A\u4E3A\u51C6\uFF0Cprice negotiable\u3002", "\u8282\u5047\u65E5\u6B63\u5E38\u8425\u4E1A\uFF0C\u63D0\u524D\u8054\u7CFB\u66F4\u7A33\u59A5\u3002"]));
    const [priceMin, priceMax] = prices(rng, v, service);
    const createdAt = now - rng.int(0, SPREAD_DAYS * DAY_S2);
    const status = rng.chance(VERIFIED_SHARE) ? POST_STATUS.VERIFIED : rng.pick(OTHER_STATUSES);
    out.push({
      typeCode,
      imageCount: rng.int(1, 6),
      row: {
        user_id: rng.pick(authorIds),
        kind: kind2,
        title: title(rng, kind2, service, brand, shop, agency, p),
        description: lines.map((l) => l.replace("{s}", service)).join("\n"),
        city_code: p.city.code,
        type_code: typeCode,
        mode_code: rng.pick(v.modes),
        price_min: priceMin,
        price_max: priceMax,
        address: address(rng, p),
        hours: rng.pick(HOURS),
        contact: `138-0000-${String(rng.int(0, 9999)).padStart(4, "0")}`,
        tags: JSON.stringify(rng.sample(v.tags, rng.int(2, 4))),
        facts: JSON.stringify(facts(rng, kind2, brand, years, year)),
        vip: rng.chance(VIP_SHARE) ? 1 : 0,
        status,
        ...popularity(rng),
        created_at: createdAt,
        updated_at: Math.min(now, createdAt + rng.int(0, 3 * DAY_S2))
      }
    });
  }
  return out;
}

// server/seed/users.ts
import { randomBytes as randomBytes11 } from "node:crypto";
var YEAR_S = 365 * 86400;
var DAY_S3 = 86400;
var INCODE_ALPHABET2 = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
var INCODE_LENGTH2 = 6;
var DEMO_LOGINS = {
  demo: { username: "demo", password: "goldpost-demo" },
  vip: { username: "vipdemo", password: "goldpost-vip" },
  admin: { username: "admin", password: "goldpost-admin" }
};
var AUTHORS = [
  { nickname: "\u6797\u8BB0\u5496\u5561", bio: "\u8857\u89D2\u7684\u5C0F\u5496\u5561\u9986\uFF0C\u624B\u51B2\u548C\u751C\u70B9\u3002" },
  { nickname: "\u9648\u5E08\u5085\u7EF4\u4FEE", bio: "\u5BB6\u7535\u7EF4\u4FEE\u5341\u4E8C\u5E74\uFF0C\u4FEE\u4E0D\u597D\u4E0D\u6536\u8D39\u3002" },
  { nickname: "\u5468\u8001\u5E08", bio: "\u521D\u4E2D\u6570\u5B66\u4E0E\u7269\u7406\uFF0C\u8010\u5FC3\u8BB2\u900F\u6BCF\u4E00\u9898\u3002" },
  { nickname: "\u5B89\u5C45\u7F6E\u4E1A\u5C0F\u738B", bio: "\u53EA\u505A\u771F\u5B9E\u623F\u6E90 real listings\u3002" },
  { nickname: "\u9752\u79BE\u5BB6\u653F", bio: "\u65E5\u5E38\u4FDD\u6D01\u3001\u6DF1\u5EA6\u6E05\u6D01\u3001\u6536\u7EB3\u6574\u7406\u3002" },
  { nickname: "\u534A\u4EA9\u63A8\u62FF", bio: "\u4F20\u7EDF\u4E2D\u5F0F\u63A8\u62FF\uFF0C\u9884\u7EA6\u5236\u3002" },
  { nickname: "\u6BDB\u5B69\u5B50\u4E4B\u5BB6", bio: "\u5BA0\u7269\u6D17\u62A4\u4E0E\u5BC4\u517B\uFF0C\u4E00\u5BA0\u4E00\u5DFE\u3002" },
  { nickname: "\u62FE\u5149\u6444\u5F71", bio: "\u8BC1\u4EF6\u7167\u3001\u5BB6\u5EAD\u5199\u771F\u3001\u4EA7\u54C1\u62CD\u6444\u3002" },
  { nickname: "Amy \u82F1\u8BED", bio: "IELTS \u53E3\u8BED\u4E0E\u5C11\u513F\u82F1\u8BED\u3002" },
  { nickname: "\u661F\u6CB3\u8BBE\u8BA1", bio: "Logo\u3001\u6D77\u62A5\u4E0E\u54C1\u724C\u89C6\u89C9\u3002" },
  { nickname: "\u6696\u9633\u79C1\u53A8", bio: "\u4E0A\u95E8\u79C1\u53A8\uFF0C\u5BB6\u5E38\u83DC\u548C\u5C0F\u578B\u805A\u4F1A\u3002" },
  { nickname: "\u5C71\u6D77\u745C\u4F3D", bio: "\u5C0F\u73ED\u745C\u4F3D\u4E0E\u666E\u62C9\u63D0 Pilates\u3002" },
  { nickname: "\u6728\u767D\u88C5\u4FEE\u54A8\u8BE2", bio: "\u5C0F\u6237\u578B\u6539\u9020\u548C\u8F6F\u88C5\u5EFA\u8BAE\u3002" },
  { nickname: "\u5C0F\u6EE1\u70D8\u7119", bio: "\u6BCF\u5929\u73B0\u70E4\u7684\u9762\u5305\u4E0E\u86CB\u7CD5\u3002" },
  { nickname: "\u9E7F\u89D2\u5355\u8F66", bio: "\u81EA\u884C\u8F66\u7EF4\u4FEE\u3001\u4FDD\u517B\u4E0E\u6539\u88C5\u3002" },
  { nickname: "\u77E5\u884C\u5B66\u5802", bio: "\u4E66\u6CD5\u3001\u7F16\u7A0B\u4E0E\u5468\u672B\u5174\u8DA3\u73ED\u3002" },
  { nickname: "\u767D\u9E6D\u623F\u4EA7", bio: "\u6574\u79DF\u3001\u5408\u79DF\u548C\u5546\u94FA\u51FA\u79DF\u3002" },
  { nickname: "\u7C73\u7C92\u5BA0\u7269", bio: "\u4E0A\u95E8\u5582\u732B\u4E0E\u905B\u72D7\u670D\u52A1\u3002" },
  { nickname: "Kevin \u4FEE\u7535\u8111", bio: "\u7535\u8111\u6E05\u7070\u3001\u91CD\u88C5\u4E0E\u6570\u636E\u8FC1\u79FB\u3002" },
  { nickname: "\u4E91\u6735\u642C\u5BB6", bio: "\u5C0F\u4EF6\u642C\u8FD0\u4E0E\u6253\u5305\u6574\u7406\u3002" }
];
function incode(rng) {
  let s = "";
  for (let i = 0; i < INCODE_LENGTH2; i++) s += rng.pick([...INCODE_ALPHABET2]);
  return s;
}
async function buildUsers(rng, now) {
  const codes2 = /* @__PURE__ */ new Set();
  const uniqueIncode2 = () => {
    let c = incode(rng);
    while (codes2.has(c)) c = incode(rng);
    codes2.add(c);
    return c;
  };
  const [demoHash, vipHash, adminHash, lockedHash] = await Promise.all([
    hashPassword(DEMO_LOGINS.demo.password),
    hashPassword(DEMO_LOGINS.vip.password),
    hashPassword(DEMO_LOGINS.admin.password),
    hashPassword(randomBytes11(24).toString("base64url"))
  ]);
  const base = (username2, nickname, password_hash, bio) => ({
    username: username2,
    nickname,
    password_hash,
    avatar: null,
    bio,
    // Multi-row inserts send every column (SQLite gets NULL, not the default, for a missing one).
    role: "user",
    vip_level: 0,
    incode: uniqueIncode2(),
    invited_by: null,
    vip_expires_at: null,
    created_at: now - rng.int(100, 200) * DAY_S3
  });
  const rows = [
    base(DEMO_LOGINS.demo.username, "\u6F14\u793A\u7528\u6237", demoHash, "\u968F\u4FBF\u901B\u901B just browsing\u3002"),
    { ...base(DEMO_LOGINS.vip.username, "VIP \u4F53\u9A8C\u5B98", vipHash, "\u5E74\u5361\u4F1A\u5458\uFF0Cdemo account\u3002"), vip_level: 2, vip_expires_at: now + YEAR_S },
    { ...base(DEMO_LOGINS.admin.username, "\u7BA1\u7406\u5458", adminHash, "\u7AD9\u52A1\u4E0E\u5BA1\u6838\u3002"), role: "admin" },
    ...AUTHORS.map((a, i) => base(`author${String(i + 1).padStart(2, "0")}`, a.nickname, lockedHash, a.bio))
  ];
  return { rows, logins: Object.values(DEMO_LOGINS) };
}

// server/seed/videos.ts
import { createHash as createHash9 } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile as readFile3, readdir as readdir2 } from "node:fs/promises";
import { dirname as dirname2, join as join13, resolve as resolve4 } from "node:path";
import { fileURLToPath } from "node:url";
var SEED_CLIPS = ["testcard", "gradient"];
var VIDEO_POSTS = 8;
var storedName = (file) => file.replace(/\.mpegts$/, ".ts");
function assetsDir() {
  const here = dirname2(fileURLToPath(import.meta.url));
  const candidates = [join13(here, "assets/video"), resolve4(here, "../../server/seed/assets/video"), resolve4("server/seed/assets/video")];
  return candidates.find((dir) => existsSync(join13(dir, SEED_CLIPS[0], "clip.mp4"))) ?? null;
}
async function prepareSeedClips(mediaKey) {
  const root = assetsDir();
  if (root === null) return null;
  return Promise.all(
    SEED_CLIPS.map(async (clip) => {
      const src = join13(root, clip);
      const names = (await readdir2(src)).filter((n) => n !== "poster.jpg").sort();
      const files = await Promise.all(names.map(async (n) => ({ name: storedName(n), bytes: await readFile3(join13(src, n)) })));
      const hash = createHash9("sha256");
      for (const f of files) hash.update(f.name).update(f.bytes);
      const dir = `video/${clip}-${hash.digest("hex").slice(0, 12)}`;
      return {
        dir,
        files: files.map((f) => ({ path: `${dir}/${f.name}`, bytes: f.bytes })),
        poster: await prepareImage(await readFile3(join13(src, "poster.jpg")), mediaKey)
      };
    })
  );
}
async function storeSeedClips(ctx, clips) {
  const out = [];
  for (const clip of clips) {
    for (const f of clip.files) await ctx.storage.put(f.path, f.bytes);
    const poster = await commitImage(ctx, clip.poster);
    out.push({ mp4: `${clip.dir}/clip.mp4`, hls: `${clip.dir}/index.m3u8`, pic: poster.path });
  }
  return out;
}
function assignVideos(posts, clips, now) {
  if (clips.length === 0) return [];
  const newest = posts.filter((p) => p.public).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  const vip = newest.find((p) => p.vip);
  const chosen = [...newest.filter((p) => !p.vip).slice(0, vip ? VIDEO_POSTS - 1 : VIDEO_POSTS), ...vip ? [vip] : []];
  return chosen.map((p, i) => {
    const clip = clips[Math.floor(i / 2) % clips.length];
    return { post_id: p.id, url: i % 2 === 0 ? clip.mp4 : clip.hls, pic: clip.pic, created_at: now };
  });
}

// server/seed/index.ts
var DEFAULT_POSTS = 320;
var SEED = 20261122;
var POST_BATCH = 100;
var IMAGE_BATCH = 500;
async function isEmpty(db) {
  return await db.selectFrom("cities").select("code").limit(1).executeTakeFirst() === void 0;
}
function chunks(items, size2) {
  const out = [];
  for (let i = 0; i < items.length; i += size2) out.push(items.slice(i, i + size2));
  return out;
}
async function seedIfEmpty(db, opts) {
  if (!await isEmpty(db)) return { seeded: false, demoUsers: [] };
  const started = performance.now();
  const now = Math.floor(Date.now() / 1e3);
  const rng = createRng(SEED);
  const postCount = opts.posts ?? DEFAULT_POSTS;
  const [prepared, users, preparedClips] = await Promise.all([
    renderSeedImages().then((rendered) => prepareSeedImages(rendered, opts.mediaKey)),
    buildUsers(rng, now),
    prepareSeedClips(opts.mediaKey)
  ]);
  if (preparedClips === null) opts.log("seed videos skipped: server/seed/assets/video not found next to the server");
  const summary = await db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter2) await sql2`lock table cities in exclusive mode`.execute(trx);
    if (!await isEmpty(trx)) return null;
    await trx.insertInto("cities").values(cityRows()).execute();
    await trx.insertInto("post_types").values(codeRows(TYPES)).execute();
    await trx.insertInto("post_modes").values(codeRows(MODES)).execute();
    const userIds = await trx.insertInto("users").values(users.rows).returning(["id", "username"]).execute();
    const staff = /* @__PURE__ */ new Set(["vipdemo", "admin"]);
    const authorIds = userIds.filter((u) => !staff.has(u.username)).map((u) => u.id);
    const images = await storeSeedImages({ db: trx, storage: opts.storage }, prepared);
    const posts = buildPosts(rng, postCount, authorIds, now);
    const postIds = [];
    for (const batch of chunks(posts, POST_BATCH)) {
      const ids = await trx.insertInto("posts").values(batch.map((p) => p.row)).returning("id").execute();
      postIds.push(...ids.map((r) => r.id));
    }
    const imageRows = posts.flatMap(
      (p, i) => pickPostImages(rng, images.pool, p.typeCode, p.imageCount).map((img, sort) => ({
        post_id: postIds[i],
        path: img.path,
        sort,
        width: img.width,
        height: img.height
      }))
    );
    for (const batch of chunks(imageRows, IMAGE_BATCH)) await trx.insertInto("post_images").values(batch).execute();
    const clips = preparedClips ? await storeSeedClips({ db: trx, storage: opts.storage }, preparedClips) : [];
    const candidates = posts.map((p, i) => ({
      id: postIds[i],
      vip: p.row.vip === 1,
      public: p.row.status === POST_STATUS.VERIFIED,
      createdAt: p.row.created_at
    }));
    const videoRows = assignVideos(candidates, clips, now);
    if (videoRows.length > 0) await trx.insertInto("post_videos").values(videoRows).execute();
    const firstVerified = (kind2) => postIds[posts.findIndex((p) => p.row.kind === kind2 && p.row.status === POST_STATUS.VERIFIED)] ?? postIds[0] ?? 0;
    const ads = buildAds(images.banners, images.tiles, {
      storePostId: firstVerified("store"),
      certificationPostId: firstVerified("certification")
    });
    await trx.insertInto("ads").values(ads).execute();
    const notices = buildNotices(rng, now);
    await trx.insertInto("notices").values(notices).execute();
    return {
      users: users.rows.length,
      posts: posts.length,
      images: imageRows.length,
      videos: videoRows.length,
      pool: images.pool.length,
      ads: ads.length,
      notices: notices.length
    };
  });
  if (summary === null) return { seeded: false, demoUsers: [] };
  const durationMs = Math.round(performance.now() - started);
  opts.log(
    `seeded demo content in ${(durationMs / 1e3).toFixed(1)} s: ${cityRows().length} cities, ${TYPES.length} types, ${MODES.length} modes, ${summary.users} users, ${summary.posts} posts with ${summary.images} images (pool of ${summary.pool}) and ${summary.videos} videos, ${summary.ads} ads, ${summary.notices} notices`
  );
  opts.log(`demo logins: ${users.logins.map((l) => `${l.username} / ${l.password}`).join(", ")}`);
  return { seeded: true, demoUsers: users.logins, durationMs };
}

// server/main.ts
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  if (config.seed) {
    const hex = (s) => Buffer.from(s, "hex");
    await seedIfEmpty(app.db, {
      storage: app.storage,
      mediaKey: hex(config.keys.mediaKey),
      posts: config.seedPosts,
      log: (line) => console.log(line)
    });
  }
  let closing = false;
  const shutdown = (signal) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      }
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
  console.log(`goldpost listening on http://${config.host}:${config.port}`);
}
main().catch((err) => {
  console.error("goldpost failed to start:", err);
  process.exit(1);
});
